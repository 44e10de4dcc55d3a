import { describe, expect, it } from 'vitest';
import { createWorld } from './create-world';
import { inviteMember, listMembers } from './teams';
import { World } from './world';

/** Lestari Studio (101) moved to the Lite plan (usd, 3 users) with `members` of its four. */
function liteStudio(members: number): World {
  const state = createWorld();
  const team = state.teams.find((item) => item.id === 101);
  if (!team) throw new Error('the studio team is missing');
  team.plan_id = 2;
  team.members = team.members.slice(0, members);
  team.usage_users = team.members.length;
  return new World(state);
}

const usersOf = (world: World) => world.state.teams.find((team) => team.id === 101)?.usage_users;

describe('inviting a member (account-area 5, 6)', () => {
  it('takes the last seat, then refuses with the plan and its limit in plain English', () => {
    const world = liteStudio(2);
    expect(world.run(inviteMember, { teamId: 101, email: 'putri@lestari.studio', role: 'member' })).toMatchObject({ ok: true });
    expect(usersOf(world)).toBe(3);
    expect(world.run(inviteMember, { teamId: 101, email: 'bima@lestari.studio', role: 'client' })).toEqual({
      ok: false,
      status: 422,
      message: 'The Lite plan allows 3 users; upgrade for more seats.',
    });
    expect(usersOf(world)).toBe(3);
  });

  it('refuses someone already in the team on the email field, whatever the letter case', () => {
    const world = liteStudio(2);
    expect(world.run(inviteMember, { teamId: 101, email: 'Raka@Lestari.Studio', role: 'client' })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { email: 'This person is already a member.' },
    });
    const outcome = world.run(listMembers, { teamId: 101 });
    expect(outcome.ok && outcome.value.map((member) => member.email)).toEqual(['maya@lestari.studio', 'raka@lestari.studio']);
    expect(usersOf(world)).toBe(2);
  });
});
