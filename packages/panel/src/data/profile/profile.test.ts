import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../session/keys';
import { itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { profileKeys } from './keys';
import * as mutations from './mutations';
import { profileQuery } from './queries';

describe('profileKeys', () => {
  it('are unique and under profile', () => {
    expect(keysAreUniqueUnder(profileKeys.all, [profileKeys.detail()])).toBe(true);
  });
});

describe('profile queries', () => {
  itRunsQueries([queryCase('getProfile', profileQuery, [], profileKeys.detail())]);
});

describe('profile mutations', () => {
  const user = { invalidated: [profileKeys.detail(), sessionKeys.initData()] };
  const logins = { invalidated: [profileKeys.detail()] };
  const none = { args: [], invalidated: [] };

  itRunsMutations([
    mutationCase('editProfile', mutations.editProfileMutation, { name: 'Ana', theme: 'dark', lang: 'id' }, user),
    mutationCase('resendVerificationEmail', mutations.resendVerificationEmailMutation, undefined, none),
    mutationCase('addGithubLogin', mutations.addGithubLoginMutation, undefined, none),
    mutationCase('addGoogleLogin', mutations.addGoogleLoginMutation, undefined, none),
    mutationCase('addEmailLogin', mutations.addEmailLoginMutation, { password: 'pw12345678', passconf: 'pw12345678' }, logins),
    mutationCase('removeLogin', mutations.removeLoginMutation, { type: 'google' }, logins),
    mutationCase('saveWelcomeCountry', mutations.saveWelcomeCountryMutation, { country: 'ID', keepEnglish: false }, user),
    mutationCase('resendWelcomeEmail', mutations.resendWelcomeEmailMutation, undefined, none),
    mutationCase('deleteAccount', mutations.deleteAccountMutation, undefined, none),
  ]);
});
