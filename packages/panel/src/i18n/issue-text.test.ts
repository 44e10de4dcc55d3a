import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ISSUE_CODES, ruleIssue, type IssueCode } from '../rules/issues';
import { issueKey, issueText } from './issue-text';
import { PANEL_LANGUAGES, type PanelLanguage } from './languages';

const ISSUES = import.meta.glob<Record<string, unknown>>('./*/issues.json', { import: 'default', eager: true });

function issuesOf(language: PanelLanguage): Record<string, unknown> {
  const catalog = ISSUES[`./${language}/issues.json`];
  if (!catalog) throw new Error(`missing ${language}/issues.json`);
  return catalog;
}

function translatorFor(language: PanelLanguage) {
  const i18n = createInstance();
  void i18n.init({
    lng: language,
    fallbackLng: false,
    initAsync: false,
    ns: ['issues'],
    defaultNS: 'issues',
    resources: { [language]: { issues: issuesOf(language) } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'issues');
}

describe('issue texts', () => {
  it.each(PANEL_LANGUAGES)('%s has a text for every issue code, and nothing else', (language) => {
    const issues = issuesOf(language);
    for (const code of ISSUE_CODES) expect(typeof issues[code], `${language}: issues:${code}`).toBe('string');
    expect(Object.keys(issues).sort()).toEqual([...ISSUE_CODES].sort());
  });

  it('names the catalog key after the code', () => {
    expect(issueKey(ruleIssue('name', 'tooLong', { max: 3 }))).toBe('tooLong');
  });

  it.each<[IssueCode, Record<string, number | string> | undefined, string]>([
    ['required', undefined, 'This field is required.'],
    ['tooShort', { min: 3 }, 'Use at least 3 characters.'],
    ['lengthRange', { min: 5, max: 32 }, 'Use 5 to 32 characters.'],
    ['outOfRange', { min: 1025, max: 65535 }, 'Enter a value from 1025 to 65535.'],
    ['belowMinimumPayment', { min: 15000, currency: 'IDR' }, 'The minimum payment is 15000 IDR.'],
    // The spec's own wording (host-area 5.11, 5.15, 8; account-area 5, 8).
    ['pathInvalid', undefined, 'Path input is not valid'],
    ['pathNotUnique', undefined, 'Path value must unique with other path entries'],
    ['passwordCancelled', { min: 8 }, 'Setting password cancelled, must be at least 8 characters'],
    ['domainUnavailable', undefined, 'Domain is currently unavailable.'],
    ['domainCheckFailed', undefined, 'Failed to check domain availability'],
  ])('says %s in English with its parameters', (code, params, text) => {
    expect(issueText(translatorFor('en'), ruleIssue('field', code, params))).toBe(text);
  });

  it('says an issue in the user language, parameters filled in', () => {
    expect(issueText(translatorFor('de'), ruleIssue('name', 'tooLong', { max: 255 }))).toBe('Verwenden Sie höchstens 255 Zeichen.');
    expect(issueText(translatorFor('ja'), ruleIssue('ip', 'ipAddress', { version: 6 }))).toBe('有効な IPv6 アドレスを入力してください。');
  });

  it.each(PANEL_LANGUAGES)('%s leaves no placeholder unfilled when every parameter a rule sends is given', (language) => {
    const t = translatorFor(language);
    const params = { min: 1, max: 2, currency: 'USD', version: 4, line: 3, type: 'DS' };
    for (const code of ISSUE_CODES) expect(issueText(t, ruleIssue('field', code, params)), `${language}: ${code}`).not.toMatch(/\{\{|^issues\./);
  });
});
