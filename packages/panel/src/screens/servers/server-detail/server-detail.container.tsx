import { useQueries } from '@tanstack/react-query';
import { PageHeader, Skeleton, toast } from '@hostdeck/ui';
import { isApiError } from '../../../api/errors';
import { serverLatencyQuery } from '../../../data/deploy/wizard-queries';
import { usePanel } from '../../../data/panel-provider';
import { useDeleteServer, useUpdateServer } from '../../../data/servers/mutations';
import { useServer, useServerList } from '../../../data/servers/queries';
import { useT } from '../../../i18n/i18n-provider';
import { homePath, serverListPath } from '../../../rules/paths';
import { isRouteId } from '../../../rules/route-ids';
import { canChangeServer } from '../../../rules/server-access';
import type { LatencyResult } from '../../../rules/server-latency';
import { serverEndpointOrigin } from '../../../rules/server-status';
import { NotFoundScreen } from '../../common/not-found/not-found';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import type { ServerFormInput } from '../server-list/server-form-dialog';
import { ServerDetailScreen } from './server-detail';

/** A public server that has not answered its ping by then counts as unreachable. */
const LATENCY_TIMEOUT_MS = 5000;

export interface ServerDetailScreenContainerProps {
  /** The server's id from the path; one that is not a positive whole number shows the not-found page without a call. */
  serverId: number;
  /** The page's title (the route table's, translated). */
  title: string;
}

/**
 * One server wired to its detail, the update and delete calls, the status addresses of the API and the latency to
 * each public server of the team's server list (the team's own are not public; the API's ping of each, all at once;
 * 'Measure again' pings them all anew). Deleting leads back to the list.
 */
export function ServerDetailScreenContainer({ serverId, title }: ServerDetailScreenContainerProps) {
  const { t } = useT('server-detail');
  const { api, session, Link, navigate } = usePanel();
  const { teamId, teamBase, role } = session;
  const isKnownId = isRouteId(serverId);
  const server = useServer({ serverId }, { enabled: isKnownId });
  const serverList = useServerList({ teamId });
  const update = useUpdateServer();
  const remove = useDeleteServer();
  const publicServers = serverList.data?.filter((item) => item.public_scope === true);
  const endpoints = (publicServers ?? []).map((item) => item.endpoint);
  // An endpoint that names no https origin is unreachable without a request. A failed ping is not retried: it is the
  // answer ('unreachable'), and retries would hold the list at 'measuring' for several time limits.
  const pings = useQueries({
    queries: endpoints.map((endpoint) => ({
      ...serverLatencyQuery(api, { endpoint }, { timeoutMs: LATENCY_TIMEOUT_MS }),
      enabled: serverEndpointOrigin(endpoint) !== undefined,
      retry: false,
    })),
  });
  const latencies = endpoints.map((endpoint, index): { endpoint: string; result: LatencyResult } => {
    const ping = pings[index];
    if (!ping || serverEndpointOrigin(endpoint) === undefined || (ping.isError && !ping.isFetching)) return { endpoint, result: 'unreachable' };
    return { endpoint, result: ping.isSuccess && !ping.isFetching ? ping.data : 'measuring' };
  });
  const remeasure = () => {
    for (const ping of pings) void ping.refetch();
  };

  if (!isKnownId || (isApiError(server.error) && server.error.isNotFound)) return <NotFoundScreen homeHref={homePath(teamBase)} linkComponent={Link} />;
  const state = combineQueries({ server, serverList });
  if (state.status !== 'content' || !state.data) {
    return (
      <section aria-busy={state.status === 'loading'} className="grid gap-6">
        <PageHeader title={title} />
        <ScreenState status={state.status} onRetry={state.retry} isRetrying={state.isRetrying} skeleton={<Skeleton className="h-96" />}>
          {null}
        </ScreenState>
      </section>
    );
  }
  const current = state.data.server;
  const titles = new Map((publicServers ?? []).map((item) => [item.endpoint, item.title]));

  const onUpdate = async (values: ServerFormInput) => {
    await update.mutateAsync({ teamId, serverId, ...values });
    toast.success(t('done.updated'));
  };
  const onDelete = async () => {
    await remove.mutateAsync({ teamId, serverId });
    toast.success(t('done.deleted'));
    navigate(serverListPath(teamBase));
  };

  return (
    <ServerDetailScreen
      title={title}
      server={current}
      listHref={serverListPath(teamBase)}
      linkComponent={Link}
      canChange={canChangeServer(role, current)}
      statusUrlOf={(view) => api.getServerStatusUrl({ endpoint: current.endpoint, view })}
      latencies={latencies.map((item) => ({ ...item, title: titles.get(item.endpoint) }))}
      onRemeasure={remeasure}
      onUpdate={onUpdate}
      onDelete={onDelete}
    />
  );
}
