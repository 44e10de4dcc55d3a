import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { createWorld } from './create-world';
import { checkDomain, orderDomain } from './domains';
import { createInviteCode, getInviteCode, grantInviteCode } from './invite';
import { addGithubLogin, editProfile, getProfile, removeLogin } from './profile';
import type { Outcome } from './result';
import { createServer, deleteServer } from './servers';
import { banAccount, checkCsrf, listUsers, loginAs } from './session';
import { changeMemberRole, inviteMember, listMembers, removeMember } from './teams';
import { World } from './world';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

const BIO = { fname: 'Maya', lname: 'Lestari', company: 'PT Lestari Kreatif', email: 'maya@lestari.studio', tel: '+6281234567890', country: 'ID', state: 'DKI Jakarta', city: 'Jakarta', postal: '12730', address1: 'Jl. Kemang Raya 12', address2: '' };

describe('team members', () => {
  it('lets managers invite, change roles and remove, never touching the owner', () => {
    const world = new World(createWorld());
    value(world.run(inviteMember, { teamId: 101, email: 'new.designer@lestari.studio', role: 'member' }));
    const added = value(world.run(listMembers, { teamId: 101 })).find((member) => member.email === 'new.designer@lestari.studio');
    expect(added).toMatchObject({ name: 'new.designer', role: 'member' });
    value(world.run(changeMemberRole, { teamId: 101, userId: added?.id ?? 0, role: 'admin' }));
    expect(world.run(changeMemberRole, { teamId: 101, userId: 42, role: 'member' })).toMatchObject({ ok: false, status: 403 });
    expect(world.run(removeMember, { teamId: 101, userId: 42 })).toMatchObject({ ok: false, status: 403 });
    value(world.run(removeMember, { teamId: 101, userId: added?.id ?? 0 }));
    expect(world.run(inviteMember, { teamId: 101, email: 'not-an-email', role: 'member' })).toMatchObject({ ok: false, status: 422, fieldErrors: { email: 'The email is not valid.' } });
    expect(new World(createScenarioWorld('member')).run(inviteMember, { teamId: 101, email: 'x@y.co', role: 'member' })).toMatchObject({ ok: false, status: 403 });
  });
});

describe('invite codes', () => {
  it('grants a locked team the free plan with a code of at most 14 characters', () => {
    const world = new World(createScenarioWorld('locked'));
    expect(world.run(grantInviteCode, { teamId: 104, code: 'LESTARISTUDIO-X' })).toMatchObject({ ok: false, status: 422, fieldErrors: { code: 'The invite code must be at most 14 characters long.' } });
    expect(world.run(grantInviteCode, { teamId: 104, code: 'NOSUCHCODE' })).toMatchObject({ ok: false, status: 422 });
    value(world.run(grantInviteCode, { teamId: 104, code: 'lestaristudio' }));
    expect(world.state.teams.find((team) => team.id === 104)?.plan_id).toBe(1);
    const studio = world.state.teams.find((team) => team.id === 101);
    expect(studio?.invite).toMatchObject({ credit: 12, total_redeem: 8 });
    expect(studio?.invitees[0]).toEqual({ invite_code: 'LESTARISTUDIO', created_at: '2026-11-01 09:00:00' });
  });

  it('unlocks a locked team through a trusted GitHub link only', () => {
    const young = new World(createScenarioWorld('locked'));
    value(young.run(addGithubLogin, undefined));
    expect(young.state.teams.find((team) => team.id === 104)?.plan_id).toBe(91);
    const state = createScenarioWorld('locked');
    const sarah = state.users.find((user) => user.id === 47);
    if (sarah) sarah.github = { login: 'sarahlim-dev', created_at: '2025-01-01 00:00:00', followers: 3 };
    const trusted = new World(state);
    expect(value(trusted.run(addGithubLogin, undefined)).message).toBe('GitHub linked; your free plan is ready.');
    expect(trusted.state.teams.find((team) => team.id === 104)?.plan_id).toBe(1);
  });

  it('lets only paid teams create a code', () => {
    expect(new World(createScenarioWorld('free')).run(createInviteCode, { teamId: 103, quota: 20 })).toMatchObject({ ok: false, status: 403 });
    const admin = new World(createScenarioWorld('admin'));
    value(admin.run(createInviteCode, { teamId: 1, quota: 2000 }));
    const code = value(admin.run(getInviteCode, { teamId: 1 })).invite?.code ?? '';
    expect(code).toMatch(/^HOSTDECKOP\d{4}$/);
    expect(code.length).toBeLessThanOrEqual(14);
  });
});

describe('domains', () => {
  it('checks availability and orders an available name as a pending domain with an invoice', () => {
    const world = new World(createWorld());
    expect(value(world.run(checkDomain, { name: 'lestari', scheme: 'studio' })).status).toBe('unavailable');
    expect(value(world.run(checkDomain, { name: 'bad name', scheme: 'com' })).status).toBe('invalid');
    expect(value(world.run(checkDomain, { name: 'lestari-baru', scheme: 'com' }))).toEqual({ domain: 'lestari-baru.com', status: 'available', price: { purchase: 12.99, renewal: 14.99 } });
    value(world.run(orderDomain, { teamId: 101, name: 'lestari-baru', scheme: 'com', years: 2, bio: BIO }));
    expect(world.state.domains.at(-1)).toMatchObject({ name: 'lestari-baru.com', status: 'pending' });
    expect(world.state.invoices.at(-1)?.metadata.price).toBeCloseTo(27.98);
    expect(world.run(orderDomain, { teamId: 101, name: 'x', scheme: 'com', years: 9, bio: { ...BIO, tel: '0812' } })).toMatchObject({ ok: false, status: 422, fieldErrors: { years: 'The term must be 1 to 5 years.', 'bio[tel]': 'The phone number must be fully qualified, starting with +.' } });
  });
});

describe('servers', () => {
  it('attaches a self-hosted server with the form rules and never changes a public one', () => {
    const world = new World(createWorld());
    expect(world.run(createServer, { teamId: 101, alias: 'not a url', description: '', pass: '' })).toMatchObject({ ok: false, status: 422, fieldErrors: { alias: 'The domain name must be a URL.', description: 'The description is required.', pass: 'The bridge secret is required.' } });
    const { id } = value(world.run(createServer, { teamId: 101, alias: 'https://bridge2.lestari.studio', description: 'Backup box', pass: 's3cret' }));
    expect(world.state.servers.find((server) => server.id === id)).toMatchObject({ endpoint: 'bridge2.lestari.studio', team_id: 101 });
    value(world.run(deleteServer, { teamId: 101, serverId: id }));
    expect(world.run(deleteServer, { teamId: 101, serverId: 2 })).toMatchObject({ ok: false, status: 403 });
  });
});

describe('profile and session', () => {
  it('edits the profile within its rules', () => {
    const world = new World(createWorld());
    value(world.run(editProfile, { name: 'Maya L.', theme: 'dark', lang: 'id' }));
    expect(value(world.run(getProfile, undefined))).toMatchObject({ name: 'Maya L.', theme: 'dark', lang: 'id' });
    expect(world.run(editProfile, { name: 'Maya', email: 'other@lestari.studio', theme: 'dark', lang: 'en' })).toMatchObject({ ok: false, status: 422, fieldErrors: { email: 'A verified email cannot be changed.' } });
    value(world.run(removeLogin, { type: 'github' }));
    expect(world.run(removeLogin, { type: 'google' })).toMatchObject({ ok: false, status: 422 });
  });

  it('gives the administrator the user list, login-as and ban', () => {
    expect(new World(createWorld()).run(listUsers, { page: 1 })).toMatchObject({ ok: false, status: 403 });
    const admin = new World(createScenarioWorld('admin'));
    const page = value(admin.run(listUsers, { page: 1 }));
    expect(page).toMatchObject({ page: 1, pages: 3 });
    expect(page.users[0]).toMatchObject({ id: 1, email: 'admin@hostdeck.dev' });
    value(admin.run(loginAs, { host: 'budi-portfolio.dom.my.id' }));
    expect(admin.state.session).toMatchObject({ userId: 46, teamId: 103, adminId: 1 });
    value(admin.run(loginAs, { email: 'maya@lestari.studio' }));
    expect(admin.state.session).toMatchObject({ userId: 42, adminId: 1 });
    value(admin.run(loginAs, { host: 'budi-portfolio.dom.my.id' }));
    expect(admin.state.session).toMatchObject({ userId: 46, teamId: 103, adminId: 1 });
    value(admin.run(banAccount, undefined));
    expect(admin.state.teams.find((team) => team.id === 103)?.plan_id).toBe(94);
  });

  it('filters the user list by a part of the email, in any case, before paging', () => {
    const admin = new World(createScenarioWorld('admin'));
    const studio = value(admin.run(listUsers, { page: 1, email: ' LESTARI.studio ' }));
    expect(studio).toMatchObject({ page: 1, pages: 1 });
    expect(studio.users.map((user) => user.email)).toEqual(['maya@lestari.studio', 'raka@lestari.studio', 'dewi@lestari.studio']);
    const gmail = value(admin.run(listUsers, { page: 1, email: 'gmail' }));
    expect(gmail.users.every((user) => user.email.includes('gmail'))).toBe(true);
    expect(gmail.users.length).toBeGreaterThan(1);
    expect(value(admin.run(listUsers, { page: 1, email: 'nobody-has-this' }))).toEqual({ users: [], page: 1, pages: 1 });
    expect(admin.run(listUsers, { page: 2, email: 'lestari' })).toMatchObject({ ok: false, status: 422 });
    expect(value(admin.run(listUsers, { page: 1, email: '' })).pages).toBe(3);
  });

  it('rejects writes without the session CSRF token', () => {
    const state = createWorld();
    expect(checkCsrf(state, state.session.csrf)).toBeUndefined();
    expect(checkCsrf(state, undefined)).toMatchObject({ ok: false, status: 403 });
  });
});
