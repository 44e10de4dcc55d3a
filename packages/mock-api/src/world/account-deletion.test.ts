import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { DELETION_BLOCKED_MESSAGE, deleteAccount } from './account-deletion';
import { getInitData } from './session';
import { World } from './world';

describe('deleteAccount', () => {
  it('refuses while a team the user owns still has hosts, and keeps everything', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const users = world.state.users.length;
    expect(world.run(deleteAccount, undefined)).toMatchObject({ ok: false, status: 422, message: DELETION_BLOCKED_MESSAGE });
    expect(world.state.users).toHaveLength(users);
  });

  it('refuses while only domains are left', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const owned = new Set(world.state.teams.filter((team) => team.user_id === world.state.session.userId).map((team) => team.id));
    world.state.hosts = world.state.hosts.filter((host) => !owned.has(host.team_id));
    expect(world.state.domains.some((domain) => owned.has(domain.team_id))).toBe(true);
    expect(world.run(deleteAccount, undefined)).toMatchObject({ ok: false, message: DELETION_BLOCKED_MESSAGE });
  });

  it('removes the user, their own teams and memberships, and sends them to the sign-out', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const userId = world.state.session.userId;
    const owned = new Set(world.state.teams.filter((team) => team.user_id === userId).map((team) => team.id));
    world.state.hosts = world.state.hosts.filter((host) => !owned.has(host.team_id));
    world.state.domains = world.state.domains.filter((domain) => !owned.has(domain.team_id));
    expect(world.run(deleteAccount, undefined)).toEqual({ ok: true, value: { message: 'Account deleted', redirect: '/logout' } });
    expect(world.state.users.some((user) => user.id === userId)).toBe(false);
    expect(world.state.teams.some((team) => owned.has(team.id) || team.members.some((member) => member.user_id === userId))).toBe(false);
    expect(world.run(getInitData, undefined)).toMatchObject({ ok: false, status: 403 });
  });
});
