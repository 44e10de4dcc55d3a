import * as z from 'zod/mini';
import { dateTextSchema } from './common';
import { looseIntSchema, phpListSchema } from './common';

/** Quota kinds: off (0), small for a friend or a public chat (20, cooldown 12 hours), large for events (2000, cooldown 2 months). */
export const INVITE_QUOTA_VALUES = [0, 20, 2000] as const;
export const inviteQuotaSchema = z.literal(INVITE_QUOTA_VALUES);
export type InviteQuota = z.infer<typeof inviteQuotaSchema>;

const countSchema = z.pipe(looseIntSchema, z.number().check(z.nonnegative()));

export const inviteCodeSchema = z.object({
  code: z.string(),
  credit: countSchema,
  quota: countSchema,
  total_redeem: countSchema,
  total_signup: countSchema,
  expiry_at: z.nullable(dateTextSchema),
  cooldown_at: z.nullable(dateTextSchema),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

export const inviteeSchema = z.object({
  invite_code: z.string(),
  created_at: dateTextSchema,
});
export type Invitee = z.infer<typeof inviteeSchema>;

// Shape ours: the spec does not show this body.
/** GET team/{team}/invite-code/list: the team's code (null when it has none, which leads to create) and its invitees. */
export const inviteCodeListSchema = z.object({
  invite: z.nullable(inviteCodeSchema),
  invitees: phpListSchema(inviteeSchema),
});
export type InviteCodeList = z.infer<typeof inviteCodeListSchema>;
