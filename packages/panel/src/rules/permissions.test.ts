import { describe, expect, it } from 'vitest';
import * as permissions from './permissions';

describe('permissions barrel', () => {
  it.each(['canManageHosts', 'canEditRole', 'isBanned', 'canSwitchServers', 'hostSettingsGate', 'isAdministratorId', 'visibleSidebarLinks'])('exports %s', (name) => {
    expect(permissions).toHaveProperty(name);
  });
});
