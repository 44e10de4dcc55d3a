import { describe, expect, it } from 'vitest';
import { INVITE_QUOTA_VALUES, inviteCodeListSchema, inviteQuotaSchema } from './invite';

const invite = {
  code: 'ACME2025',
  credit: 3,
  quota: 20,
  total_redeem: 17,
  total_signup: 21,
  expiry_at: '2025-12-31 00:00:00',
  cooldown_at: '2025-06-02 20:00:00',
};

describe('invite schemas', () => {
  it('accepts a code with invitees, and a team without a code', () => {
    const list = { invite, invitees: [{ invite_code: 'ACME2025', created_at: '2025-06-01 08:00:00' }] };
    expect(inviteCodeListSchema.parse(list)).toEqual(list);
    expect(inviteCodeListSchema.parse({ invite: { ...invite, credit: '3', cooldown_at: null }, invitees: [] }).invite).toMatchObject({ credit: 3, cooldown_at: null });
    expect(inviteCodeListSchema.parse({ invite: null, invitees: [] }).invite).toBeNull();
  });

  it('rejects a code without counters and an invitee without a join time', () => {
    expect(inviteCodeListSchema.safeParse({ invite: { ...invite, total_redeem: undefined }, invitees: [] }).success).toBe(false);
    expect(inviteCodeListSchema.safeParse({ invite: null, invitees: [{ invite_code: 'X' }] }).success).toBe(false);
    expect(inviteCodeListSchema.safeParse({ invitees: [] }).success).toBe(false);
  });

  it('takes only the quotas 0, 20 and 2000', () => {
    expect(INVITE_QUOTA_VALUES.map((quota) => inviteQuotaSchema.parse(quota))).toEqual([0, 20, 2000]);
    expect(inviteQuotaSchema.safeParse(100).success).toBe(false);
  });
});
