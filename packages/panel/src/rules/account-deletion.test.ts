import { describe, expect, it } from 'vitest';
import { canDeleteAccount, checkDeletionEmail, hasDeletionBlockers, type AccountDeletionState } from './account-deletion';
import { ruleIssue, type RuleIssue } from './issues';

describe('account deletion (account-area 2 and 5)', () => {
  const email = 'maya@lestari.studio';
  it.each<[string, RuleIssue | undefined]>([
    [email, undefined],
    ['', ruleIssue('email', 'required')],
    ['MAYA@lestari.studio', ruleIssue('email', 'mismatch')],
    ['maya@lestari', ruleIssue('email', 'mismatch')],
  ])('typed %j', (typed, expected) => {
    expect(checkDeletionEmail(typed, email)).toEqual(expected);
  });

  it.each<[string, Partial<AccountDeletionState>, boolean]>([
    ['the email typed, nothing left', {}, true],
    ['a host left', { hostCount: 1 }, false],
    ['a domain left', { domainCount: 2 }, false],
    ['a wrong email', { typed: 'maya@' }, false],
  ])('%s', (_case, change, enabled) => {
    const state: AccountDeletionState = { typed: email, email, hostCount: 0, domainCount: 0, ...change };
    expect(canDeleteAccount(state)).toBe(enabled);
  });

  it('blocks while hosts or domains exist', () => {
    expect(hasDeletionBlockers({ hostCount: 0, domainCount: 0 })).toBe(false);
    expect(hasDeletionBlockers({ hostCount: 3, domainCount: 0 })).toBe(true);
  });
});
