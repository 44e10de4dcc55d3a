import { EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import { Rocket } from 'lucide-react';
import type { Deployment } from '../../../api/schemas/deploy';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { ScreenState } from '../../common/screen-state/screen-state';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { DeploymentEntry } from './deployment-entry';
import { ReadyHint } from './ready-hint';
import { RunnerActions } from './runner-actions';

/** history: the deployments; ready-hint: the website-ready view after a new host's deployment finished. */
export type RunnerView = 'history' | 'ready-hint';

export type RunnerHost = Pick<Host, 'id' | 'domain' | 'username' | 'password' | 'status'>;

export interface RunnerScreenProps {
  /** The page title (from the route table). */
  title: string;
  /** Where the host and its history stand (combineQueries); empty shows the empty history, except on the ready hint. */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  host: RunnerHost | undefined;
  /** Newest first; the first entry carries the live result while it runs. */
  deployments: Deployment[] | undefined;
  /** While the latest deployment runs: when it is fetched again (epoch ms), for the countdown. */
  nextPollAt?: number;
  view: RunnerView;
  /** Leaves the ready-hint view for the history. */
  onShowHistory: () => void;
  /** The viewer is the administrator (user id 1): lifecycle features stay, admin runs read 'Ran by system mod'. */
  isAdministrator: boolean;
  /** Shows the add, webhook and clear actions (rules/permissions-roles canDeploy). */
  canDeploy: boolean;
  /** Starts a deployment; rejecting keeps the dialog open. */
  onDeploy: (template: string) => Promise<void>;
  /** Clears the history; rejecting keeps the confirmation open. */
  onClear: () => Promise<void>;
  /** The confirmed 'ask for help' of a deployment: the container sends the user to support. No link without it. */
  onAskForHelp?: (deploymentId: number) => void;
  /** The webhook endpoint and the derived secret (undefined while it is computed). */
  webhookUrl: string;
  webhookSecret: string | undefined;
}

function RunnerSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-12" />
      <Skeleton className="h-64" />
      <Skeleton className="h-12" />
    </div>
  );
}

/** The body's state: the host and its history load together; the ready-hint view shows even without deployments. */
function bodyStatus({ status, host, deployments, view }: RunnerScreenProps): ScreenStatus {
  if (status === 'error' || status === 'loading') return status;
  if (!host || !deployments) return 'loading';
  return view === 'history' && deployments.length === 0 ? 'empty' : 'content';
}

/** Deployments of a host (/host/runner/{id}): the history with the latest open, and the deploy actions. */
export function RunnerScreen(props: RunnerScreenProps) {
  const { title, host, deployments, view, isAdministrator, canDeploy, onRetry, isRetrying } = props;
  const { t } = useT('runner');
  const status = bodyStatus(props);
  return (
    <section aria-busy={status === 'loading'} className="grid gap-4">
      <PageHeader
        title={title}
        description={host?.domain}
        actions={
          host &&
          deployments &&
          canDeploy &&
          view === 'history' && (
            <RunnerActions
              isAdministrator={isAdministrator}
              hasDeployments={deployments.length > 0}
              onDeploy={props.onDeploy}
              onClear={props.onClear}
              webhook={{ url: props.webhookUrl, username: host.username, password: host.password ?? null, secret: props.webhookSecret }}
            />
          )
        }
      />
      <ScreenState
        status={status}
        skeleton={<RunnerSkeleton />}
        empty={<EmptyState icon={<Rocket />} title={t('empty.title')} description={canDeploy ? t('empty.text') : undefined} />}
        onRetry={onRetry}
        isRetrying={isRetrying}
      >
        {host && deployments && <RunnerContent {...props} host={host} deployments={deployments} />}
      </ScreenState>
    </section>
  );
}

function RunnerContent({ host, deployments, nextPollAt, view, onShowHistory, isAdministrator, onAskForHelp }: RunnerScreenProps & { host: RunnerHost; deployments: Deployment[] }) {
  const { t } = useT('runner');
  if (view === 'ready-hint') return <ReadyHint domain={host.domain} onShowHistory={onShowHistory} />;
  return (
    <ol aria-label={t('history.label')} className="grid gap-3">
      {deployments.map((deployment, index) => (
        <DeploymentEntry
          key={deployment.id}
          deployment={deployment}
          domain={host.domain}
          isLatest={index === 0}
          isAdministrator={isAdministrator}
          nextPollAt={index === 0 ? nextPollAt : undefined}
          onAskForHelp={onAskForHelp}
        />
      ))}
    </ol>
  );
}
