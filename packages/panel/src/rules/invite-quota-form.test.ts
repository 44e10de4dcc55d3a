import { describe, expect, it } from 'vitest';
import { chosenInviteQuota, inviteQuotaIssues, inviteQuotaLockedUntil } from './invite-quota-form';

describe('inviteQuotaIssues (account-area 2, 9)', () => {
  it.each<[string, number | undefined, string[]]>([
    ['', undefined, ['required']],
    ['20', undefined, []],
    ['2000', undefined, []],
    // A new code cannot start switched off: 0 is offered only above 0.
    ['0', undefined, ['invalidChoice']],
    ['0', 0, ['invalidChoice']],
    ['0', 20, []],
    ['0', 2000, []],
    ['20', 20, ['sameAsCurrent']],
    ['2000', 20, []],
    ['200', 20, ['invalidChoice']],
  ])('quota %j for a code at %j breaks %j', (quota, current, codes) => {
    expect(inviteQuotaIssues({ quota }, current).map((issue) => issue.code)).toEqual(codes);
  });

  it('names the quota field', () => {
    expect(inviteQuotaIssues({ quota: '' }, undefined)[0]?.path).toBe('quota');
  });
});

describe('chosenInviteQuota', () => {
  it.each([
    ['0', 0],
    ['20', 20],
    ['2000', 2000],
  ])('reads %j as %j', (quota, value) => {
    expect(chosenInviteQuota({ quota })).toBe(value);
  });

  it('refuses a value the modal does not offer', () => {
    expect(() => chosenInviteQuota({ quota: '5' })).toThrow();
  });
});

describe('inviteQuotaLockedUntil', () => {
  const now = Date.UTC(2026, 10, 30, 9);
  it.each<[string | null, string | null]>([
    [null, null],
    ['not a date', null],
    ['2026-11-30 08:00:00', null],
    ['2026-11-30 09:00:00', null],
    ['2026-11-30 21:00:00', '2026-11-30T21:00:00.000Z'],
  ])('cooldown_at %j locks until %j', (cooldownAt, until) => {
    expect(inviteQuotaLockedUntil(cooldownAt, now)?.toISOString() ?? null).toBe(until);
  });
});
