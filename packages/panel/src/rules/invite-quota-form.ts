import type { InviteQuota } from '../api/schemas/invite';
import { checkChoice } from './field-checks';
import { parseBackendDate } from './format';
import { canChangeInviteQuota, inviteQuotaOptions } from './invite-quota';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';

/*
 * The invite-code quota modal (account-area 2, 4, 9): the choice is one the modal offers for the code as it is, and
 * changing an existing code means choosing another quota.
 */

/** The modal's value: the radio's text ('' until one is chosen). */
export interface InviteQuotaValues {
  quota: string;
}

/**
 * Every rule the choice breaks; `current` is the existing code's quota, undefined when the modal creates one; while
 * its cooldown runs, only turning it off is offered.
 */
export function inviteQuotaIssues(values: InviteQuotaValues, current: number | undefined, isCoolingDown = false): RuleIssue[] {
  const offered = inviteQuotaOptions(current, isCoolingDown).map(String);
  const choice = checkChoice('quota', values.quota, offered);
  return collectIssues(choice ?? (current !== undefined && Number(values.quota) === current ? ruleIssue('quota', 'sameAsCurrent') : undefined));
}

/** The chosen quota, once the choice passes inviteQuotaIssues. */
export function chosenInviteQuota(values: InviteQuotaValues): InviteQuota {
  const quota = Number(values.quota);
  if (quota !== 0 && quota !== 20 && quota !== 2000) throw new Error(`Not an invite quota: ${values.quota}`);
  return quota;
}

/** Until when the quota can only be turned off: the code's cooldown_at while it runs, null once any change is allowed. */
export function inviteQuotaLockedUntil(cooldownAt: string | null, now: number): Date | null {
  const end = parseBackendDate(cooldownAt);
  return end && !canChangeInviteQuota(end.getTime(), now) ? end : null;
}
