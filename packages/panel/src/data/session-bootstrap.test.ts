import { describe, expect, it } from 'vitest';
import type { InitData, Team } from '../api/schemas/session';
import { UNKNOWN_PLAN_LEVEL, defaultTeamIdOf, resolveTeamId, toPanelSession } from './session-bootstrap';

const init: InitData = {
  user: { id: 42, lang: 'en', theme: null },
  schemes: [],
  plans: [
    { id: 1, alias: 'Free', level: 0, currency: 'usd', monthly: 0, storage: 1024, network: 10240, instance: 1, users: 1 },
    { id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: 5, storage: 5120, network: 51200, instance: 5, users: 3 },
  ],
  servers: [],
  currencies: [],
  teams: [
    { id: 9, user_id: 7, role: 'member', evaluated_at: null },
    { id: 3, user_id: 42, role: 'owner', evaluated_at: null },
  ],
  csrf: { name: 'csrf', value: 'x' },
  config: { nameservers: [], maxfilesizeupload: 1048576 },
  features: { manual_backup: 1, gen_invite_code: 1 },
};

const team = (id: number, planId: number, role: Team['role']): Team => ({
  id,
  name: 'Team',
  user_id: 42,
  role,
  plan_id: planId,
  expiry_at: null,
  evaluated_at: null,
  usage_storage: 0,
  usage_network: 0,
  usage_instance: 0,
  usage_users: 1,
});

describe('session bootstrap', () => {
  it('takes the team the user owns as the default, else the first', () => {
    expect(defaultTeamIdOf(init)).toBe(3);
    expect(defaultTeamIdOf({ ...init, teams: [{ id: 9, user_id: 7, role: 'member', evaluated_at: null }] })).toBe(9);
    expect(defaultTeamIdOf({ ...init, teams: [] })).toBeUndefined();
  });

  it.each([
    [undefined, 3],
    [9, 9],
    [3, 3],
    [1234, 3],
  ])('route team %s resolves to %s', (routeTeamId, expected) => {
    expect(resolveTeamId(init, routeTeamId)).toBe(expected);
  });

  it('builds the session of the default team at /user and of another team under /user/team/{id}', () => {
    expect(toPanelSession(init, team(3, 2, 'owner'))).toEqual({ userId: 42, teamId: 3, teamBase: '/user', role: 'owner', planLevel: 1, features: init.features });
    expect(toPanelSession(init, team(9, 1, 'member'))).toMatchObject({ teamId: 9, teamBase: '/user/team/9', role: 'member', planLevel: 0 });
  });

  it('gates a plan initdata does not list like a locked account', () => {
    expect(toPanelSession(init, team(3, 99, 'owner')).planLevel).toBe(UNKNOWN_PLAN_LEVEL);
  });
});
