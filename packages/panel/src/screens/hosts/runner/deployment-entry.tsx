import { useState } from 'react';
import { Badge, CodeBlock, type BadgeVariant } from '@hostdeck/ui';
import type { Deployment } from '../../../api/schemas/deploy';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../rules/format';
import { isDeployedByAdmin } from '../../../rules/permissions';
import { deploymentOutcome, type DeploymentOutcome } from '../../../rules/runner-log';
import { AskForHelp } from './ask-for-help';
import { PollCountdown } from './poll-countdown';
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
  /** While this deployment runs: when it is fetched again (epoch ms), for the countdown. */
  nextPollAt?: number;
  /** Offered on runs not by the administrator, to viewers other than the administrator. */
  onAskForHelp?: (deploymentId: number) => void;
}

/** One deployment of the history: its outcome, time and author, then the log and the script that ran. */
export function DeploymentEntry(props: DeploymentEntryProps) {
  const { deployment, isLatest, isAdministrator } = props;
  const { t, i18n } = useT('runner');
  const outcome = deploymentOutcome(deployment.result);
  const isRunning = outcome === 'running';
  const byAdmin = deployment.user_id !== null && isDeployedByAdmin(deployment.user_id);
  const time = formatDateTime(deployment.updated_at, i18n.language);
  // The body renders only while open: a long history keeps its logs out of the page until asked for.
  const [isOpen, setIsOpen] = useState(isLatest);
  return (
    <li data-slot="deployment-entry" data-outcome={outcome}>
      <details open={isOpen} onToggle={(event) => setIsOpen(event.currentTarget.open)} className="group rounded-lg border border-border bg-card text-card-foreground">
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-4 py-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
          <span className="font-medium">{t('history.entry', { id: deployment.id })}</span>
          <Badge variant={OUTCOME_BADGES[outcome]}>{t(`outcome.${outcome}`)}</Badge>
          {time && <span className="text-sm text-muted-foreground">{time}</span>}
          {byAdmin && <Badge variant="outline">{isAdministrator ? t('history.ranBySystemMod') : t('history.deployedByAdmin')}</Badge>}
          {deployment.user_id === null && <span className="text-sm text-muted-foreground">{t('history.byWebhook')}</span>}
        </summary>
        {isOpen && <DeploymentBody {...props} byAdmin={byAdmin} isRunning={isRunning} />}
      </details>
    </li>
  );
}

function DeploymentBody({ deployment, domain, isAdministrator, nextPollAt, onAskForHelp, byAdmin, isRunning }: DeploymentEntryProps & { byAdmin: boolean; isRunning: boolean }) {
  const { t } = useT('runner');
  return (
    <div className="grid gap-3 border-t border-border p-4">
      {isRunning && nextPollAt !== undefined && <PollCountdown nextPollAt={nextPollAt} />}
      <RunnerLogView result={deployment.result} domain={domain} deploymentId={deployment.id} isRunning={isRunning} />
      <details className="grid gap-2">
        <summary className="w-fit cursor-pointer text-sm font-medium">{t('history.template')}</summary>
        <CodeBlock code={deployment.template} label={t('history.templateLabel', { id: deployment.id })} maxHeight="16rem" className="mt-2" />
      </details>
      {onAskForHelp && !byAdmin && !isAdministrator && <AskForHelp onConfirm={() => onAskForHelp(deployment.id)} />}
    </div>
  );
}
