import { useState } from 'react';
import { Button, EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useT } from '../../../i18n/i18n-provider';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { AddWebhookDialog } from './add-webhook-dialog';
import type { WebhookEntry } from './webhook-entry';
import { WebhookItem } from './webhook-item';

export interface WebhookScreenProps {
  /** The page's h1 (the host frame's title). */
  title: string;
  /** The webhook list's state: loading, error (with retry), empty (the 'no webhook' notice) or content. */
  status: ScreenStatus;
  /** The host's webhooks, each with its badge link and without its secret. */
  webhooks: readonly WebhookEntry[] | undefined;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** A client reads the list only: no add form, no delete. */
  isReadOnly: boolean;
  /** The administrator keeps lifecycle features in the deployment script. */
  isAdministrator: boolean;
  /** Adds a webhook from its YAML deployment script; a rejection keeps the form open with the script. */
  onAdd: (script: string) => Promise<unknown>;
  /** Deletes a webhook after 'Are you sure?'; a rejection keeps the question open. */
  onDelete: (webhookId: number) => Promise<unknown>;
}

function WebhookSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      {[0, 1].map((index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-border p-5">
          <Skeleton className="h-5 w-56 max-w-full" />
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-10" />
          <Skeleton className="h-8" />
        </div>
      ))}
    </div>
  );
}

/**
 * The host's webhooks (host-area 2 Webhook, /host/webhook/{id}): each with its source, status badge, last update and
 * badge link; the add form with its YAML deployment script; delete after 'Are you sure?'; the 'no webhook' notice.
 */
export function WebhookScreen({ title, status, webhooks, onRetry, isRetrying, isReadOnly, isAdministrator, onAdd, onDelete }: WebhookScreenProps) {
  const { t } = useT('webhook');
  const [isAdding, setIsAdding] = useState(false);
  return (
    <section aria-busy={status === 'loading'} className="grid min-w-0 gap-4">
      <PageHeader
        title={title}
        description={t('intro')}
        actions={
          !isReadOnly && (
            <Button onClick={() => setIsAdding(true)}>
              <Plus aria-hidden />
              {t('add.open')}
            </Button>
          )
        }
      />
      <ScreenState
        status={status}
        skeleton={<WebhookSkeleton />}
        empty={<EmptyState icon={<WebhookIcon />} title={t('empty.title')} description={isReadOnly ? undefined : t('empty.text')} />}
        onRetry={onRetry}
        isRetrying={isRetrying}
      >
        {webhooks && (
          <ul aria-label={t('list.label')} className="grid gap-4">
            {webhooks.map((webhook) => (
              <li key={webhook.id}>
                <WebhookItem webhook={webhook} onDelete={isReadOnly ? undefined : () => onDelete(webhook.id)} />
              </li>
            ))}
          </ul>
        )}
      </ScreenState>
      {!isReadOnly && <AddWebhookDialog open={isAdding} onOpenChange={setIsAdding} isAdministrator={isAdministrator} onAdd={onAdd} />}
    </section>
  );
}
