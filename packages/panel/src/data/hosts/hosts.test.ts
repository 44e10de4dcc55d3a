import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { PanelApi } from '../../api/contract';
import { deployKeys } from '../deploy/keys';
import { hostToolKeys } from '../host-tools/keys';
import { fakeApi } from '../testing/fake-api';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, newTestClient, queryCase } from '../testing/query-harness';
import { teamKeys } from '../teams/keys';
import { hostKeys } from './keys';
import * as mutations from './mutations';
import { hostDetailQuery, hostListQuery, hostStatsQuery } from './queries';

describe('hostKeys', () => {
  it('are unique and under hosts', () => {
    const keys = [hostKeys.lists(), hostKeys.teamLists(3), hostKeys.list(3), hostKeys.list(3, 2), hostKeys.list(3, 2, 9), hostKeys.list(4), hostKeys.detail(7), hostKeys.stats(7)];
    expect(keysAreUniqueUnder(hostKeys.all, keys)).toBe(true);
  });

  it('nest lists under the team and stats under the detail', () => {
    expect(isUnder(hostKeys.list(3, 2, 9), hostKeys.teamLists(3))).toBe(true);
    expect(isUnder(hostKeys.list(3, 2, 9), hostKeys.teamLists(4))).toBe(false);
    expect(isUnder(hostKeys.stats(7), hostKeys.detail(7))).toBe(true);
    expect(isUnder(hostKeys.detail(7), hostKeys.lists())).toBe(false);
  });
});

describe('host queries', () => {
  itRunsQueries([
    queryCase('listHosts', (api) => hostListQuery(api, { teamId: 3, page: 2, serverId: 9 }), [{ teamId: 3, page: 2, serverId: 9 }], hostKeys.list(3, 2, 9)),
    queryCase('getHostDetail', (api) => hostDetailQuery(api, { teamId: 3, hostId: 7 }), [{ teamId: 3, hostId: 7 }], hostKeys.detail(7)),
    queryCase('getHostStats', (api) => hostStatsQuery(api, { hostId: 7 }), [{ hostId: 7 }], hostKeys.stats(7)),
  ]);
});

describe('host mutations', () => {
  const host = { teamId: 3, hostId: 7 };
  const changed = [hostKeys.detail(7), hostKeys.teamLists(3)];
  const gone = { removed: [hostKeys.detail(7), deployKeys.host(7), hostToolKeys.host(7)], invalidated: [hostKeys.teamLists(3), teamKeys.detail(3)] };

  itRunsMutations([
    mutationCase('recountHosts', mutations.recountHostsMutation, { teamId: 3 }, { invalidated: [hostKeys.all, teamKeys.detail(3)] }),
    mutationCase('recountHost', mutations.recountHostMutation, host, { invalidated: [...changed, teamKeys.detail(3)] }),
    mutationCase('updateHost', mutations.updateHostMutation, host, { invalidated: changed }),
    mutationCase('renameHost', mutations.renameHostMutation, { ...host, username: 'shop' }, { invalidated: changed }),
    mutationCase('changeHostDomain', mutations.changeHostDomainMutation, { ...host, domain: 'shop.example' }, { invalidated: changed }),
    mutationCase('changeHostPassword', mutations.changeHostPasswordMutation, { ...host, password: 'secret' }, { invalidated: [] }),
    mutationCase('moveHost', mutations.moveHostMutation, { ...host, serverId: 2 }, { invalidated: changed }),
    mutationCase('transferHost', mutations.transferHostMutation, { ...host, targetTeamId: 106 }, gone),
    mutationCase('deleteHost', mutations.deleteHostMutation, { ...host, username: 'shop' }, gone),
  ]);

  it('refreshes and removes nothing when the write fails', async () => {
    const client = newTestClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const remove = vi.spyOn(client, 'removeQueries');
    const deleteHost = vi.fn<PanelApi['deleteHost']>().mockRejectedValue(new Error('refused'));
    const observer = new MutationObserver(client, mutations.deleteHostMutation(fakeApi({ deleteHost }), client));
    await expect(observer.mutate({ ...host, username: 'shop' })).rejects.toThrow('refused');
    expect(invalidate).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });
});
