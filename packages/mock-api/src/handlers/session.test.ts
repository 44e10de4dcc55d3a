import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../store/sign-in';
import { loginAs } from '../world/session';
import { SIMULATED_FAILURE } from './kit';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('session');

describe('session handlers', () => {
  it('answers initdata for the scenario user, with the CSRF token the world checks', async () => {
    const data = await world.api.getInitData();
    expect(data.user.email).toBe('maya@lestari.studio');
    expect(data.csrf.value).toBe(world.store.state.session.csrf);
    expect(data.teams.map((team) => team.id)).toContain(101);
  });

  it('lists users for the administrator and refuses everyone else', async () => {
    expect((await rejection(world.api.listUsers({ page: 1 }))).status).toBe(403);
    world.start('admin');
    const page = await world.api.listUsers({ page: 1 });
    expect(page.users.length).toBeGreaterThan(0);
    expect(page.page).toBe(1);
    expect((await rejection(world.api.listUsers({ page: 99 }))).fieldErrors).toHaveProperty('page');
    const filtered = await world.api.listUsers({ page: 1, email: 'Lestari.Studio' });
    expect(filtered.users.map((user) => user.id)).toEqual([42, 43, 44]);
  });

  it('bans the account the administrator is logged in as', async () => {
    world.start('admin');
    expect(world.store.run(loginAs, { email: 'promo.murah@mailinator.com' }).ok).toBe(true);
    await world.api.banAccount();
    expect(world.store.state.users.find((user) => user.id === 48)?.banned).toBe(true);
  });

  it('answers 401 after sign-out until the next sign-in, and refuses a wrong demo password', async () => {
    world.store.signOut();
    expect((await rejection(world.api.getInitData())).status).toBe(401);
    expect(world.store.signIn('email', { email: 'maya@lestari.studio', password: 'wrong' })).toEqual({ ok: false, message: expect.any(String) });
    expect(world.store.signIn('email', { email: 'dewi@lestari.studio', password: DEMO_PASSWORD }).ok).toBe(false);
    expect((await rejection(world.api.getInitData())).status).toBe(401);
    expect(world.store.signIn('email', { email: 'Maya@Lestari.Studio', password: DEMO_PASSWORD })).toEqual({ ok: true, userId: 42 });
    expect((await world.api.getInitData()).user.id).toBe(42);
  });

  it('signs in with github and google as the scenario user', async () => {
    world.start('member');
    world.store.signOut();
    expect(world.store.signIn('github').ok).toBe(true);
    expect((await world.api.getInitData()).user.email).toBe('dewi@lestari.studio');
    world.store.signOut();
    expect(world.store.signIn('google')).toEqual({ ok: true, userId: 44 });
  });

  it('fails page calls in the failing scenario but keeps the session bootstrap working', async () => {
    world.start('failing');
    const data = await world.api.getInitData();
    expect((await world.api.getTeam({ teamId: data.teams[0]?.id ?? 0 })).name).toBeTruthy();
    const error = await rejection(world.api.listHosts({ teamId: 101 }));
    expect(error.status).toBe(500);
    expect(error.detail).toBe(SIMULATED_FAILURE);
  });

  it('injects latency and failures per call', async () => {
    world.start('owner-paid', { latency: (call) => (call === 'getInitData' ? 30 : undefined), failure: (call) => (call === 'listDomains' ? { status: 503 } : undefined) });
    const started = performance.now();
    await world.api.getInitData();
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
    expect((await rejection(world.api.listDomains({ teamId: 101 }))).status).toBe(503);
    expect(await world.api.listHosts({ teamId: 101 })).not.toHaveLength(0);
  });

  it('lets the slow scenario answer late', async () => {
    world.start('slow', { latency: (call) => (call === 'getInitData' ? undefined : 0) });
    expect(world.store.state.behaviour.latencyMs).toBeGreaterThan(0);
    world.store.update((draft) => {
      draft.behaviour.latencyMs = 40;
    });
    const started = performance.now();
    await world.api.getInitData();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
