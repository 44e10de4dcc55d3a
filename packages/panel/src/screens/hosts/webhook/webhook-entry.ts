import type { Webhook } from '../../../api/schemas/webhook';

/**
 * A webhook as the page shows it: its fields without the secret, and the badge link, which carries only the secret's
 * first characters. The screen never holds the whole secret, so it cannot show it.
 */
export type WebhookEntry = Omit<Webhook, 'secret'> & { badgeUrl: string };

// Field by field rather than a rest spread: a field the server adds later stays out until the page means to show it.
export function toWebhookEntry(webhook: Webhook, badgeUrl: string): WebhookEntry {
  const { id, source_repo, source_commit, source_branch, source_vendor, status, updated_at } = webhook;
  return { id, source_repo, source_commit, source_branch, source_vendor, status, updated_at, badgeUrl };
}
