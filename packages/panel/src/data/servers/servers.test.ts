import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../session/keys';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { serverKeys } from './keys';
import * as mutations from './mutations';
import { serverListQuery, serverQuery } from './queries';

describe('serverKeys', () => {
  it('are unique and under servers', () => {
    const keys = [serverKeys.lists(), serverKeys.list(3), serverKeys.list(4), serverKeys.detail(3), serverKeys.detail(4)];
    expect(keysAreUniqueUnder(serverKeys.all, keys)).toBe(true);
    expect(isUnder(serverKeys.list(3), serverKeys.lists())).toBe(true);
  });
});

describe('server queries', () => {
  itRunsQueries([
    queryCase('listServers', (api) => serverListQuery(api, { teamId: 3 }), [{ teamId: 3 }], serverKeys.list(3)),
    queryCase('getServer', (api) => serverQuery(api, { serverId: 2 }), [{ serverId: 2 }], serverKeys.detail(2)),
  ]);
});

describe('server mutations', () => {
  const form = { alias: 'https://bridge.example', description: 'home' };
  itRunsMutations([
    mutationCase('createServer', mutations.createServerMutation, { teamId: 3, pass: 'secret', ...form }, { invalidated: [serverKeys.list(3), sessionKeys.initData()] }),
    mutationCase('updateServer', mutations.updateServerMutation, { teamId: 3, serverId: 2, ...form }, {
      invalidated: [serverKeys.detail(2), serverKeys.list(3), sessionKeys.initData()],
    }),
    mutationCase('deleteServer', mutations.deleteServerMutation, { teamId: 3, serverId: 2 }, {
      removed: [serverKeys.detail(2)],
      invalidated: [serverKeys.list(3), sessionKeys.initData()],
    }),
  ]);
});
