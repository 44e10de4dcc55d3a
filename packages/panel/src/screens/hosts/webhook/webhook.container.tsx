import { useMemo } from 'react';
import { useAddWebhook, useDeleteWebhook } from '../../../data/deploy/mutations';
import { useWebhookList } from '../../../data/deploy/queries';
import { usePanel } from '../../../data/panel-provider';
import { isAdministrator } from '../../../data/session';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import { WebhookScreen } from './webhook';
import { absoluteBadgeUrl } from './webhook-badge-link';
import { toWebhookEntry } from './webhook-entry';

export interface WebhookScreenContainerProps {
  /** What the host page frame hands its page: the host, its team, the gate and the title. */
  frame: HostFrameValue;
}

/** The webhook page wired to GET host/webhook/{id} and its add and delete posts; the list refreshes after each. */
export function WebhookScreenContainer({ frame }: WebhookScreenContainerProps) {
  const { teamId, hostId } = frame;
  const { api, session } = usePanel();
  const list = useWebhookList({ hostId });
  const add = useAddWebhook();
  const remove = useDeleteWebhook();
  const state = combineQueries({ list }, (data) => data.list.length === 0);
  // The badge link leaves the console (a README embeds it), so it is written out whole, whatever origin the API has.
  const webhooks = useMemo(
    () => list.data?.map((webhook) => toWebhookEntry(webhook, absoluteBadgeUrl(api.getWebhookBadgeUrl({ webhookId: webhook.id, secret: webhook.secret }), globalThis.location?.href))),
    [list.data, api],
  );
  return (
    <WebhookScreen
      title={frame.title}
      status={state.status}
      webhooks={webhooks}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      isReadOnly={frame.gate === 'read-only'}
      isAdministrator={isAdministrator(session)}
      onAdd={(script) => add.mutateAsync({ teamId, hostId, script })}
      onDelete={(webhookId) => remove.mutateAsync({ teamId, hostId, webhookId })}
    />
  );
}
