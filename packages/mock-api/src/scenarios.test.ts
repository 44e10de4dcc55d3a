import { describe, expect, it } from 'vitest';
import { SCENARIO_NAMES, createScenarioWorld } from './scenarios';
import { createWorld } from './world/create-world';
import { getInitData } from './world/session';
import { deserializeWorld, serializeWorld } from './world/persistence';
import { WORLD_VERSION } from './world/state';
import { World } from './world/world';

describe('scenarios', () => {
  it.each(SCENARIO_NAMES)('%s builds, answers initdata and survives a serialisation round trip', (name) => {
    const state = createScenarioWorld(name);
    const world = new World(state);
    const init = world.run(getInitData, undefined);
    expect(init.ok).toBe(true);
    const text = serializeWorld(world.state);
    expect(deserializeWorld(text)).toEqual(world.state);
    expect(JSON.parse(JSON.stringify(world.state))).toEqual(world.state);
  });

  it('signs each scenario in as its person', () => {
    const sessions = Object.fromEntries(SCENARIO_NAMES.map((name) => [name, createScenarioWorld(name).session.userId]));
    expect(sessions).toMatchObject({ 'owner-paid': 42, free: 46, locked: 47, banned: 48, member: 44, client: 45, admin: 1 });
    expect(createScenarioWorld('failing').behaviour.failing).toBe(true);
    expect(createScenarioWorld('slow').behaviour.latencyMs).toBeGreaterThan(0);
    const empty = createScenarioWorld('empty');
    expect(empty.hosts.filter((host) => host.team_id === 101)).toEqual([]);
    expect(empty.domains.filter((domain) => domain.team_id === 101)).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    expect(createWorld()).toEqual(createWorld());
    expect(createWorld({ seed: 7 }).hosts[0]?.record.password).not.toBe(createWorld().hosts[0]?.record.password);
  });

  it('holds the variety the screens need', () => {
    const state = createWorld();
    expect(new Set(state.hosts.map((host) => host.record.status))).toEqual(new Set(['active', 'starting', 'suspended', 'moving', 'removing', 'removed']));
    expect(new Set(state.domains.map((domain) => domain.status))).toEqual(new Set(['pending', 'active', 'expired', 'removed']));
    expect(new Set(state.backups.map((backup) => backup.status))).toEqual(new Set(['pending', 'active']));
    expect(new Set(state.invoices.filter((item) => item.team_id === 101).map((item) => item.metadata.price_unit))).toEqual(new Set(['usd', 'idr']));
    expect(state.servers.some((server) => server.endpoint === 'sga.domcloud.co')).toBe(true);
    expect(new Set(state.catalog.plans.map((plan) => plan.level))).toEqual(new Set([-2, -1, 0, 1, 2]));
    const active = state.hosts.find((host) => host.record.id === 1001);
    expect(Object.keys(active?.stats?.bandwidths ?? {})).toHaveLength(30);
  });
});

describe('the World holder', () => {
  it('keeps the same state through reads, so nothing needs persisting, and a new one after a write', () => {
    const world = new World(createWorld());
    const before = world.state;
    let changes = 0;
    world.subscribe(() => {
      changes += 1;
    });
    world.run(getInitData, undefined);
    expect(world.state).toBe(before);
    world.run(getInitData, undefined);
    world.advance(1000);
    expect(changes).toBe(1);
    expect(world.state.clock).toBe('2026-11-01T09:00:01.000Z');
  });
});

describe('persistence', () => {
  it('gives undefined for text that is not a world, or a world of another version', () => {
    const state = createWorld();
    expect(deserializeWorld('not json')).toBeUndefined();
    expect(deserializeWorld(null)).toBeUndefined();
    expect(deserializeWorld(JSON.stringify({ version: WORLD_VERSION - 1, state }))).toBeUndefined();
    expect(deserializeWorld(JSON.stringify({ version: WORLD_VERSION, state: { ...state, hosts: 'none' } }))).toBeUndefined();
  });
});
