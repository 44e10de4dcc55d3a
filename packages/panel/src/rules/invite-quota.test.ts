import { describe, expect, it } from 'vitest';
import { canChangeInviteQuota, inviteQuotaCooldownEnd, inviteQuotaOptions } from './invite-quota';

describe('invite quotas (account-area 2 and 9)', () => {
  it.each<[number | undefined, number[]]>([
    [undefined, [20, 2000]],
    [0, [20, 2000]],
    [20, [0, 20, 2000]],
    [2000, [0, 20, 2000]],
  ])('a code with quota %j is offered %j', (current, options) => {
    expect(inviteQuotaOptions(current)).toEqual(options);
  });

  it.each<[number, number[]]>([
    [20, [0]],
    [2000, [0]],
    [0, []],
  ])('while its cooldown runs, a code with quota %j is offered only turning it off: %j', (current, options) => {
    expect(inviteQuotaOptions(current, true)).toEqual(options);
  });

  it('cools down 12 hours for 20, two calendar months for 2000, not at all for 0', () => {
    const now = Date.UTC(2026, 10, 30, 9);
    expect(inviteQuotaCooldownEnd(20, now)).toBe(now + 12 * 60 * 60 * 1000);
    expect(inviteQuotaCooldownEnd(2000, now)).toBe(Date.UTC(2027, 0, 30, 9));
    expect(inviteQuotaCooldownEnd(0, now)).toBeNull();
  });

  it.each<[number | null, boolean]>([
    [null, true],
    [Number.NaN, true],
    [1000, true],
    [1001, false],
  ])('a cooldown ending at %j allows a change at 1000: %s', (end, allowed) => {
    expect(canChangeInviteQuota(end, 1000)).toBe(allowed);
  });

  it.each<[0 | 20 | 2000, boolean]>([
    [0, true],
    [20, false],
    [2000, false],
  ])('while the cooldown runs, a change to %j is allowed: %s (turning off never waits)', (next, allowed) => {
    expect(canChangeInviteQuota(1001, 1000, next)).toBe(allowed);
  });
});
