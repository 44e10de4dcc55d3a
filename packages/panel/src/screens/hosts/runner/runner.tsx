import { EmptyState, ErrorState, Skeleton } from '@hostdeck/ui';
import { Rocket } from 'lucide-react';
import type { Deployment } from '../../../api/schemas/deploy';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { DeploymentEntry } from './deployment-entry';
import { ReadyHint } from './ready-hint';
import { RunnerActions } from './runner-actions';

/** history: the deployments; ready-hint: the website-ready view after a new host's deployment finished. */
export type RunnerView = 'history' | 'ready-hint';

export type RunnerHost = Pick<Host, 'id' | 'domain' | 'username' | 'password' | 'status'>;

export interface RunnerScreenProps {
  /** The page title (from the route table). */
  title: string;
  /** loading and error describe the host and its history; ready shows them. */
  status: 'loading' | 'error' | 'ready';
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

/** Deployments of a host (/host/runner/{id}): the history with the latest open, and the deploy actions. */
export function RunnerScreen(props: RunnerScreenProps) {
  const { title, status, host, deployments, view, isAdministrator, canDeploy } = props;
  const { ready } = useT('runner');
  const isLoading = !ready || status === 'loading' || (status === 'ready' && (!host || !deployments));
  return (
    <section aria-labelledby="runner-title" aria-busy={isLoading} className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 id="runner-title" className="text-2xl font-semibold">
            {title}
          </h1>
          {host && <p className="text-sm text-muted-foreground">{host.domain}</p>}
        </div>
        {ready && host && deployments && canDeploy && view === 'history' && (
          <RunnerActions
            isAdministrator={isAdministrator}
            hasDeployments={deployments.length > 0}
            onDeploy={props.onDeploy}
            onClear={props.onClear}
            webhook={{ url: props.webhookUrl, username: host.username, password: host.password ?? null, secret: props.webhookSecret }}
          />
        )}
      </header>
      <RunnerBody {...props} isLoading={isLoading} />
    </section>
  );
}

function RunnerBody(props: RunnerScreenProps & { isLoading: boolean }) {
  const { status, onRetry, isRetrying, host, deployments, nextPollAt, view, onShowHistory, isAdministrator, canDeploy, isLoading } = props;
  const { t } = useT('runner');
  const { t: tc } = useT('common');
  if (status === 'error') return <ErrorState message={tc('errors.fetch')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (isLoading || !host || !deployments) return <RunnerSkeleton />;
  if (view === 'ready-hint') return <ReadyHint domain={host.domain} onShowHistory={onShowHistory} />;
  if (deployments.length === 0) return <EmptyState icon={<Rocket />} title={t('empty.title')} description={canDeploy ? t('empty.text') : undefined} />;
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
          onAskForHelp={props.onAskForHelp}
        />
      ))}
    </ol>
  );
}
