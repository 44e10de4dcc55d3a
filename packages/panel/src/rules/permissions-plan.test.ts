import { describe, expect, it } from 'vitest';
import {
  canCreateInviteCode,
  canSwitchServers,
  canToggleFirewall,
  canUseGlobalDomain,
  canUseServer,
  featureLevel,
  hasUsableServer,
  isBanned,
  isFeatureEnabled,
  isFreePlan,
  isLocked,
  isPaidPlan,
  needsInviteGate,
  reachesFeature,
  type FeatureLevels,
} from './permissions-plan';

const FEATURES: FeatureLevels = { gen_invite_code: 1, domain_registry: 0, manual_backup: 1, scheduled_backup: 2, self_hosting: 1, global_domain: 0, docker_deploy: 2 };

describe('plan levels', () => {
  // level, banned, locked, invite gate, free, paid, firewall toggle, invite code creation
  it.each<[number, boolean, boolean, boolean, boolean, boolean, boolean, boolean]>([
    [-3, true, false, true, false, false, false, false],
    [-2, true, false, true, false, false, false, false],
    [-1, false, true, true, false, false, false, false],
    [0, false, false, false, true, false, false, false],
    [1, false, false, false, false, true, true, true],
    [2, false, false, false, false, true, true, true],
    [5, false, false, false, false, true, true, true],
  ])('level %d', (level, banned, locked, gate, free, paid, firewall, inviteCode) => {
    expect(isBanned(level)).toBe(banned);
    expect(isLocked(level)).toBe(locked);
    expect(needsInviteGate(level)).toBe(gate);
    expect(isFreePlan(level)).toBe(free);
    expect(isPaidPlan(level)).toBe(paid);
    expect(canToggleFirewall(level)).toBe(firewall);
    expect(canCreateInviteCode(level)).toBe(inviteCode);
  });
});

describe('features', () => {
  it.each<[FeatureLevels, string, number | undefined]>([
    [FEATURES, 'manual_backup', 1],
    [FEATURES, 'domain_registry', 0],
    [FEATURES, 'firewall_refusal', undefined],
    [{}, 'manual_backup', undefined],
    [{ manual_backup: Number.NaN }, 'manual_backup', undefined],
    [FEATURES, 'toString', undefined],
    [FEATURES, 'constructor', undefined],
  ])('featureLevel(%j, %s) is %s', (features, name, level) => {
    expect(featureLevel(features, name)).toBe(level);
    expect(isFeatureEnabled(features, name)).toBe(level !== undefined);
  });

  it.each<[string, number, boolean]>([
    ['domain_registry', -1, false],
    ['domain_registry', 0, true],
    ['manual_backup', 0, false],
    ['manual_backup', 1, true],
    ['manual_backup', 2, true],
    ['scheduled_backup', 1, false],
    ['scheduled_backup', 2, true],
    ['firewall_refusal', 9, false],
  ])('reachesFeature(%s) at level %d: %s', (name, level, reached) => {
    expect(reachesFeature(FEATURES, name, level)).toBe(reached);
  });
});

describe('servers', () => {
  it.each<[number | null | undefined, number, boolean]>([
    [0, -2, false],
    [0, -1, false],
    [0, 0, true],
    [1, 0, false],
    [1, 1, true],
    [1, 2, true],
    [2, 1, false],
    [-1, -1, true],
    [null, -1, true],
    [undefined, -2, true],
  ])('feature_level %s at plan level %d: %s', (featureLevelValue, level, usable) => {
    expect(canUseServer({ feature_level: featureLevelValue }, level)).toBe(usable);
  });

  it.each<[(number | null)[], number, boolean]>([
    [[], 2, false],
    [[0, 1], -1, false],
    [[0, 1], 0, true],
    [[1, 2], 0, false],
    [[1, 2], 1, true],
    [[null], -1, true],
  ])('hasUsableServer(%j) at level %d: %s', (levels, level, usable) => {
    expect(hasUsableServer(levels.map((value) => ({ feature_level: value })), level)).toBe(usable);
  });

  it.each<[string | null | undefined, FeatureLevels, number, boolean]>([
    ['domcloud.dev', FEATURES, 0, true],
    ['domcloud.dev', FEATURES, -1, false],
    ['domcloud.dev', { global_domain: 1 }, 0, false],
    ['domcloud.dev', { global_domain: 1 }, 1, true],
    ['domcloud.dev', {}, 2, false],
    [null, FEATURES, 2, false],
    ['', FEATURES, 2, false],
    [undefined, FEATURES, 2, false],
  ])('canUseGlobalDomain(%j, %j, level %d): %s', (globalDomain, features, level, usable) => {
    expect(canUseGlobalDomain({ global_domain: globalDomain }, level, features)).toBe(usable);
  });

  it.each<[FeatureLevels, number, boolean]>([
    [FEATURES, -1, false],
    [FEATURES, 0, false],
    [FEATURES, 1, true],
    [FEATURES, 2, true],
    [{ manual_backup: 2 }, 1, false],
    [{ manual_backup: 2 }, 2, true],
    [{ manual_backup: 0 }, 0, true],
    [{}, 5, false],
  ])('canSwitchServers(%j, level %d): %s', (features, level, allowed) => {
    expect(canSwitchServers(level, features)).toBe(allowed);
  });
});
