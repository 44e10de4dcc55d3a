import { describe, expect, it } from 'vitest';
import { backupDomain, canRestoreOnto, restorableHosts } from './backup-restore';

describe('restoring a backup (account-area 4)', () => {
  it.each<[string, string]>([
    ['lestari.studio-20261101-090000', 'lestari.studio'],
    ['shop-2026.example.com-20260102-030405', 'shop-2026.example.com'],
    ['no-stamp.example.com', 'no-stamp.example.com'],
  ])('%s carries %s', (name, domain) => {
    expect(backupDomain(name)).toBe(domain);
  });

  it('offers only active hosts of the backup domain', () => {
    const hosts = [
      { id: 1, domain: 'lestari.studio', status: 'active' },
      { id: 2, domain: 'lestari.studio', status: 'suspended' },
      { id: 3, domain: 'other.studio', status: 'active' },
    ];
    expect(restorableHosts('lestari.studio-20261101-090000', hosts).map((host) => host.id)).toEqual([1]);
    expect(canRestoreOnto('lestari.studio-20261101-090000', { domain: 'lestari.studio', status: 'starting' })).toBe(false);
    expect(restorableHosts('gone.studio-20261101-090000', hosts)).toEqual([]);
  });
});
