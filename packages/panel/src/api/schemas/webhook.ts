import * as z from 'zod/mini';
import { dateTextSchema, idSchema } from './common';

export const WEBHOOK_STATUS_VALUES = ['updating', 'stalled', 'failed', 'active', 'inactive', 'idle'] as const;
export const webhookStatusSchema = z.enum(WEBHOOK_STATUS_VALUES);
export type WebhookStatus = z.infer<typeof webhookStatusSchema>;

/** Characters of the secret that the badge link carries as its key. */
export const WEBHOOK_BADGE_KEY_LENGTH = 8;

export const webhookSchema = z.object({
  id: idSchema,
  source_repo: z.string(),
  // A webhook that never ran has no commit yet.
  source_commit: z.nullable(z.string()),
  source_branch: z.nullable(z.string()),
  source_vendor: z.string(),
  status: webhookStatusSchema,
  secret: z.string(),
  updated_at: z.nullable(dateTextSchema),
});
export type Webhook = z.infer<typeof webhookSchema>;

// Shape ours: the spec does not show this body (the entity list as a bare array).
export const webhookListSchema = z.array(webhookSchema);

/**
 * Shape ours: the spec does not show this body. `type=badge` answers in the shields.io endpoint-badge format
 * (https://shields.io/badges/endpoint-badge), so the same URL can feed a README badge; `message` is the status.
 */
export const webhookBadgeSchema = z.object({
  schemaVersion: z.optional(z.literal(1)),
  label: z.string(),
  message: webhookStatusSchema,
  color: z.optional(z.string()),
});
export type WebhookBadge = z.infer<typeof webhookBadgeSchema>;
