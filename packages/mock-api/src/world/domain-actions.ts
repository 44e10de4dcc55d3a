import { CUSTOM_DOMAIN_PATTERN, DOMAIN_NAME_SERVERS_MAX, DOMAIN_NAME_SERVERS_MIN, canDeleteDomain, canPayDomain } from '@hostdeck/panel/rules';
import { teamBase } from './access';
import { domainAccess } from './domains';
import { payItems } from './invoices';
import { operation } from './operation';
import { done, forbidden, invalid, refused, type FormAnswer } from './result';
import { formatDateTime } from './time';

interface DomainInput {
  teamId: number;
  domainId: number;
}

/** Name servers a registry accepts: 2 to 13 host names (the DNS tab's form checks the same). */
const NS_MIN = DOMAIN_NAME_SERVERS_MIN;
const NS_MAX = DOMAIN_NAME_SERVERS_MAX;


export const updateDomainLocks = operation<DomainInput & { transfer?: boolean; privacy?: boolean }, FormAnswer>((state, input) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const { domain, role } = access.value;
  if (role === 'client') return forbidden('Clients cannot change domains.');
  if (domain.status !== 'active' || !domain.metadata) return refused('Locks can be changed on an active domain only.');
  const locks = domain.metadata.locks ?? {};
  domain.metadata.locks = { transfer: input.transfer ?? locks.transfer ?? false, privacy: input.privacy ?? locks.privacy ?? false };
  return done('Command Complete Successfully');
});

export const updateDomainNameServers = operation<DomainInput & { ns: readonly string[] }, FormAnswer>((state, input) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const { domain, role } = access.value;
  if (role === 'client') return forbidden('Clients cannot change domains.');
  if (domain.status !== 'active' || !domain.metadata) return refused('Name servers can be changed on an active domain only.');
  const ns = input.ns.map((item) => item.trim().toLowerCase().replace(/\.$/, '')).filter(Boolean);
  if (ns.length < NS_MIN || ns.length > NS_MAX) return invalid({ ns: `Give ${NS_MIN} to ${NS_MAX} name servers.` });
  const bad = ns.find((item) => !CUSTOM_DOMAIN_PATTERN.test(item));
  if (bad) return invalid({ ns: `${bad} is not a valid name server.` });
  domain.metadata.ns = ns;
  return done('Command Complete Successfully');
});

/** The verification resend (action resendraa) exists only while a verification email is pending (account-area 4). */
export const resendDomainVerification = operation<DomainInput, FormAnswer>((state, input) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const meta = access.value.domain.metadata;
  if (!meta?.verifyEmail || meta.verifyStatus === 'Complete' || meta.verifyStatus === 'No Need') return refused('This domain has no pending verification.');
  return done(`Verification email sent to ${meta.verifyEmail}`);
});

/** Pays a pending domain's order invoice; the domain becomes active. */
export const payDomain = operation<DomainInput & { paymentType: string }, FormAnswer>((state, input, now) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const { domain, team, role } = access.value;
  if (role === 'client') return forbidden('Clients cannot pay invoices.');
  if (!canPayDomain(domain.status)) return refused('Only a pending domain can be paid.');
  if (input.paymentType.trim() === '') return invalid({ payment_type: 'Choose a payment method.' });
  const items = state.invoices.filter((item) => item.effect?.kind === 'domain-order' && item.effect.domain_id === domain.id);
  if (items.length === 0) return refused('This domain has no invoice to pay.');
  payItems(state, team, items, input.paymentType, now);
  return done('Command Complete Successfully', `${teamBase(state, team.id)}/domain/detail/${domain.id}?msg=${encodeURIComponent('Command Complete Successfully')}`);
});

export const cancelDomainPayment = operation<DomainInput, FormAnswer>((state, input) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  if (access.value.domain.status !== 'pending') return refused('Only a pending domain has a payment to cancel.');
  return done('Payment cancelled');
});

export const requestDomainInvoice = operation<DomainInput, FormAnswer>((state, input, now) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const items = state.invoices.filter((item) => item.effect?.kind === 'domain-order' && item.effect.domain_id === input.domainId);
  if (items.length === 0) return refused('This domain has no pending invoice.');
  for (const item of items) item.metadata._invoiced ??= formatDateTime(now);
  return done('Invoice sent');
});

/** Pending and removed domains can be deleted (account-area 4); their pending invoices go with them. */
export const deleteDomain = operation<DomainInput, FormAnswer>((state, input) => {
  const access = domainAccess(state, input.domainId, input.teamId);
  if (!access.ok) return access;
  const { domain, role } = access.value;
  if (role === 'member' || role === 'client') return forbidden('Members cannot delete domains.');
  if (!canDeleteDomain(domain.status)) return forbidden(`An ${domain.status} domain cannot be deleted.`);
  state.domains = state.domains.filter((item) => item.id !== domain.id);
  state.invoices = state.invoices.filter((item) => !(item.effect && item.effect.kind !== 'plan' && item.effect.domain_id === domain.id));
  return done('Domain deleted');
});
