import { describe, expect, it } from 'vitest';
import { backupCreateIssues, canManageBackups } from './backup-permissions';
import type { TeamRole } from './permissions-roles';

describe('managing backups (account-area 6)', () => {
  const features = { manual_backup: 1 };
  it.each<[TeamRole, number, boolean]>([
    ['owner', 1, true],
    ['admin', 2, true],
    ['member', 1, false],
    ['client', 2, false],
    ['owner', 0, false],
    ['admin', -1, false],
  ])('%s on plan level %i: %s', (role, planLevel, expected) => {
    expect(canManageBackups(role, planLevel, features)).toBe(expected);
  });

  it('is closed where the installation has no manual backups', () => {
    expect(canManageBackups('owner', 2, {})).toBe(false);
  });
});

describe('the create dialog (account-area 7)', () => {
  it.each<[string, string[]]>([
    ['', ['required']],
    ['1001', []],
  ])('host %j: %j', (hostId, codes) => {
    expect(backupCreateIssues({ host_id: hostId }).map((issue) => issue.code)).toEqual(codes);
  });
});
