import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, checkLength, collectIssues, firstIssueByPath, ruleIssue, type RuleIssue } from './issues';

describe('the coded-issue vocabulary', () => {
  it('has unique codes', () => {
    expect(new Set(ISSUE_CODES).size).toBe(ISSUE_CODES.length);
  });

  it('builds an issue with or without parameters', () => {
    expect(ruleIssue('name', 'required')).toEqual({ path: 'name', code: 'required' });
    expect(ruleIssue('name', 'tooLong', { max: 3 })).toEqual({ path: 'name', code: 'tooLong', params: { max: 3 } });
  });

  it('collects the checks that failed, lists flattened, in order', () => {
    const a = ruleIssue('a', 'required');
    const b = ruleIssue('b', 'email');
    const c = ruleIssue('c', 'url');
    expect(collectIssues(undefined, a, [b, c], [], undefined)).toEqual([a, b, c]);
    expect(collectIssues()).toEqual([]);
  });

  it('keeps the first issue of each field', () => {
    const issues: RuleIssue[] = [ruleIssue('a', 'required'), ruleIssue('b', 'email'), ruleIssue('a', 'tooLong', { max: 1 })];
    expect([...firstIssueByPath(issues)]).toEqual([
      ['a', ruleIssue('a', 'required')],
      ['b', ruleIssue('b', 'email')],
    ]);
  });
});

describe('checkLength', () => {
  it.each<[string, number, number, RuleIssue | undefined]>([
    ['', 1, 5, ruleIssue('f', 'required')],
    ['', 0, 5, undefined],
    ['ab', 3, 5, ruleIssue('f', 'tooShort', { min: 3 })],
    ['abc', 3, 5, undefined],
    ['abcde', 3, 5, undefined],
    ['abcdef', 3, 5, ruleIssue('f', 'tooLong', { max: 5 })],
  ])('%j within %i..%i', (text, min, max, expected) => {
    expect(checkLength('f', text, min, max)).toEqual(expected);
  });
});
