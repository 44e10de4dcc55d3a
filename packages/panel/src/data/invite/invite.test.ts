import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../session/keys';
import { itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { teamKeys } from '../teams/keys';
import { inviteKeys } from './keys';
import * as mutations from './mutations';
import { inviteCodeQuery } from './queries';

describe('inviteKeys', () => {
  it('are unique and under invite', () => {
    expect(keysAreUniqueUnder(inviteKeys.all, [inviteKeys.code(3), inviteKeys.code(4)])).toBe(true);
  });
});

describe('invite queries', () => {
  itRunsQueries([queryCase('getInviteCode', (api) => inviteCodeQuery(api, { teamId: 3 }), [{ teamId: 3 }], inviteKeys.code(3))]);
});

describe('invite mutations', () => {
  itRunsMutations([
    mutationCase('createInviteCode', mutations.createInviteCodeMutation, { teamId: 3, quota: 20 }, { invalidated: [inviteKeys.code(3)] }),
    mutationCase('changeInviteQuota', mutations.changeInviteQuotaMutation, { teamId: 3, quota: 2000 }, { invalidated: [inviteKeys.code(3)] }),
    mutationCase('grantInviteCode', mutations.grantInviteCodeMutation, { teamId: 3, code: 'ABCDEFGHIJKLMN' }, { invalidated: [teamKeys.detail(3), sessionKeys.initData()] }),
  ]);
});
