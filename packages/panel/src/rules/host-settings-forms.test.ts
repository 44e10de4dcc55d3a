import { describe, expect, it } from 'vitest';
import {
  canSubmitDomainChange,
  canSubmitHostDelete,
  checkDeleteConfirmation,
  checkDomainChange,
  checkLogLines,
  checkPortalUsername,
  checkRename,
  checkWebhookScript,
  hostPasswordIssues,
} from './host-settings-forms';
import type { HostDomainCheckState } from './domain-check';
import { ruleIssue, type RuleIssue } from './issues';

describe('rename (host-area 5.14)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['lestari-site', undefined],
    ['Abcde', undefined],
    ['a1-b2', undefined],
    ['', ruleIssue('username', 'required')],
    ['abcd', ruleIssue('username', 'tooShort', { min: 5 })],
    ['1abcde', ruleIssue('username', 'usernameStart')],
    ['-abcde', ruleIssue('username', 'usernameStart')],
    ['abc_de', ruleIssue('username', 'pattern')],
    ['abc de', ruleIssue('username', 'pattern')],
    ['abcde-', ruleIssue('username', 'usernameEndsWithHyphen')],
    ['lestari-web', ruleIssue('username', 'sameAsCurrent')],
  ])('%j', (name, expected) => {
    expect(checkRename(name, 'lestari-web')).toEqual(expected);
  });

  it.each<[string, RuleIssue | undefined]>([
    ['Maya-2026', undefined],
    ['', ruleIssue('username', 'required')],
    ['maya.l', ruleIssue('username', 'pattern')],
  ])('portal username %j', (name, expected) => {
    expect(checkPortalUsername(name)).toEqual(expected);
  });
});

describe('host password (host-area 5.15)', () => {
  it.each<[Parameters<typeof hostPasswordIssues>[0], RuleIssue[]]>([
    [{ password: 'a-long-password' }, []],
    [{ password: '12345678', mypasswd: '', pgpasswd: '' }, []],
    [{ password: 'short' }, [ruleIssue('password', 'passwordCancelled', { min: 8 })]],
    [{ password: '', mypasswd: 'abc' }, [ruleIssue('password', 'passwordCancelled', { min: 8 }), ruleIssue('mypasswd', 'passwordCancelled', { min: 8 })]],
    [{ password: '12345678', pgpasswd: '1234567' }, [ruleIssue('pgpasswd', 'passwordCancelled', { min: 8 })]],
  ])('%j', (values, issues) => {
    expect(hostPasswordIssues(values)).toEqual(issues);
  });
});

describe('delete (host-area 5.16)', () => {
  it.each<[string, RuleIssue | undefined, boolean]>([
    ['lestari-web', undefined, true],
    ['', ruleIssue('wordpass', 'required'), false],
    ['lestari-we', ruleIssue('wordpass', 'mismatch'), false],
    ['Lestari-web', ruleIssue('wordpass', 'mismatch'), false],
    [' lestari-web', ruleIssue('wordpass', 'mismatch'), false],
  ])('typed %j', (typed, issue, enabled) => {
    expect(checkDeleteConfirmation(typed, 'lestari-web')).toEqual(issue);
    expect(canSubmitHostDelete(typed, 'lestari-web')).toBe(enabled);
  });
});

describe('transfer and change of domain', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['lestari.design', undefined],
    ['shop.lestari.design', undefined],
    ['', ruleIssue('cname', 'required')],
    ['lestari.studio', ruleIssue('cname', 'sameAsCurrent')],
    ['not a domain', ruleIssue('cname', 'pattern')],
    ['Lestari.Design', ruleIssue('cname', 'pattern')],
    [`${'a'.repeat(37)}.com`, ruleIssue('cname', 'tooLong', { max: 40 })],
    [`${'a'.repeat(36)}.com`, undefined],
  ])('change domain to %j', (domain, expected) => {
    expect(checkDomainChange(domain, 'lestari.studio')).toEqual(expected);
  });
});

describe('change of domain: when it may be sent', () => {
  it.each<[string, HostDomainCheckState | null, string | undefined, boolean]>([
    ['lestari.design', 'valid', undefined, true],
    ['lestari.design', 'valid_with_note', undefined, true],
    ['lestari.design', 'incorrect', undefined, false],
    ['lestari.design', 'missing', undefined, false],
    ['lestari.design', 'error', undefined, false],
    ['lestari.design', 'loading', undefined, false],
    ['lestari.design', 'retrying', undefined, false],
    ['lestari.design', 'in_use', undefined, false],
    ['lestari.design', null, undefined, false],
    // A valid check of the text before the last keystroke does not speak for the new text.
    ['lestari.designs', 'valid', 'lestari.design', false],
    // The field's own rules come first: the current domain, a bad pattern.
    ['lestari.studio', 'valid', undefined, false],
    ['Lestari.Design', 'valid', undefined, false],
  ])('%j with the check %s', (domain, state, checkedDomain, enabled) => {
    const check = state === null ? null : { state, domain: checkedDomain ?? domain };
    expect(canSubmitDomainChange(domain, 'lestari.studio', check)).toBe(enabled);
  });
});

describe('webhook script (5.17) and log lines (5.18)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['features:\n  - node lts\n', undefined],
    ['', ruleIssue('template', 'required')],
    ['  \n', ruleIssue('template', 'required')],
  ])('script %j', (script, expected) => {
    expect(checkWebhookScript(script)).toEqual(expected);
  });

  it.each<[number, RuleIssue | undefined]>([
    [1, undefined],
    [100, undefined],
    [0, ruleIssue('n', 'belowMin', { min: 1 })],
    [-5, ruleIssue('n', 'belowMin', { min: 1 })],
    [2.5, ruleIssue('n', 'notInteger')],
  ])('%d lines', (lines, expected) => {
    expect(checkLogLines(lines)).toEqual(expected);
  });
});
