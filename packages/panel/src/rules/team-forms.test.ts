import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import { canSubmitInviteMember, checkInvoiceNote, checkTeamName, inviteMemberIssues, teamProfileIssues, type InviteMemberValues } from './team-forms';

describe('team name (3 to 255) and invoice note (at most 2000)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['Lestari Studio', undefined],
    ['abc', undefined],
    ['x'.repeat(255), undefined],
    ['', ruleIssue('name', 'required')],
    ['ab', ruleIssue('name', 'tooShort', { min: 3 })],
    ['x'.repeat(256), ruleIssue('name', 'tooLong', { max: 255 })],
  ])('team name %j', (name, expected) => {
    expect(checkTeamName(name)).toEqual(expected);
  });

  it.each<[string, RuleIssue | undefined]>([
    ['', undefined],
    ['PT Lestari, NPWP 01.234.567.8-901.000', undefined],
    ['x'.repeat(2000), undefined],
    ['x'.repeat(2001), ruleIssue('invoice_note', 'tooLong', { max: 2000 })],
  ])('invoice note of %#', (note, expected) => {
    expect(checkInvoiceNote(note)).toEqual(expected);
  });
});

describe('team profile', () => {
  const values = { name: 'Lestari Studio', country: 'ID', invoice_note: '' };
  it('accepts a valid profile', () => {
    expect(teamProfileIssues(values)).toEqual([]);
  });

  it('reports name, country, note and a server the plan cannot use', () => {
    expect(teamProfileIssues({ name: 'x', country: 'Indonesia', invoice_note: 'x'.repeat(2001) }, { defaultServer: { feature_level: 2 }, planLevel: 0 })).toEqual([
      ruleIssue('name', 'tooShort', { min: 3 }),
      ruleIssue('country', 'invalidChoice'),
      ruleIssue('invoice_note', 'tooLong', { max: 2000 }),
      ruleIssue('default_server', 'planTooLow'),
    ]);
    expect(teamProfileIssues({ ...values, country: '' })).toEqual([ruleIssue('country', 'required')]);
    // Two capitals are not enough: the code must be on the country list.
    expect(teamProfileIssues({ ...values, country: 'ZZ' })).toEqual([ruleIssue('country', 'invalidChoice')]);
    expect(teamProfileIssues(values, { defaultServer: { feature_level: 1 }, planLevel: 1 })).toEqual([]);
  });
});

describe('invite member (account-area 5: email required, at most 255; role admin, member or client)', () => {
  it.each<[InviteMemberValues, RuleIssue[]]>([
    [{ email: 'putri@lestari.studio', role: 'member' }, []],
    [{ email: 'putri@lestari.studio', role: 'client' }, []],
    [{ email: 'putri@lestari.studio', role: 'admin' }, []],
    [{ email: '', role: '' }, [ruleIssue('email', 'required'), ruleIssue('role', 'required')]],
    [{ email: 'not-an-email', role: 'member' }, [ruleIssue('email', 'email')]],
    [{ email: `${'p'.repeat(244)}@example.com`, role: 'member' }, [ruleIssue('email', 'tooLong', { max: 255 })]],
  ])('%j', (values, issues) => {
    expect(inviteMemberIssues(values)).toEqual(issues);
    expect(canSubmitInviteMember(values)).toBe(issues.length === 0);
  });

  it('refuses the owner role, which is never given by invitation', () => {
    expect(inviteMemberIssues({ email: 'putri@lestari.studio', role: 'owner' as InviteMemberValues['role'] })).toEqual([ruleIssue('role', 'invalidChoice')]);
  });
});
