import { describe, expect, it } from 'vitest';
import type { Backup, BackupStatus } from '../../api/schemas/backups';
import { hostToolKeys } from '../host-tools/keys';
import { hostKeys } from '../hosts/keys';
import { fakeApi } from '../testing/fake-api';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase, refetchIntervalAfter } from '../testing/query-harness';
import { backupKeys } from './keys';
import * as mutations from './mutations';
import { backupRefetchInterval } from './polling';
import { backupListQuery, backupQuery } from './queries';

const backup = (status: BackupStatus, id = 1): Backup => ({ id, name: 'shop.example', status });

describe('backupKeys', () => {
  it('are unique and under backups', () => {
    const keys = [backupKeys.lists(), backupKeys.list(3), backupKeys.list(4), backupKeys.detail(3), backupKeys.detail(4)];
    expect(keysAreUniqueUnder(backupKeys.all, keys)).toBe(true);
    expect(isUnder(backupKeys.list(3), backupKeys.lists())).toBe(true);
  });
});

describe('backup queries', () => {
  itRunsQueries([
    queryCase('listBackups', (api) => backupListQuery(api, { teamId: 3 }), [{ teamId: 3 }], backupKeys.list(3)),
    queryCase('getBackup', (api) => backupQuery(api, { backupId: 9 }), [{ backupId: 9 }], backupKeys.detail(9)),
  ]);
});

describe('pending backup recheck', () => {
  it.each([
    [[], 1, false],
    [['active'], 1, false],
    [['pending'], 0, false],
    [['pending'], 1, 10000],
    [['pending'], 2, false],
    [['active', 'pending'], 1, 10000],
    [['active', 'active'], 1, false],
  ] as const)('statuses %j after %i answers: %s', (statuses, answers, expected) => {
    expect(backupRefetchInterval(statuses.map((status) => ({ status })), answers)).toBe(expected);
  });

  it.each([
    ['pending once', [backup('pending')], 10000],
    ['still pending after the recheck', [backup('pending'), backup('pending')], false],
    ['active', [backup('active')], false],
    ['not loaded', [], false],
  ] as const)('the detail query when %s', (_, results, expected) => {
    expect(refetchIntervalAfter(backupQuery(fakeApi({}), { backupId: 1 }), results)).toBe(expected);
  });

  it('the list query rechecks once when any backup is pending', () => {
    const list = backupListQuery(fakeApi({}), { teamId: 3 });
    expect(refetchIntervalAfter(list, [[backup('active', 1), backup('pending', 2)]])).toBe(10000);
    expect(refetchIntervalAfter(list, [[backup('pending', 2)], [backup('pending', 2)]])).toBe(false);
  });
});

describe('backup mutations', () => {
  itRunsMutations([
    mutationCase('createBackup', mutations.createBackupMutation, { teamId: 3, hostId: 7 }, { invalidated: [backupKeys.list(3)] }),
    mutationCase('restoreBackup', mutations.restoreBackupMutation, { teamId: 3, backupId: 9, hostId: 7 }, { invalidated: [hostKeys.detail(7), hostToolKeys.host(7)] }),
    mutationCase('deleteBackup', mutations.deleteBackupMutation, { teamId: 3, backupId: 9 }, { removed: [backupKeys.detail(9)], invalidated: [backupKeys.list(3)] }),
  ]);
});
