import { createWorldStore, DEFAULT_TEAM_ID, formatDateTime, getInviteCode, HOUR, WORLD_EPOCH_MS, type Outcome } from '@hostdeck/mock-api';
import type { InviteCode, InviteCodeList } from '../../../api/schemas/invite';
import type { InviteCodeScreenProps } from './invite-code';

/**
 * The invite-code stories' data, read from the simulated world (owner-paid): Lestari Studio's code LESTARISTUDIO,
 * quota 20 with 13 credits left, and its seven invitees; its cooldown ended long ago.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`invite-code fixtures: the world refused the invite code: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_INVITE_CODE: InviteCodeList = answerOf(store.run(getInviteCode, { teamId: DEFAULT_TEAM_ID }));
const invite = STUDIO_INVITE_CODE.invite;
if (!invite) throw new Error('invite-code fixtures: the studio has no invite code');
export const STUDIO_INVITE: InviteCode = invite;

/** The moment the stories look from: the world's own. */
export const STORY_NOW = WORLD_EPOCH_MS;
export const STORY_UPGRADE_HREF = '/user/upgrade';

/** The studio's code with another quota (and the credit it gives), the cooldown over. */
export function withQuota(quota: 0 | 20 | 2000): InviteCodeList {
  return { ...STUDIO_INVITE_CODE, invite: { ...STUDIO_INVITE, quota, credit: quota } };
}

/** The studio's code just set to 20: the quota may change again in 12 hours. */
export const COOLDOWN_END = formatDateTime(STORY_NOW + 12 * HOUR);
export const IN_COOLDOWN: InviteCodeList = { ...STUDIO_INVITE_CODE, invite: { ...STUDIO_INVITE, cooldown_at: COOLDOWN_END } };

export const NO_INVITEES: InviteCodeList = { ...STUDIO_INVITE_CODE, invitees: [] };
export const NO_CODE: InviteCodeList = { invite: null, invitees: [] };

/** The screen's props: the studio's owner on the Kit plan, with the code loaded. */
export const inviteCodeArgs = {
  title: 'Invite code',
  status: 'content',
  inviteCode: STUDIO_INVITE_CODE,
  canCreate: true,
  canEdit: true,
  now: STORY_NOW,
  upgradeHref: STORY_UPGRADE_HREF,
} satisfies Partial<InviteCodeScreenProps>;
