import { Badge } from '@hostdeck/ui';
import { Clock, Timer, UserRound, Webhook } from 'lucide-react';
import type { Deployment } from '../../../api/schemas/deploy';
import { useT } from '../../../i18n/i18n-provider';
import { deploymentSeconds, formatDuration, formatRelativeTime, type DeploymentAuthor } from '../../../rules/deployment-facts';
import { formatDateTime, parseBackendDate } from '../../../rules/format';

export interface DeploymentMetaProps {
  deployment: Pick<Deployment, 'result' | 'updated_at'>;
  author: DeploymentAuthor;
  /** The name of the member who ran it, when the team's member list knows it. */
  authorName?: string;
  /** The viewer is the administrator: the administrator's runs read 'Ran by system mod'. */
  isAdministrator: boolean;
  isRunning: boolean;
  /** The clock relative times are told against (epoch ms). */
  now: number;
}

function AuthorText({ author, authorName, isAdministrator }: Pick<DeploymentMetaProps, 'author' | 'authorName' | 'isAdministrator'>) {
  const { t } = useT('runner');
  if (author === 'administrator') return <Badge variant="outline">{isAdministrator ? t('history.ranBySystemMod') : t('history.deployedByAdmin')}</Badge>;
  const Icon = author === 'webhook' ? Webhook : UserRound;
  const text =
    author === 'webhook' ? t('history.byWebhook') : author === 'you' ? t('history.byYou') : authorName ? t('history.byMember', { name: authorName }) : t('history.byTeamMember');
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {text}
    </span>
  );
}

/** Who ran a deployment, when (relative, and the exact time) and how long it took or has been running. */
export function DeploymentMeta({ deployment, author, authorName, isAdministrator, isRunning, now }: DeploymentMetaProps) {
  const { t, i18n } = useT('runner');
  const locale = i18n.language;
  const updatedAt = parseBackendDate(deployment.updated_at);
  const relative = formatRelativeTime(updatedAt, now, locale);
  const exact = formatDateTime(updatedAt, locale);
  const seconds = deploymentSeconds(deployment);
  return (
    <span data-slot="deployment-meta" className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <AuthorText author={author} authorName={authorName} isAdministrator={isAdministrator} />
      {updatedAt && relative && exact && (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5 shrink-0" />
          <time dateTime={updatedAt.toISOString()}>{t('history.when', { relative, exact })}</time>
        </span>
      )}
      {seconds !== undefined && (
        <span data-slot="deployment-duration" className="inline-flex items-center gap-1">
          <Timer aria-hidden className="size-3.5 shrink-0" />
          {t(isRunning ? 'history.runningFor' : 'history.took', { duration: formatDuration(seconds, locale) })}
        </span>
      )}
    </span>
  );
}
