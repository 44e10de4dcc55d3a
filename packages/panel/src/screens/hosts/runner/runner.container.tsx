import { useMemo } from 'react';
import { isApiError } from '../../../api/errors';
import { useClearDeployments, useStartDeployment } from '../../../data/deploy/mutations';
import { useDeployment, useDeploymentList } from '../../../data/deploy/queries';
import { useHostDetail } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { isAdministrator } from '../../../data/session';
import { useMemberList } from '../../../data/teams/page-queries';
import { deployGate } from '../../../rules/deploy-gate';
import { DEPLOYMENT_POLL_MS } from '../../../rules/limits';
import { homePath, hostListPath } from '../../../rules/paths';
import { isRouteId } from '../../../rules/route-ids';
import { isDeploymentRunning } from '../../../rules/runner-log';
import { NotFoundScreen } from '../../common/not-found/not-found';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { RunnerScreen } from './runner';
import { useDeploymentWatch } from './use-deployment-watch';
import { useWebhookSecret } from './use-webhook-secret';
import { GITHUB_DEPLOY_PATH } from './webhook-secret';

export interface RunnerScreenContainerProps {
  /** The host's id from the path; one that is not a positive whole number shows the not-found page. */
  hostId: number;
  /** The page title (from the route table). */
  title: string;
  /** Where 'ask for help' leads: the official support chat; without it the link is not offered. */
  supportUrl?: string;
  /** The webhook endpoint; default /api/githubdeploy on the console's origin. */
  webhookUrl?: string;
  /** Called when the latest deployment finishes while the host is moving; default reloads the page. */
  onReload?: () => void;
  /** Opens the support chat; default a new tab. */
  onOpenSupport?: (url: string) => void;
  /** Shown inside the host page frame, which has the back link and the website's name. */
  isFramed?: boolean;
}

const reloadPage = () => window.location.reload();
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');
const isNotFound = (error: unknown) => isApiError(error) && error.isNotFound;

/** The runner page wired to the data layer: the history, the latest deployment polled every 4 s while it runs. */
export function RunnerScreenContainer({ hostId, title, supportUrl, webhookUrl, onReload = reloadPage, onOpenSupport = openInNewTab, isFramed = false }: RunnerScreenContainerProps) {
  const { session, Link } = usePanel();
  const teamId = session.teamId;
  const isKnownId = isRouteId(hostId);
  const host = useHostDetail({ teamId, hostId }, { enabled: isKnownId });
  const list = useDeploymentList({ hostId }, { enabled: isKnownId });
  // Only names the other members' deployments: the page does not wait for it, nor fail with it.
  const members = useMemberList({ teamId }, { enabled: isKnownId });
  const listed = list.data?.[0];
  const live = useDeployment({ teamId, hostId, deployId: listed?.id ?? 0 }, { enabled: listed !== undefined && isDeploymentRunning(listed.result) });
  const start = useStartDeployment();
  const clear = useClearDeployments();
  const hostData = host.data?.host;
  const secret = useWebhookSecret(hostId, hostData?.domain);
  const watch = useDeploymentWatch({ hostId, listed, live: live.data, hostStatus: hostData?.status, onReload });

  const deployments = useMemo(() => {
    if (!list.data || !live.data || !listed) return list.data;
    return [{ ...listed, result: live.data.result }, ...list.data.slice(1)];
  }, [list.data, listed, live.data]);
  const memberNames = useMemo(() => Object.fromEntries((members.data ?? []).map((member) => [member.id, member.name])), [members.data]);
  const latestResult = deployments?.[0]?.result;
  const isRunning = latestResult !== undefined && isDeploymentRunning(latestResult);
  const state = combineQueries({ host, list }, (data) => data.list.length === 0);

  // An id that names no website of this team (or none at all) is an unknown page, not a failure to retry.
  if (!isKnownId || isNotFound(host.error) || isNotFound(list.error)) return <NotFoundScreen homeHref={homePath(session.teamBase)} linkComponent={Link} />;

  return (
    <RunnerScreen
      title={title}
      backHref={isFramed ? undefined : hostListPath(session.teamBase)}
      linkComponent={Link}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      host={hostData}
      serverIp={host.data?.server.ip}
      deployments={deployments}
      nextPollAt={isRunning && live.dataUpdatedAt > 0 ? live.dataUpdatedAt + DEPLOYMENT_POLL_MS : undefined}
      view={watch.showsHint ? 'ready-hint' : 'history'}
      onShowHistory={watch.dismissHint}
      isAdministrator={isAdministrator(session)}
      viewerId={session.userId}
      memberNames={memberNames}
      // Relative times are told as of the latest answer, so they move on with every poll.
      now={Math.max(list.dataUpdatedAt, live.dataUpdatedAt)}
      gate={hostData && deployGate({ role: session.role, status: hostData.status })}
      onDeploy={async (template) => {
        await start.mutateAsync({ teamId, hostId, template });
      }}
      onClear={async () => {
        await clear.mutateAsync({ teamId, hostId });
      }}
      onAskForHelp={supportUrl === undefined ? undefined : () => onOpenSupport(supportUrl)}
      webhookUrl={webhookUrl ?? `${window.location.origin}${GITHUB_DEPLOY_PATH}`}
      webhookSecret={secret}
    />
  );
}
