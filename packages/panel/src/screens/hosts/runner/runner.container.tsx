import { useMemo } from 'react';
import { useClearDeployments, useStartDeployment } from '../../../data/deploy/mutations';
import { isDeploymentRunning } from '../../../rules/runner-log';
import { useDeployment, useDeploymentList } from '../../../data/deploy/queries';
import { useHostDetail } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { isAdministrator } from '../../../data/session';
import { DEPLOYMENT_POLL_MS } from '../../../rules/limits';
import { canDeploy } from '../../../rules/permissions-roles';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { RunnerScreen } from './runner';
import { useDeploymentWatch } from './use-deployment-watch';
import { useWebhookSecret } from './use-webhook-secret';
import { GITHUB_DEPLOY_PATH } from './webhook-secret';

export interface RunnerScreenContainerProps {
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
}

const reloadPage = () => window.location.reload();
const openInNewTab = (url: string) => void window.open(url, '_blank', 'noopener,noreferrer');

/** The runner page wired to the data layer: the history, the latest deployment polled every 4 s while it runs. */
export function RunnerScreenContainer({ hostId, title, supportUrl, webhookUrl, onReload = reloadPage, onOpenSupport = openInNewTab }: RunnerScreenContainerProps) {
  const { session } = usePanel();
  const teamId = session.teamId;
  const host = useHostDetail({ teamId, hostId });
  const list = useDeploymentList({ hostId });
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
  const latestResult = deployments?.[0]?.result;
  const isRunning = latestResult !== undefined && isDeploymentRunning(latestResult);
  const state = combineQueries({ host, list }, (data) => data.list.length === 0);

  return (
    <RunnerScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      host={hostData}
      deployments={deployments}
      nextPollAt={isRunning && live.dataUpdatedAt > 0 ? live.dataUpdatedAt + DEPLOYMENT_POLL_MS : undefined}
      view={watch.showsHint ? 'ready-hint' : 'history'}
      onShowHistory={watch.dismissHint}
      isAdministrator={isAdministrator(session)}
      canDeploy={canDeploy(session.role)}
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
