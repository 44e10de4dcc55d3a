import { WebhookScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/webhook/{hostId}: the website's deploy webhooks. */
export function HostWebhookPage({ frame }: HostTabPageProps) {
  return <WebhookScreenContainer frame={frame} />;
}
