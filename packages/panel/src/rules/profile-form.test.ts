import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import { checkProfileName, emailLoginIssues, isProfileEmailLocked, profileIssues, type ProfileContext } from './profile-form';

describe('profile name (account-area 5: required, 3 to 255)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['Maya', undefined],
    ['Abc', undefined],
    ['x'.repeat(255), undefined],
    ['', ruleIssue('name', 'required')],
    ['   ', ruleIssue('name', 'required')],
    ['Ab', ruleIssue('name', 'tooShort', { min: 3 })],
    [' Ab ', ruleIssue('name', 'tooShort', { min: 3 })],
    ['x'.repeat(256), ruleIssue('name', 'tooLong', { max: 255 })],
  ])('%j', (name, expected) => {
    expect(checkProfileName(name)).toEqual(expected);
  });
});

describe('profile email (required, valid, at most 255, fixed once verified)', () => {
  const unverified: ProfileContext = { currentEmail: 'maya@lestari.studio', emailVerifiedAt: null };
  const verified: ProfileContext = { currentEmail: 'maya@lestari.studio', emailVerifiedAt: '2026-01-02 03:04:05' };
  it.each<[string, ProfileContext, RuleIssue[]]>([
    ['maya@lestari.studio', unverified, []],
    ['maya@new.studio', unverified, []],
    ['maya@lestari.studio', verified, []],
    ['maya@new.studio', verified, [ruleIssue('email', 'emailLocked')]],
    ['', unverified, [ruleIssue('email', 'required')]],
    ['maya', unverified, [ruleIssue('email', 'email')]],
    [`${'m'.repeat(250)}@x.com`, unverified, [ruleIssue('email', 'tooLong', { max: 255 })]],
  ])('%j', (email, context, issues) => {
    expect(profileIssues({ name: 'Maya', email }, context)).toEqual(issues);
  });

  it('locks the field once a verification date is set', () => {
    expect(isProfileEmailLocked('2026-01-02 03:04:05')).toBe(true);
    expect(isProfileEmailLocked(null)).toBe(false);
    expect(isProfileEmailLocked(undefined)).toBe(false);
    expect(isProfileEmailLocked('')).toBe(false);
  });
});

describe('email login password (account-area 5)', () => {
  it.each<[string, string, RuleIssue[]]>([
    ['a-long-password', 'a-long-password', []],
    ['12345678', '12345678', []],
    ['1234567', '1234567', [ruleIssue('password', 'passwordCancelled', { min: 8 })]],
    ['', '', [ruleIssue('password', 'passwordCancelled', { min: 8 })]],
    ['a-long-password', 'a-long-passwort', [ruleIssue('passconf', 'passwordMismatch')]],
  ])('%j confirmed by %j', (password, passconf, issues) => {
    expect(emailLoginIssues({ password, passconf })).toEqual(issues);
  });
});
