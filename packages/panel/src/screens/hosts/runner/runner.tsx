import type { ComponentType } from 'react';
import { BackLink, EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import { Rocket } from 'lucide-react';
import type { Deployment } from '../../../api/schemas/deploy';
import type { Host } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import type { DeployGate } from '../../../rules/deploy-gate';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { ScreenState } from '../../common/screen-state/screen-state';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { DeploymentEntry } from './deployment-entry';
import { InactiveNotice } from './inactive-notice';
import { ReadyHint } from './ready-hint';
import { RunnerActions } from './runner-actions';

/** history: the deployments; ready-hint: the website-ready view after a new host's deployment finished. */
export type RunnerView = 'history' | 'ready-hint';

export type RunnerHost = Pick<Host, 'id' | 'domain' | 'username' | 'password' | 'status'>;

export interface RunnerScreenProps {
  /** The page title (from the route table). */
  title: string;
  /**
   * Where the back link leads: the team's website list ({teamBase}/host/list). Without it (inside the host page
   * frame, which has both) the header has no back link and does not name the website.
   */
  backHref?: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Where the host and its history stand (combineQueries); empty shows the empty history, except on the ready hint. */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  host: RunnerHost | undefined;
  /** The IPv4 of the host's server, for the ready view's DNS target. */
  serverIp?: string;
  /** Newest first; the first entry carries the live result while it runs. */
  deployments: Deployment[] | undefined;
  /** While the latest deployment runs: when it is fetched again (epoch ms), for the countdown. */
  nextPollAt?: number;
  view: RunnerView;
  /** Leaves the ready-hint view for the history. */
  onShowHistory: () => void;
  /** The viewer is the administrator (user id 1): lifecycle features stay, admin runs read 'Ran by system mod'. */
  isAdministrator: boolean;
  /** Who is looking: their own deployments read 'Deployed by you'. */
  viewerId: number;
  /** The team's members by user id, to name who ran the other deployments; unnamed without it. */
  memberNames?: Readonly<Record<number, string>>;
  /** The clock relative times are told against (epoch ms): when the history was last fetched. */
  now: number;
  /**
   * What the page offers (rules/deploy-gate): 'allowed' the add, redeploy, webhook and clear actions; 'read-only' the
   * history only; 'inactive' the history under the disabled message. Undefined while the host loads: no actions yet.
   */
  gate: DeployGate | undefined;
  /** Starts a deployment (added or redeployed); rejecting keeps the dialog open. */
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

/** Deployments of a website (/host/runner/{id}, 'Deploy'): the history with the latest open, and the deploy actions. */
export function RunnerScreen(props: RunnerScreenProps) {
  const { title, backHref, linkComponent: Link = AnchorLink, host, deployments, view, isAdministrator, gate, onRetry, isRetrying } = props;
  const { t } = useT('runner');
  const status = bodyStatus(props);
  return (
    <section aria-busy={status === 'loading'} className="grid gap-4">
      <PageHeader
        title={title}
        description={backHref === undefined ? undefined : host?.domain}
        backLink={
          backHref === undefined ? undefined : (
            <BackLink asChild>
              <Link to={backHref}>{t('back')}</Link>
            </BackLink>
          )
        }
        actions={
          host &&
          deployments &&
          gate === 'allowed' &&
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
      {host && gate === 'inactive' && <InactiveNotice status={host.status} />}
      <ScreenState
        status={status}
        skeleton={<RunnerSkeleton />}
        empty={<EmptyState icon={<Rocket />} title={t('empty.title')} description={gate === 'allowed' ? t('empty.text') : undefined} />}
        onRetry={onRetry}
        isRetrying={isRetrying}
      >
        {host && deployments && <RunnerContent {...props} host={host} deployments={deployments} />}
      </ScreenState>
    </section>
  );
}

function RunnerContent({ host, serverIp, deployments, nextPollAt, view, onShowHistory, isAdministrator, viewerId, memberNames, now, gate, onDeploy, onAskForHelp }: RunnerScreenProps & { host: RunnerHost; deployments: Deployment[] }) {
  const { t } = useT('runner');
  if (view === 'ready-hint') return <ReadyHint domain={host.domain} username={host.username} password={host.password ?? null} serverIp={serverIp} onShowHistory={onShowHistory} />;
  return (
    <ol aria-label={t('history.label')} className="grid gap-3">
      {deployments.map((deployment, index) => (
        <DeploymentEntry
          key={deployment.id}
          deployment={deployment}
          domain={host.domain}
          isLatest={index === 0}
          isAdministrator={isAdministrator}
          viewerId={viewerId}
          memberNames={memberNames}
          now={now}
          nextPollAt={index === 0 ? nextPollAt : undefined}
          onAskForHelp={onAskForHelp}
          onRedeploy={gate === 'allowed' ? onDeploy : undefined}
        />
      ))}
    </ol>
  );
}
