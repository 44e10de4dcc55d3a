import { WEBHOOK_BADGE_KEY_LENGTH, type WebhookStatus } from '../api/schemas/webhook';

/*
 * Webhooks (host-area 3 and 4): each status has its colour, and the badge link carries the first 8 characters of
 * the webhook's secret as its key.
 */

export type WebhookColour = 'yellow' | 'brown' | 'red' | 'green' | 'black' | 'gray';

/** host-area 4: updating yellow, stalled brown, failed red, active green, inactive black, idle gray. */
export const WEBHOOK_STATUS_COLOURS: Readonly<Record<WebhookStatus, WebhookColour>> = {
  updating: 'yellow',
  stalled: 'brown',
  failed: 'red',
  active: 'green',
  inactive: 'black',
  idle: 'gray',
};

/** host-area 3: the badge link carries the first 8 characters of the secret (WEBHOOK_BADGE_KEY_LENGTH). */
export function webhookBadgeKey(secret: string): string {
  return secret.slice(0, WEBHOOK_BADGE_KEY_LENGTH);
}

/** A badge request's key opens the badge when it is the secret's key. */
export function isWebhookBadgeKey(key: string, secret: string): boolean {
  return key.slice(0, WEBHOOK_BADGE_KEY_LENGTH) === webhookBadgeKey(secret);
}
