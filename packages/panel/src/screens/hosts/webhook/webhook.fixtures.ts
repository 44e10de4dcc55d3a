import { createWorldStore, DEFAULT_TEAM_ID, listWebhooks } from '@hostdeck/mock-api';
import { createHttpApi } from '../../../api/http';
import type { Webhook } from '../../../api/schemas/webhook';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { WebhookScreenProps } from './webhook';
import { absoluteBadgeUrl } from './webhook-badge-link';
import { toWebhookEntry } from './webhook-entry';
import { hostFrameOf, worldAnswer } from '../host-frame/world-frame.fixtures';

/**
 * The webhook stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) has an active and an idle webhook, blog-lestari.dom.my.id (1003) none; across the team's
 * websites the world seeds a webhook in each of the six statuses.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

export const STUDIO_HOST_ID = 1001;
export const NO_WEBHOOK_HOST_ID = 1003;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  return hostFrameOf(store, hostId, { title: 'Webhook', gate });
}

/** A host's webhooks as GET host/webhook/{id} answers them (secrets included, as the server sends them). */
export const worldWebhooks = (hostId: number): Webhook[] => worldAnswer(store.run(listWebhooks, { hostId }), `the webhooks of ${hostId}`);

/** Every webhook of the team's websites: one in each status. */
export const TEAM_WEBHOOKS: readonly Webhook[] = store.state.hosts.filter((host) => host.team_id === DEFAULT_TEAM_ID).flatMap((host) => worldWebhooks(host.record.id));

const api = createHttpApi({ baseUrl: '' });

/** A webhook as the container hands it to the screen: no secret, the badge link written out whole. */
export const entryOf = (webhook: Webhook) =>
  toWebhookEntry(webhook, absoluteBadgeUrl(api.getWebhookBadgeUrl({ webhookId: webhook.id, secret: webhook.secret }), globalThis.location?.href));

export const webhookArgs = {
  title: 'Webhook',
  status: 'content',
  webhooks: TEAM_WEBHOOKS.map(entryOf),
  isReadOnly: false,
  isAdministrator: false,
} satisfies Partial<WebhookScreenProps>;
