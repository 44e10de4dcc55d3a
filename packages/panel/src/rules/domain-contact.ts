import { DOMAIN_CONTACT_FIELDS, type DomainContact } from '../api/schemas/domains';
import { checkEmail, checkPhone, checkRequired } from './field-checks';
import { checkLength, ruleIssue, type RuleIssue } from './issues';

/*
 * The registrant contact of a domain order (account-area 3 and 5): the owner contact, and an optional user contact
 * whose postal code is shorter.
 */

export type DomainContactField = keyof DomainContact;
export type DomainContactKind = 'owner' | 'user';

/** account-area 5: the longest text each field takes; the postal code is 8 for the user contact and 32 for the owner. */
export function domainContactLimits(kind: DomainContactKind): Readonly<Record<Exclude<DomainContactField, 'country'>, number>> {
  return { fname: 32, lname: 32, company: 32, email: 63, tel: 15, state: 32, city: 32, postal: kind === 'user' ? 8 : 32, address1: 255, address2: 255 };
}

/** account-area 5: every field is required except the last name and the second address line. */
export const OPTIONAL_CONTACT_FIELDS: readonly DomainContactField[] = ['lname', 'address2'];

/** A country of the country list: its two-letter code. */
const COUNTRY_CODE = /^[A-Za-z]{2}$/;

export interface DomainContactCheckOptions {
  kind?: DomainContactKind;
  /** Where the contact sits in the form; its fields' issues are `<prefix>.<field>`. */
  pathPrefix?: string;
}

/** Every contact rule the values break, one issue per field, in form order. */
export function domainContactIssues(contact: Partial<DomainContact>, { kind = 'owner', pathPrefix = 'bio' }: DomainContactCheckOptions = {}): RuleIssue[] {
  const limits = domainContactLimits(kind);
  const pathOf = (field: DomainContactField) => (pathPrefix === '' ? field : `${pathPrefix}.${field}`);
  const issues: RuleIssue[] = [];
  for (const field of DOMAIN_CONTACT_FIELDS) {
    const value = contact[field] ?? '';
    const path = pathOf(field);
    let issue: RuleIssue | undefined;
    if (field === 'country') issue = checkRequired(path, value) ?? (COUNTRY_CODE.test(value) ? undefined : ruleIssue(path, 'invalidChoice'));
    else if (OPTIONAL_CONTACT_FIELDS.includes(field)) issue = checkLength(path, value, 0, limits[field]);
    else if (field === 'email') issue = checkEmail(path, value, limits.email);
    else if (field === 'tel') issue = checkPhone(path, value, limits.tel);
    else issue = checkRequired(path, value) ?? checkLength(path, value, 1, limits[field]);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** The order form's "contact is set": a contact that breaks no rule. */
export function isDomainContactComplete(contact: Partial<DomainContact> | undefined | null, kind: DomainContactKind = 'owner'): boolean {
  return contact !== undefined && contact !== null && domainContactIssues(contact, { kind }).length === 0;
}

/** A phone that holds nothing yet, or only a dial code ('+62'): choosing a country may replace it. */
const BARE_DIAL_CODE = /^\s*(\+\d{0,4})?\s*$/;

/**
 * account-area 5: the phone is fully qualified, so choosing a country offers its dial code ('+62') to start the
 * number with; a number the user has already typed is kept.
 */
export function phoneWithDialCode(tel: string, dialCode: string | undefined): string {
  return dialCode !== undefined && BARE_DIAL_CODE.test(tel) ? dialCode : tel;
}
