import { describe, expect, it } from 'vitest';
import { HOST_SETTINGS_TABS, type HostSettingsTab } from '../api/schemas/hosts';
import type { TeamRole } from './permissions-roles';
import {
  canChangeHostSettings,
  canOpenWebsite,
  canSubmitServerSwitch,
  hostSettingsGate,
  isHostActive,
  isHostRemoved,
  reloadsAfterDeploy,
  showsReadyHint,
  type HostSettingsGate,
} from './permissions-host';
import type { FeatureLevels } from './permissions-plan';

describe('host status gates', () => {
  // status, active (settings, website link), removed, ready hint, reload
  it.each<[string, boolean, boolean, boolean, boolean]>([
    ['active', true, false, false, false],
    ['starting', false, false, true, false],
    ['suspended', false, false, false, false],
    ['moving', false, false, false, true],
    ['removing', false, false, false, false],
    ['removed', false, true, false, false],
    ['Active', false, false, false, false],
    ['unknown', false, false, false, false],
  ])('%s', (status, active, removed, readyHint, reload) => {
    expect(isHostActive(status)).toBe(active);
    expect(canChangeHostSettings(status)).toBe(active);
    expect(canOpenWebsite(status)).toBe(active);
    expect(isHostRemoved(status)).toBe(removed);
    expect(showsReadyHint(status)).toBe(readyHint);
    expect(reloadsAfterDeploy(status)).toBe(reload);
  });
});

describe('hostSettingsGate', () => {
  const features: FeatureLevels = { manual_backup: 1 };

  it.each<[HostSettingsTab, TeamRole, string, number, HostSettingsGate]>([
    ['rename', 'owner', 'active', 0, 'allowed'],
    ['rename', 'admin', 'active', 0, 'allowed'],
    ['rename', 'member', 'active', 2, 'not-allowed'],
    ['rename', 'client', 'active', 2, 'not-allowed'],
    ['rename', 'member', 'suspended', 2, 'not-allowed'],
    ['rename', 'owner', 'suspended', 2, 'inactive'],
    ['delete', 'admin', 'starting', 2, 'inactive'],
    ['transfer', 'owner', 'moving', 2, 'inactive'],
    ['cname', 'owner', 'removed', 2, 'inactive'],
    ['passwd', 'owner', 'active', -1, 'allowed'],
    ['server', 'owner', 'active', 0, 'upgrade'],
    ['server', 'owner', 'active', 1, 'allowed'],
    ['server', 'admin', 'active', 2, 'allowed'],
    ['server', 'owner', 'suspended', 0, 'inactive'],
    ['server', 'member', 'active', 0, 'not-allowed'],
  ])('%s by %s on a %s host at level %d: %s', (tab, role, status, planLevel, gate) => {
    expect(hostSettingsGate(tab, { role, status, planLevel, features })).toBe(gate);
  });

  it('lets a manager use every settings page of an active host on a plan reaching manual_backup', () => {
    for (const tab of HOST_SETTINGS_TABS) {
      expect(hostSettingsGate(tab, { role: 'owner', status: 'active', planLevel: 1, features })).toBe('allowed');
    }
  });

  it('asks for an upgrade to switch servers where the installation has no manual_backup', () => {
    expect(hostSettingsGate('server', { role: 'owner', status: 'active', planLevel: 2, features: {} })).toBe('upgrade');
  });
});

describe('canSubmitServerSwitch', () => {
  it.each<[string, { id: number; feature_level?: number | null } | null | undefined, number, boolean]>([
    ['no choice', null, 1, false],
    ['undefined choice', undefined, 1, false],
    ['the current server', { id: 4, feature_level: 0 }, 1, false],
    ['another usable server', { id: 5, feature_level: 1 }, 1, true],
    ['another server above the plan', { id: 5, feature_level: 2 }, 1, false],
    ['another server without a level', { id: 5, feature_level: null }, 0, true],
  ])('%s: %s', (_name, choice, planLevel, allowed) => {
    expect(canSubmitServerSwitch(choice, 4, planLevel)).toBe(allowed);
  });
});
