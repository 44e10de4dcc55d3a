import { ISSUE_CODES, ruleIssue, type IssueCode } from '@hostdeck/panel/rules';
import { describe, expect, it } from 'vitest';
import { answerField, englishFieldErrors, englishOf, issueEnglish } from './issue-english';

describe("the simulated server's English for rule issues", () => {
  it('has a sentence for every code, with no placeholder left', () => {
    const params = { min: 1, max: 5, currency: 'USD', version: 4 };
    for (const code of ISSUE_CODES) expect(issueEnglish(ruleIssue('field', code, params), { subject: 'the field' }), code).toMatch(/^[A-Z][^{}]*[^\s]$/);
  });

  it.each<[IssueCode, Record<string, number | string> | undefined, string]>([
    ['pathInvalid', undefined, 'Path input is not valid'],
    ['pathNotUnique', undefined, 'Path value must unique with other path entries'],
    ['passwordCancelled', { min: 8 }, 'Setting password cancelled, must be at least 8 characters'],
    ['domainUnavailable', undefined, 'Domain is currently unavailable.'],
    ['domainCheckFailed', undefined, 'Failed to check domain availability'],
  ])('keeps the spec wording of %s', (code, params, text) => {
    expect(issueEnglish(ruleIssue('x', code, params))).toBe(text);
  });

  it.each<[Parameters<typeof issueEnglish>[0], Parameters<typeof issueEnglish>[1], string]>([
    [ruleIssue('email', 'required'), undefined, 'The email is required.'],
    [ruleIssue('invoice_note', 'tooLong', { max: 2000 }), undefined, 'The invoice note must be at most 2000 characters long.'],
    [ruleIssue('years', 'outOfRange', { min: 1, max: 5 }), { subject: 'the term', unit: 'years' }, 'The term must be 1 to 5 years.'],
    [ruleIssue('port', 'outOfRange', { min: 1025, max: 65535 }), { subject: 'the proxy port' }, 'The proxy port must be between 1025 and 65535.'],
    [ruleIssue('n', 'belowMin', { min: 1 }), { subject: 'max lines' }, 'Max lines must be at least 1.'],
    [ruleIssue('role', 'invalidChoice'), { subject: 'the role', choices: 'admin, member or client' }, 'Choose admin, member or client.'],
    [ruleIssue('name', 'pattern'), { subject: 'the domain name', allowed: 'letters, digits, underscores and hyphens' }, 'The domain name may hold only letters, digits, underscores and hyphens.'],
    [ruleIssue('wordpass', 'mismatch'), { subject: 'the typed username', says: { mismatch: 'Type it exactly.' } }, 'Type it exactly.'],
    [ruleIssue('duration', 'belowMinimumPayment', { min: 15000, currency: 'IDR' }), undefined, 'The minimum payment is 15000 IDR.'],
  ])('%j in the words %j', (issue, words, text) => {
    expect(issueEnglish(issue, words)).toBe(text);
  });

  it('puts the first issue of each field on its PHP form field', () => {
    expect(answerField('bio.tel')).toBe('bio[tel]');
    expect(answerField('locations.2.match')).toBe('locations[2][match]');
    expect(answerField('name')).toBe('name');
    const issues = [ruleIssue('bio.tel', 'phone'), ruleIssue('bio.tel', 'tooLong', { max: 15 }), ruleIssue('name', 'required')];
    expect(englishFieldErrors(issues, { 'bio.tel': { subject: 'the phone number' }, name: { subject: 'the username', field: 'username' } })).toEqual({
      'bio[tel]': 'The phone number must be fully qualified, starting with +.',
      username: 'The username is required.',
    });
    expect(englishFieldErrors([])).toBeUndefined();
    expect(englishOf(undefined)).toBeUndefined();
  });
});
