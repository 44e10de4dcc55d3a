import { useState } from 'react';
import { Badge, CodeBlock, type BadgeVariant } from '@hostdeck/ui';
import type { Deployment } from '../../../api/schemas/deploy';
import { useT } from '../../../i18n/i18n-provider';
import { deploymentAuthor } from '../../../rules/deployment-facts';
import { deploymentOutcome, type DeploymentOutcome } from '../../../rules/runner-log';
import { AskForHelp } from './ask-for-help';
import { DeploymentMeta } from './deployment-meta';
import { PollCountdown } from './poll-countdown';
import { RedeployButton } from './redeploy-button';
import { RunnerLogView } from './runner-log-view';

const OUTCOME_BADGES: Record<DeploymentOutcome, BadgeVariant> = {
  running: 'info',
  succeeded: 'success',
  failed: 'destructive',
  aborted: 'warning',
  finished: 'secondary',
};

export interface DeploymentEntryProps {
  deployment: Deployment;
  domain: string;
  /** The newest entry starts open. */
  isLatest: boolean;
  /** The viewer is the administrator: admin runs read 'Ran by system mod' and nobody is sent to support. */
  isAdministrator: boolean;
  /** Who is looking: their own runs read 'Deployed by you'. */
  viewerId: number;
  /** The team's members by user id, to name who ran the others' deployments. */
  memberNames?: Readonly<Record<number, string>>;
  /** The clock relative times are told against (epoch ms). */
  now: number;
  /** While this deployment runs: when it is fetched again (epoch ms), for the countdown. */
  nextPollAt?: number;
  /** Offered on runs not by the administrator, to viewers other than the administrator. */
  onAskForHelp?: (deploymentId: number) => void;
  /** Runs this deployment's script again; not offered without it (an inactive host, a client) or while it runs. */
  onRedeploy?: (template: string) => Promise<void>;
}

/** One deployment of the history: its outcome, who ran it, when and for how long, then the log and the script. */
export function DeploymentEntry(props: DeploymentEntryProps) {
  const { deployment, isLatest, isAdministrator, viewerId, memberNames, now } = props;
  const { t } = useT('runner');
  const outcome = deploymentOutcome(deployment.result);
  const isRunning = outcome === 'running';
  const author = deploymentAuthor(deployment.user_id, viewerId);
  // The body renders only while open: a long history keeps its logs out of the page until asked for.
  const [isOpen, setIsOpen] = useState(isLatest);
  return (
    <li data-slot="deployment-entry" data-outcome={outcome}>
      <details open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)} className="group rounded-lg border border-border bg-card text-card-foreground">
        <summary className="grid min-h-11 cursor-pointer gap-1 rounded-lg px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-medium">{t('history.entry', { id: deployment.id })}</span>
            <Badge variant={OUTCOME_BADGES[outcome]}>{t(`outcome.${outcome}`)}</Badge>
          </span>
          <DeploymentMeta
            deployment={deployment}
            author={author}
            authorName={deployment.user_id === null ? undefined : memberNames?.[deployment.user_id]}
            isAdministrator={isAdministrator}
            isRunning={isRunning}
            now={now}
          />
        </summary>
        {isOpen && <DeploymentBody {...props} byAdmin={author === 'administrator'} isRunning={isRunning} />}
      </details>
    </li>
  );
}

function DeploymentBody({ deployment, domain, isAdministrator, nextPollAt, onAskForHelp, onRedeploy, byAdmin, isRunning }: DeploymentEntryProps & { byAdmin: boolean; isRunning: boolean }) {
  const { t } = useT('runner');
  return (
    <div className="grid gap-3 border-t border-border p-4">
      {isRunning && nextPollAt !== undefined && <PollCountdown nextPollAt={nextPollAt} />}
      {!isRunning && onRedeploy && (
        <div className="flex flex-wrap items-center gap-2">
          <RedeployButton deploymentId={deployment.id} template={deployment.template} isAdministrator={isAdministrator} onDeploy={onRedeploy} />
        </div>
      )}
      <RunnerLogView result={deployment.result} domain={domain} deploymentId={deployment.id} isRunning={isRunning} />
      <details className="grid gap-2">
        <summary className="w-fit cursor-pointer text-sm font-medium">{t('history.template')}</summary>
        {/* The script is YAML: left to right in every language. */}
        <CodeBlock dir="ltr" code={deployment.template} label={t('history.templateLabel', { id: deployment.id })} maxHeight="16rem" className="mt-2" />
      </details>
      {onAskForHelp && !byAdmin && !isAdministrator && <AskForHelp onConfirm={() => onAskForHelp(deployment.id)} />}
    </div>
  );
}
