import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useParams } from 'react-router';
import {
  NotAllowedScreen,
  NotFoundScreen,
  PlaceholderScreen,
  ScreenState,
  canSeeUserList,
  combineQueries,
  homePath,
  isApiError,
  parseRouteId,
  usePanel,
  type ConsolePageRoute,
} from '@hostdeck/panel';
import { PageHeader, Skeleton } from '@hostdeck/ui';
import { withRouteData } from './route-data';

export interface PlaceholderPageProps {
  route: ConsolePageRoute;
  /** The page's title, translated. */
  title: string;
}

/** The path parameters that name a record; a value that is no id ('abc', '0') names nothing. */
const ID_PARAMS = ['hostId', 'domainId', 'backupId', 'serverId'] as const;

/**
 * A page whose screen is not built yet: it already makes the screen's first call, so it loads and fails (with a retry)
 * through ScreenState like its screen will, and only then shows the marked placeholder. It already keeps the screen's
 * doors: the administrator's page is closed to others, and an unknown record is the not-found page, not an error.
 */
export function PlaceholderPage({ route, title }: PlaceholderPageProps) {
  const params = useParams();
  const { api, session, Link } = usePanel();
  const home = homePath(session.teamBase);
  if (route.id === 'users' && !canSeeUserList(session.userId)) return <NotAllowedScreen reason="adminOnly" homeHref={home} linkComponent={Link} />;
  if (ID_PARAMS.some((name) => params[name] !== undefined && parseRouteId(params[name]) === undefined)) return <NotFoundScreen homeHref={home} linkComponent={Link} />;
  const page = withRouteData(route, params, api, session.teamId, (query) => <PlaceholderAfterLoad query={query} title={title} homeHref={home} />);
  return page ?? <PlaceholderScreen pageTitle={title} />;
}

interface PlaceholderAfterLoadProps<TData, TKey extends readonly unknown[]> {
  query: UseQueryOptions<TData, Error, TData, TKey>;
  title: string;
  homeHref: string;
}

function PlaceholderAfterLoad<TData, TKey extends readonly unknown[]>({ query, title, homeHref }: PlaceholderAfterLoadProps<TData, TKey>) {
  const { Link } = usePanel();
  const result = useQuery(query);
  const state = combineQueries({ first: result });
  // A record that is not there, or one the server closes to this user, is no failure to retry.
  if (isApiError(result.error) && result.error.isNotFound) return <NotFoundScreen homeHref={homeHref} linkComponent={Link} />;
  if (isApiError(result.error) && result.error.isForbidden) return <NotAllowedScreen reason="role" homeHref={homeHref} linkComponent={Link} />;
  if (state.status === 'content' || state.status === 'empty') return <PlaceholderScreen pageTitle={title} />;
  return (
    <section aria-busy={state.status === 'loading'} className="grid gap-4">
      <PageHeader title={title} />
      <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-40" />}>
        {null}
      </ScreenState>
    </section>
  );
}
