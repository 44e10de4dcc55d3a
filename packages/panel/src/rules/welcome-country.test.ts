import { describe, expect, it } from 'vitest';
import { welcomeCountryIssues } from './welcome-country';

describe('welcomeCountryIssues', () => {
  it.each([
    ['ID', []],
    ['id', []],
    ['XK', []],
    ['', ['required']],
    ['  ', ['required']],
    ['ZZ', ['invalidChoice']],
    ['Indonesia', ['invalidChoice']],
  ])('%j gives %j', (country, codes) => {
    const issues = welcomeCountryIssues({ country, keepEnglish: false });
    expect(issues.map((issue) => issue.code)).toEqual(codes);
    for (const issue of issues) expect(issue.path).toBe('country');
  });
});
