import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, Skeleton } from '@hostdeck/ui';
import { NotFoundScreen, PanelProvider, homePath, initDataQuery, loginPath, resolveTeamId, teamQuery, toPanelSession, useT } from '@hostdeck/panel';
import type { QueryClient } from '@tanstack/react-query';
import type { ConsoleBackend } from '../backend/backend';
import { RouterLink } from '../routes/router-link';

export interface SessionGateProps {
  backend: ConsoleBackend;
  queryClient: QueryClient;
  /** Whether the route names a team (/user/team/:teamId) or is the default team (/user). */
  base: 'user' | 'team';
  children: ReactNode;
}

/** Loads initdata and the current team; invalid initial data sends the visitor to /login?r={returnPath}. */
export function SessionGate({ backend, queryClient, base, children }: SessionGateProps) {
  const { t } = useT('common');
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const routeTeamId = base === 'team' ? Number(params.teamId) : undefined;

  const init = useQuery(initDataQuery(backend.api));
  const teamId = init.data ? resolveTeamId(init.data, routeTeamId) : undefined;
  const team = useQuery({ ...teamQuery(backend.api, { teamId: teamId ?? 0 }), enabled: teamId !== undefined });
  useEffect(() => backend.setCsrf(init.data?.csrf), [backend, init.data?.csrf]);

  const session = useMemo(() => (init.data && team.data ? toPanelSession(init.data, team.data) : undefined), [init.data, team.data]);

  if (init.isError) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  // A team the user does not belong to is a page that does not exist for them.
  if (init.data && routeTeamId !== undefined && teamId !== routeTeamId) return <NotFoundScreen homeHref={homePath()} linkComponent={RouterLink} />;
  if (team.isError) return <ErrorState className="m-8" message={t('errors.fetch')} onRetry={() => void team.refetch()} />;
  if (!session) return <ShellSkeleton />;
  return (
    <PanelProvider api={backend.api} session={session} linkComponent={RouterLink} navigate={(to, options) => void navigate(to, options)} queryClient={queryClient}>
      {children}
    </PanelProvider>
  );
}

function ShellSkeleton() {
  return (
    <div className="grid min-h-dvh grid-rows-[auto_1fr] lg:grid-cols-[16rem_1fr]" aria-busy="true">
      <Skeleton className="hidden h-dvh rounded-none lg:row-span-2 lg:block" />
      <Skeleton className="h-14 rounded-none" />
      <div className="grid content-start gap-4 p-6">
        <Skeleton className="h-8 w-1/3" />
        <Skeleton className="h-40" />
      </div>
    </div>
  );
}
