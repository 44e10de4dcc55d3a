import { MEMBER_ROLE_VALUES, type MemberRole } from '../api/schemas/teams';
import type { SessionServer } from '../api/schemas/session';
import { isCountryCode } from './countries';
import { checkChoice, checkEmail, checkRequired } from './field-checks';
import { checkLength, collectIssues, ruleIssue, type RuleIssue } from './issues';
import { INVITE_EMAIL_MAX_LENGTH, INVOICE_NOTE_MAX_LENGTH, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from './limits';
import { canUseServer } from './permissions-plan';

/*
 * The team forms (account-area 5): the team profile (name 3 to 255, invoice note at most 2000, a default server the
 * plan may use) and the invite-member dialog (email required, at most 255; role admin, member or client).
 */

export function checkTeamName(name: string, path = 'name'): RuleIssue | undefined {
  return checkLength(path, name, TEAM_NAME_MIN_LENGTH, TEAM_NAME_MAX_LENGTH);
}

export function checkInvoiceNote(note: string, path = 'invoice_note'): RuleIssue | undefined {
  return checkLength(path, note, 0, INVOICE_NOTE_MAX_LENGTH);
}

export interface TeamProfileValues {
  name: string;
  /** A two-letter code of the country list (rules/countries.ts). */
  country: string;
  invoice_note: string;
}

export interface TeamProfileContext {
  /** The chosen default server, when the form sets one. */
  defaultServer?: Pick<SessionServer, 'feature_level'>;
  planLevel: number;
}

/** Every rule the team profile breaks (fields: name, country, invoice_note, default_server). */
export function teamProfileIssues(values: TeamProfileValues, context?: TeamProfileContext): RuleIssue[] {
  const server = context?.defaultServer;
  return collectIssues(
    checkTeamName(values.name),
    checkRequired('country', values.country) ?? (isCountryCode(values.country) ? undefined : ruleIssue('country', 'invalidChoice')),
    checkInvoiceNote(values.invoice_note),
    server && context && !canUseServer(server, context.planLevel) ? ruleIssue('default_server', 'planTooLow') : undefined,
  );
}

export interface InviteMemberValues {
  email: string;
  /** '' before a role is chosen. */
  role: MemberRole | '';
}

/** Every rule the invite-member dialog breaks (fields: email, role). */
export function inviteMemberIssues(values: InviteMemberValues): RuleIssue[] {
  return collectIssues(checkEmail('email', values.email, INVITE_EMAIL_MAX_LENGTH), checkChoice('role', values.role, MEMBER_ROLE_VALUES));
}

/** The dialog's save is enabled once the email and role break no rule. */
export function canSubmitInviteMember(values: InviteMemberValues): boolean {
  return inviteMemberIssues(values).length === 0;
}
