import type { InviteCodeList, InviteQuota } from '@hostdeck/panel/contract';
import {
  FREE_PLAN_RENEW_MONTHS,
  INVITE_CODE_MAX_LENGTH,
  PLAN_LEVEL,
  canChangeInviteQuota,
  canCreateInviteCode,
  checkInviteCode,
  inviteQuotaCooldownEnd,
  inviteQuotaOptions,
  isBanned,
  normalizeInviteCode,
} from '@hostdeck/panel/rules';
import { requireManager, teamAccess, teamBase } from './access';
import { englishOf } from './issue-english';
import { operation, query } from './operation';
import { withRandom } from './random';
import { done, forbidden, invalid, ok, refused, type FormAnswer } from './result';
import { YEAR, addMonths, formatDateTime, parseTime } from './time';

/** account-area 9: quota 20 cools down for 12 hours, 2000 for two calendar months; 0 turns the code off. */
function cooldownEnd(quota: InviteQuota, now: number): string | null {
  const end = inviteQuotaCooldownEnd(quota, now);
  return end === null ? null : formatDateTime(end);
}

export const getInviteCode = query<{ teamId: number }, InviteCodeList>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { invite, invitees } = access.value.team;
  return ok({ invite: invite ? { ...invite } : null, invitees: invitees.map((item) => ({ ...item })) });
});

/** Free users cannot create invite codes (account-area 6); a new code starts with a small or large quota. */
export const createInviteCode = operation<{ teamId: number; quota: InviteQuota }, FormAnswer>((state, { teamId, quota }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const denied = requireManager(access.value, 'Only the owner or an admin can create an invite code.');
  if (denied) return denied;
  const { team, plan } = access.value;
  if (!canCreateInviteCode(plan.level)) return forbidden('Invite codes need a paid plan; upgrade first.');
  if (team.invite) return refused('This team already has an invite code.');
  if (!inviteQuotaOptions(undefined).includes(quota)) return invalid({ quota: 'Choose a quota of 20 or 2000.' });
  const stem = team.name.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, INVITE_CODE_MAX_LENGTH - 4) || 'TEAM';
  const code = `${stem}${withRandom(state, (random) => random.int(1000, 9999))}`;
  team.invite = { code, credit: quota, quota, total_redeem: 0, total_signup: 0, expiry_at: formatDateTime(now + YEAR), cooldown_at: cooldownEnd(quota, now) };
  return done(`Invite code ${code} created`);
});

/** The quota modal: 0 is offered only when the current quota is above 0; a change but turning off waits for the cooldown. */
export const changeInviteQuota = operation<{ teamId: number; quota: InviteQuota }, FormAnswer>((state, { teamId, quota }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const denied = requireManager(access.value, 'Only the owner or an admin can change the quota.');
  if (denied) return denied;
  const invite = access.value.team.invite;
  if (!invite) return refused('This team has no invite code yet.');
  if (!inviteQuotaOptions(invite.quota).includes(quota) || quota === invite.quota) return invalid({ quota: 'Choose a different quota.' });
  if (!canChangeInviteQuota(invite.cooldown_at ? parseTime(invite.cooldown_at) : null, now, quota)) return refused(`The quota can change again after ${invite.cooldown_at}.`);
  invite.quota = quota;
  invite.credit = quota;
  invite.cooldown_at = cooldownEnd(quota, now);
  return done('Quota changed');
});

/** The invite gate's grant (account-area 2, 5): a code of at most 14 characters lifts a locked team to the free plan. */
export const grantInviteCode = operation<{ teamId: number; code: string }, FormAnswer>((state, { teamId, code }, now) => {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  const { team, plan } = access.value;
  const text = normalizeInviteCode(code);
  const problem = englishOf(checkInviteCode(code), { subject: 'the invite code' });
  if (problem) return invalid({ code: problem });
  if (isBanned(plan.level)) return forbidden('Your account is banned, sorry.');
  if (plan.level >= PLAN_LEVEL.free) return refused('This team already has a plan.');
  const giver = state.teams.find((item) => item.invite?.code.toUpperCase() === text.toUpperCase());
  const invite = giver?.invite;
  if (!giver || !invite) return invalid({ code: 'This invite code does not exist.' });
  if (giver.id === team.id) return invalid({ code: 'A team cannot redeem its own code.' });
  if (invite.credit <= 0 || (invite.expiry_at && parseTime(invite.expiry_at) <= now)) return invalid({ code: 'This invite code has run out.' });
  const free = state.catalog.plans.find((item) => item.level === PLAN_LEVEL.free && item.currency === team.currency);
  if (!free) throw new Error(`No free plan in ${team.currency}`);
  team.plan_id = free.id;
  team.expiry_at = formatDateTime(addMonths(now, FREE_PLAN_RENEW_MONTHS));
  invite.credit -= 1;
  invite.total_redeem += 1;
  giver.invitees.unshift({ invite_code: invite.code, created_at: formatDateTime(now) });
  return done('Invite code accepted; welcome to the free plan!', `${teamBase(state, teamId)}/host/create`);
});
