import * as z from 'zod/mini';
import { MEMBER_ROLE_VALUES } from '../api/schemas/teams';
import { domainOrderIssues, type DomainOrderKind } from './domain-order';
import { checkDomainChange, checkRename, hostPasswordIssues } from './host-settings-forms';
import { withRuleIssues } from './issue-schema';
import { collectIssues } from './issues';
import { emailLoginIssues, profileIssues, type ProfileContext } from './profile-form';
import { serverFormIssues, type ServerFormMode } from './server-form';
import { inviteMemberIssues, teamProfileIssues } from './team-forms';
import { upgradeTermIssues } from './upgrade-form';

/*
 * The forms' values as zod/mini schemas whose issues are the rules' coded issues (see issue-schema.ts), for a form
 * resolver. The shapes are what the forms hold (text as typed); the checks are the rules' own functions.
 */

const text = z.string();

export const domainContactValuesSchema = z.object({
  fname: text,
  lname: z.optional(text),
  company: text,
  email: text,
  tel: text,
  country: text,
  state: text,
  city: text,
  postal: text,
  address1: text,
  address2: z.optional(text),
});

export function domainOrderRulesSchema(kind: DomainOrderKind = 'order') {
  const values = z.object({ name: text, years: z.number(), bio: domainContactValuesSchema, secret: z.optional(text) });
  return withRuleIssues(values, (value) => domainOrderIssues(value, kind));
}

export function renameRulesSchema(current: string) {
  return withRuleIssues(z.object({ username: text }), ({ username }) => collectIssues(checkRename(username, current)));
}

export const hostPasswordRulesSchema = withRuleIssues(z.object({ password: text, mypasswd: z.optional(text), pgpasswd: z.optional(text) }), hostPasswordIssues);

export function domainChangeRulesSchema(current: string) {
  return withRuleIssues(z.object({ cname: text }), ({ cname }) => collectIssues(checkDomainChange(cname, current)));
}

export function profileRulesSchema(context: ProfileContext) {
  return withRuleIssues(z.object({ name: text, email: text }), (value) => profileIssues(value, context));
}

export const emailLoginRulesSchema = withRuleIssues(z.object({ password: text, passconf: text }), emailLoginIssues);

export const teamProfileRulesSchema = withRuleIssues(z.object({ name: text, country: text, invoice_note: text }), (value) => teamProfileIssues(value));

export const inviteMemberRulesSchema = withRuleIssues(z.object({ email: text, role: z.union([z.enum(MEMBER_ROLE_VALUES), z.literal('')]) }), inviteMemberIssues);

export function serverFormRulesSchema(mode: ServerFormMode) {
  return withRuleIssues(z.object({ alias: text, description: text, pass: z.optional(text) }), (value) => serverFormIssues(value, mode));
}

export const upgradeTermRulesSchema = withRuleIssues(z.object({ years: z.number(), months: z.number() }), upgradeTermIssues);
