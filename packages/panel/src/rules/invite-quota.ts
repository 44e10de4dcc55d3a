import { INVITE_QUOTA_VALUES, type InviteQuota } from '../api/schemas/invite';
import { INVITE_LARGE_QUOTA_COOLDOWN_MONTHS, INVITE_SMALL_QUOTA_COOLDOWN_MS } from './limits';

/*
 * Invite-code quotas (account-area 2 and 9): 0 (off), 20 (friends or a public chat; cools down 12 hours) and 2000
 * (events; cools down two calendar months). 0 is offered only when the current quota is above 0.
 */

/**
 * The quotas the modal offers for a code whose quota is `current` (undefined for a new code); while the code's cooldown
 * runs, only turning it off (see canChangeInviteQuota).
 */
export function inviteQuotaOptions(current: number | undefined, isCoolingDown = false): InviteQuota[] {
  return INVITE_QUOTA_VALUES.filter((quota) => (quota !== 0 || (current !== undefined && current > 0)) && (!isCoolingDown || quota === 0));
}

/** The same moment `months` calendar months later, in UTC. */
function addCalendarMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** When a quota set at `now` may change again; null for 0 (the code is off). */
export function inviteQuotaCooldownEnd(quota: InviteQuota, now: number): number | null {
  if (quota === 0) return null;
  return quota === 20 ? now + INVITE_SMALL_QUOTA_COOLDOWN_MS : addCalendarMonths(now, INVITE_LARGE_QUOTA_COOLDOWN_MONTHS);
}

/**
 * A quota change waits until the cooldown has passed, but turning the code off (`next` 0) never waits: it is how a
 * code that spread further than meant is stopped at once.
 */
export function canChangeInviteQuota(cooldownEnd: number | null, now: number, next?: InviteQuota): boolean {
  return next === 0 || cooldownEnd === null || Number.isNaN(cooldownEnd) || cooldownEnd <= now;
}
