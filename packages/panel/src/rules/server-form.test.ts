import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import { canSubmitServerForm, serverFormIssues, type ServerFormMode, type ServerFormValues } from './server-form';

const VALID: ServerFormValues = { alias: 'https://bridge.lestari.studio', description: 'Office server', pass: 's3cret' };

describe('self-hosted server form (account-area 5)', () => {
  it.each<[string, Partial<ServerFormValues>, ServerFormMode, RuleIssue[]]>([
    ['a complete create', {}, 'create', []],
    ['an update keeping the secret', { pass: '' }, 'update', []],
    ['an update without a secret field', { pass: undefined }, 'update', []],
    ['a create without a secret', { pass: '' }, 'create', [ruleIssue('pass', 'required')]],
    ['an empty form', { alias: '', description: '', pass: '' }, 'create', [ruleIssue('alias', 'required'), ruleIssue('description', 'required'), ruleIssue('pass', 'required')]],
    ['an alias that is no URL', { alias: 'not a url' }, 'create', [ruleIssue('alias', 'url')]],
    ['an alias of 40 characters', { alias: `https://${'b'.repeat(20)}.example.com` }, 'create', []],
    ['an alias of 41 characters', { alias: `https://${'b'.repeat(21)}.example.com` }, 'update', [ruleIssue('alias', 'tooLong', { max: 40 })]],
    ['a blank description', { description: '  ' }, 'update', [ruleIssue('description', 'required')]],
    ['a secret of 40 characters', { pass: 's'.repeat(40) }, 'create', []],
    ['a secret of 41 characters', { pass: 's'.repeat(41) }, 'update', [ruleIssue('pass', 'tooLong', { max: 40 })]],
  ])('%s', (_case, change, mode, issues) => {
    const values = { ...VALID, ...change };
    expect(serverFormIssues(values, mode)).toEqual(issues);
    expect(canSubmitServerForm(values, mode)).toBe(issues.length === 0);
  });
});
