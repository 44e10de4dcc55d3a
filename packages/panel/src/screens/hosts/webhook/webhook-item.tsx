import { useId } from 'react';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime, parseBackendDate } from '../../../rules/format';
import { DeleteWebhookButton } from './delete-webhook-button';
import { WebhookBadgeCopy } from './webhook-badge-copy';
import type { WebhookEntry } from './webhook-entry';
import { shortCommit, vendorName } from './webhook-source';
import { WebhookStatusBadge } from './webhook-status-badge';

export interface WebhookItemProps {
  webhook: WebhookEntry;
  /** Deletes this webhook after the question; absent when the viewer may only read (no delete button). */
  onDelete?: () => Promise<unknown>;
}

/** One webhook: its source (repository, service, branch, commit), status, last update and badge link. */
export function WebhookItem({ webhook, onDelete }: WebhookItemProps) {
  const { t, i18n } = useT('webhook');
  const hintId = useId();
  const updatedAt = parseBackendDate(webhook.updated_at);
  const commit = shortCommit(webhook.source_commit);
  return (
    <Card data-slot="webhook-item" className="gap-3 py-4">
      <CardHeader>
        <CardTitle>
          {/* owner/repo is a path: it reads left to right inside a right-to-left page, and wraps when long. */}
          <span dir="ltr" className="break-all">
            {webhook.source_repo}
          </span>
        </CardTitle>
        <CardDescription>
          <WebhookStatusBadge status={webhook.status} />
        </CardDescription>
        {onDelete && (
          <CardAction>
            <DeleteWebhookButton repo={webhook.source_repo} onDelete={onDelete} />
          </CardAction>
        )}
      </CardHeader>
      <CardContent>
        <DescriptionList variant="grid">
          <DescriptionItem>
            <DescriptionTerm>{t('fields.service')}</DescriptionTerm>
            <DescriptionDetails>{vendorName(webhook.source_vendor)}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('fields.branch')}</DescriptionTerm>
            <DescriptionDetails>{webhook.source_branch ? <code dir="ltr" className="font-mono break-all">{webhook.source_branch}</code> : t('noBranch')}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('fields.commit')}</DescriptionTerm>
            <DescriptionDetails>{commit ? <code dir="ltr" className="font-mono">{commit}</code> : t('noCommit')}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('fields.updated')}</DescriptionTerm>
            <DescriptionDetails>{updatedAt ? <time dateTime={updatedAt.toISOString()}>{formatDateTime(updatedAt, i18n.language)}</time> : t('neverUpdated')}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem className="col-span-full">
            <DescriptionTerm>{t('fields.badge')}</DescriptionTerm>
            <DescriptionDetails>
              <WebhookBadgeCopy url={webhook.badgeUrl} hintId={hintId} />
            </DescriptionDetails>
          </DescriptionItem>
        </DescriptionList>
      </CardContent>
    </Card>
  );
}
