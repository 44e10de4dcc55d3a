import type { DomainCheckStatus, DomainContact, DomainPrice } from '../api/schemas/domains';
import { domainContactIssues, isDomainContactComplete } from './domain-contact';
import { checkIntRange, checkRequired } from './field-checks';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { DOMAIN_YEARS_MAX, DOMAIN_YEARS_MIN } from './limits';

/*
 * Ordering and transferring a domain (account-area 2, 4, 5 and 9): the name without its scheme, the term in years,
 * the registry's availability, the registrant contact, and the price of the term.
 */

/** account-area 5: word characters and hyphens only. */
export const DOMAIN_NAME_PATTERN = /^[\w-]+$/;

export function checkDomainName(name: string, path = 'name'): RuleIssue | undefined {
  return checkRequired(path, name) ?? (DOMAIN_NAME_PATTERN.test(name) ? undefined : ruleIssue(path, 'pattern'));
}

/** account-area 5 and 9: a term of 1 to 5 whole years (orders, transfers and renewals). */
export function checkDomainYears(years: number, path = 'years'): RuleIssue | undefined {
  return checkIntRange(path, years, DOMAIN_YEARS_MIN, DOMAIN_YEARS_MAX);
}

export type DomainOrderKind = 'order' | 'transfer';

/**
 * account-area 4: only an available domain can be ordered; a transfer needs a registered one (not available). A check
 * that failed, or a name the registry calls invalid, allows neither.
 */
export function checkDomainAvailability(status: DomainCheckStatus | undefined, kind: DomainOrderKind, path = 'name'): RuleIssue | undefined {
  if (status === undefined) return ruleIssue(path, 'required');
  if (status === 'error') return ruleIssue(path, 'domainCheckFailed');
  if (status === 'invalid') return ruleIssue(path, 'pattern');
  if (kind === 'order') return status === 'available' ? undefined : ruleIssue(path, 'domainUnavailable');
  return status === 'available' ? ruleIssue(path, 'domainNotRegistered') : undefined;
}

export interface DomainOrderValues {
  name: string;
  years: number;
  bio: Partial<DomainContact>;
  /** The optional separate user contact (account-area 3); its postal code is shorter than the owner's. */
  user?: Partial<DomainContact>;
  /** The transfer (EPP) code; transfers only. */
  secret?: string;
}

/** Every rule an order or a transfer breaks before the registry is asked (fields: name, years, secret, bio.*, user.*). */
export function domainOrderIssues(values: DomainOrderValues, kind: DomainOrderKind = 'order'): RuleIssue[] {
  return collectIssues(
    checkDomainName(values.name),
    checkDomainYears(values.years),
    kind === 'transfer' ? checkRequired('secret', values.secret ?? '') : undefined,
    domainContactIssues(values.bio),
    values.user ? domainContactIssues(values.user, { kind: 'user', pathPrefix: 'user' }) : [],
  );
}

export interface DomainOrderState {
  name: string;
  years: number | undefined;
  /** The availability check's answer for the name and scheme; undefined before it arrives. */
  availability: DomainCheckStatus | undefined;
  contact: Partial<DomainContact> | undefined | null;
  /** The separate user contact when the order carries one: then it must be complete too. */
  user?: Partial<DomainContact>;
  secret?: string;
}

/** The owner contact complete, and the user contact too when the order carries one. */
export function areOrderContactsComplete(state: Pick<DomainOrderState, 'contact' | 'user'>): boolean {
  return isDomainContactComplete(state.contact) && (state.user === undefined || isDomainContactComplete(state.user, 'user'));
}

/** account-area 5: the order button is enabled only when contact, name, availability and years are set. */
export function canSubmitDomainOrder(state: DomainOrderState): boolean {
  return (
    areOrderContactsComplete(state) &&
    checkDomainName(state.name) === undefined &&
    checkDomainAvailability(state.availability, 'order') === undefined &&
    state.years !== undefined &&
    checkDomainYears(state.years) === undefined
  );
}

/** account-area 2 and 4: a transfer needs the name, a registered domain, the transfer code and the contact. */
export function canSubmitDomainTransfer(state: DomainOrderState): boolean {
  return (
    areOrderContactsComplete(state) &&
    checkDomainName(state.name) === undefined &&
    checkDomainAvailability(state.availability, 'transfer') === undefined &&
    (state.secret ?? '').trim() !== '' &&
    state.years !== undefined &&
    checkDomainYears(state.years) === undefined
  );
}

/** account-area 9: the purchase price for the first year, the renewal price for each further year. */
export function domainOrderTotal(price: DomainPrice, years: number): number {
  return years <= 0 ? 0 : price.purchase + price.renewal * (years - 1);
}

/** A renewal pays the renewal price for every year. */
export function domainRenewalTotal(price: DomainPrice, years: number): number {
  return years <= 0 ? 0 : price.renewal * years;
}
