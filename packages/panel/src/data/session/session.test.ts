import { describe, expect, it } from 'vitest';
import { itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { teamKeys } from '../teams/keys';
import { sessionKeys } from './keys';
import { banAccountMutation } from './mutations';
import { initDataQuery, userListQuery } from './queries';

describe('sessionKeys', () => {
  it('are unique and under session', () => {
    const keys = [sessionKeys.initData(), sessionKeys.userLists(), sessionKeys.users(1), sessionKeys.users(2)];
    expect(keysAreUniqueUnder(sessionKeys.all, keys)).toBe(true);
  });
});

describe('session queries', () => {
  itRunsQueries([
    queryCase('getInitData', initDataQuery, [], sessionKeys.initData()),
    queryCase('listUsers', (api) => userListQuery(api, { page: 2 }), [{ page: 2 }], sessionKeys.users(2)),
    queryCase('listUsers', (api) => userListQuery(api, { page: 1, email: 'studio' }), [{ page: 1, email: 'studio' }], sessionKeys.users(1, 'studio')),
  ]);
});

describe('session mutations', () => {
  itRunsMutations([mutationCase('banAccount', banAccountMutation, undefined, { args: [], invalidated: [sessionKeys.initData(), teamKeys.all] })]);
});
