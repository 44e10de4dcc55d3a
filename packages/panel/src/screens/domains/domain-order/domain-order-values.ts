import { DOMAIN_CONTACT_FIELDS, type DomainContact, type DomainOrder } from '../../../api/schemas/domains';
import type { ServerFieldNames } from '../../../forms';
import { domainOrderIssues, type DomainOrderKind } from '../../../rules/domain-order';
import { checkRequired } from '../../../rules/field-checks';
import { collectIssues, type RuleIssue } from '../../../rules/issues';

/** The contact as the form holds it: every field a string, the optional ones empty when not given. */
export type DomainContactValues = Required<DomainContact>;

/** The order and the transfer form: the transfer adds the EPP code, the order chooses the term. */
export interface DomainOrderFormValues {
  name: string;
  scheme: string;
  years: number;
  secret: string;
  bio: DomainContactValues;
  /** Whether the order carries a separate user contact; unticked, `user` is kept but not checked nor sent. */
  hasUserContact: boolean;
  user: DomainContactValues;
}

/** The form's two contacts, by the name of their fields ('bio.fname', 'user.fname'). */
export type DomainContactName = 'bio' | 'user';

export const EMPTY_CONTACT: DomainContactValues = { fname: '', lname: '', company: '', email: '', tel: '', country: '', state: '', city: '', postal: '', address1: '', address2: '' };

/** A transfer moves the registration as it is and adds one year (the registries' rule); the form does not ask. */
export const TRANSFER_YEARS = 1;

export function emptyOrderValues(scheme: string, bio: Partial<DomainContactValues> = {}): DomainOrderFormValues {
  return { name: '', scheme, years: 1, secret: '', bio: { ...EMPTY_CONTACT, ...bio }, hasUserContact: false, user: EMPTY_CONTACT };
}

/** The user contact when ticked; unticked it is neither checked nor sent. */
function userContactOf(values: DomainOrderFormValues): DomainContactValues | undefined {
  return values.hasUserContact ? values.user : undefined;
}

/** Every rule the form breaks (fields name, scheme, years, secret, bio.*, user.*); the scheme is one of the offered ones. */
export function domainOrderFormIssues(values: DomainOrderFormValues, kind: DomainOrderKind): RuleIssue[] {
  return collectIssues(checkRequired('scheme', values.scheme), domainOrderIssues({ ...values, user: userContactOf(values) }, kind));
}

/** A contact as the API takes it: the optional fields left out when empty. */
function toDomainContact({ lname, address2, ...required }: DomainContactValues): DomainContact {
  return { ...required, ...(lname.trim() ? { lname } : {}), ...(address2.trim() ? { address2 } : {}) };
}

/** The order as the API takes it: the user contact only when ticked, the EPP code only for a transfer. */
export function toDomainOrder(values: DomainOrderFormValues, kind: DomainOrderKind): DomainOrder {
  const user = userContactOf(values);
  const order: DomainOrder = {
    name: values.name.trim(),
    scheme: values.scheme,
    years: kind === 'transfer' ? TRANSFER_YEARS : values.years,
    bio: toDomainContact(values.bio),
    ...(user ? { user: toDomainContact(user) } : {}),
  };
  return kind === 'transfer' ? { ...order, secret: values.secret.trim() } : order;
}

const CONTACT_NAMES: readonly DomainContactName[] = ['bio', 'user'];

/** The server names the contacts' fields as a PHP form does ('bio[fname]', 'user[fname]'); the form holds them as 'bio.fname'. */
export const SERVER_FIELD_NAMES: ServerFieldNames<DomainOrderFormValues> = Object.fromEntries(
  CONTACT_NAMES.flatMap((contact) => DOMAIN_CONTACT_FIELDS.map((field) => [`${contact}[${field}]`, `${contact}.${field}` as const])),
);
