import { describe, expect, it } from 'vitest';
import { MEMBER_ROLE_VALUES, memberListSchema, memberRoleSchema } from './teams';

const members = [
  { id: 12, name: 'Wiena Putri', email: 'wiena@example.com', role: 'owner' },
  { id: 15, name: 'Budi Santoso', email: 'budi@example.com', role: 'admin' },
  { id: 16, name: 'Ana Lima', email: 'ana@example.com', role: 'member' },
  { id: 17, name: 'Client Co', email: 'billing@client.example', role: 'client' },
];

describe('teams schemas', () => {
  it('accepts members of every role, with numeric string ids', () => {
    expect(memberListSchema.parse(members)).toEqual(members);
    expect(memberListSchema.parse([{ ...members[1], id: '15' }])[0]?.id).toBe(15);
  });

  it('takes a PHP list with gaps encoded as an object', () => {
    expect(memberListSchema.parse({ 0: members[0], 2: members[2] })).toEqual([members[0], members[2]]);
  });

  it('rejects a member without email or with an unknown role', () => {
    expect(memberListSchema.safeParse([{ id: 1, name: 'A', role: 'owner' }]).success).toBe(false);
    expect(memberListSchema.safeParse([{ ...members[0], role: 'guest' }]).success).toBe(false);
  });

  it('never gives the owner role in the invite or role edit', () => {
    expect(MEMBER_ROLE_VALUES).toEqual(['admin', 'member', 'client']);
    expect(memberRoleSchema.safeParse('owner').success).toBe(false);
  });
});
