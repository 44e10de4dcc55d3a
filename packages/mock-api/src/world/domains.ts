import { DOMAIN_YEARS_MAX, DOMAIN_YEARS_MIN, canOrderDomains, type Domain, type DomainCheck, type DomainCheckStatus, type DomainContact, type DomainDetail, type PanelApi } from '@hostdeck/panel';
import { nextId, teamAccess, teamBase, type TeamAccess } from './access';
import { createInvoice } from './invoices';
import { operation, query } from './operation';
import { collectErrors, forbidden, invalid, notFound, ok, refused, type FormAnswer, type Outcome } from './result';
import type { WorldDomain, WorldScheme, WorldState } from './state';
import { checkEmail } from './validate';

type OrderInput = Parameters<PanelApi['orderDomain']>[0];
type TransferInput = Parameters<PanelApi['transferDomain']>[0];

/** account-area 5: word characters and hyphens. */
const DOMAIN_NAME = /^[\w-]+$/;
const YEARS_MIN = DOMAIN_YEARS_MIN;
const YEARS_MAX = DOMAIN_YEARS_MAX;
/** Names the simulated registry reports as taken, besides every domain of the world. */
const REGISTERED = new Set(['google', 'facebook', 'example', 'github', 'wikipedia', 'domcloud', 'tokopedia']);
/** account-area 5: contact field limits; all required but the last name and the second address line. */
const CONTACT_LIMITS: Record<keyof DomainContact, number> = { fname: 32, lname: 32, company: 32, email: 63, tel: 15, country: 2, state: 32, city: 32, postal: 32, address1: 255, address2: 255 };
const OPTIONAL_CONTACT = new Set(['lname', 'address2']);

export function toDomain(domain: WorldDomain): Domain {
  const { id, name, status, expiry_at, metadata } = structuredClone(domain);
  return { id, name, status, expiry_at, metadata };
}

/** A domain through the team that holds it (the path's team when given). */
export function domainAccess(state: WorldState, domainId: number, teamId?: number): Outcome<TeamAccess & { domain: WorldDomain }> {
  const domain = state.domains.find((item) => item.id === domainId);
  if (!domain || (teamId !== undefined && domain.team_id !== teamId)) return notFound('Domain not found');
  const access = teamAccess(state, domain.team_id);
  return access.ok ? ok({ ...access.value, domain }) : access;
}

function schemeOf(state: WorldState, id: string): WorldScheme | undefined {
  return state.catalog.schemes.find((scheme) => scheme.id === id);
}

/** Registry answer for a name and scheme: invalid, unavailable (taken), error (the registry failed) or available. */
export function domainStatus(state: WorldState, name: string, scheme: string): DomainCheckStatus {
  if (!DOMAIN_NAME.test(name) || !schemeOf(state, scheme)) return 'invalid';
  if (name.startsWith('error-')) return 'error';
  const full = `${name}.${scheme}`.toLowerCase();
  if (REGISTERED.has(name.toLowerCase()) || state.domains.some((domain) => domain.name === full && domain.status !== 'removed')) return 'unavailable';
  return 'available';
}

function checkContact(bio: DomainContact): Record<string, string> | undefined {
  const checks: Record<string, string | undefined> = {};
  for (const [field, limit] of Object.entries(CONTACT_LIMITS)) {
    const value = bio[field as keyof DomainContact] ?? '';
    if (value === '' && !OPTIONAL_CONTACT.has(field)) checks[`bio[${field}]`] = `The ${field} field is required.`;
    else if (value.length > limit) checks[`bio[${field}]`] = `The ${field} field must be at most ${limit} characters long.`;
  }
  checks['bio[email]'] ??= bio.email ? checkEmail(bio.email) : undefined;
  checks['bio[tel]'] ??= bio.tel && !/^\+\d{6,14}$/.test(bio.tel) ? 'The phone number must be fully qualified, starting with +.' : undefined;
  return collectErrors(checks);
}

/** Members and clients do not order or transfer domains (account-area 6). */
function orderGate(state: WorldState, teamId: number): Outcome<TeamAccess> {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  if (!canOrderDomains(access.value.role)) return forbidden('Members cannot order domains.');
  return access;
}

function placeOrder(state: WorldState, access: TeamAccess, input: OrderInput, kind: 'order' | 'transfer', now: number): Outcome<FormAnswer> {
  const { team } = access;
  const scheme = schemeOf(state, input.scheme);
  const years = input.years;
  const errors = collectErrors({
    name: DOMAIN_NAME.test(input.name) ? undefined : 'The domain name may hold only letters, digits, underscores and hyphens.',
    scheme: scheme ? undefined : 'Choose a domain extension.',
    years: Number.isInteger(years) && years >= YEARS_MIN && years <= YEARS_MAX ? undefined : `The term must be ${YEARS_MIN} to ${YEARS_MAX} years.`,
  });
  const contact = checkContact(input.bio);
  if (errors || contact || !scheme) return invalid({ ...errors, ...contact });
  const name = `${input.name}.${input.scheme}`.toLowerCase();
  const status = domainStatus(state, input.name, input.scheme);
  if (status === 'error') return refused('Failed to check domain availability');
  if (kind === 'order' && status !== 'available') return invalid({ name: 'Domain is currently unavailable.' });
  if (kind === 'transfer' && status === 'available') return invalid({ name: 'This domain is not registered yet; order it instead.' });
  const id = nextId(state.domains, 501);
  state.domains.push({ id, name, status: 'pending', expiry_at: null, metadata: null, team_id: team.id });
  const price = scheme.price[team.currency];
  const total = price.purchase + price.renewal * (years - 1);
  createInvoice(state, team, { message: `Domain ${kind === 'order' ? 'registration' : 'transfer'} ${name} for ${years} year${years > 1 ? 's' : ''}`, price: total, currency: team.currency, effect: { kind: 'domain-order', domain_id: id, years } }, now);
  return ok({ message: kind === 'order' ? 'Domain ordered; pay to register it.' : 'Transfer ordered; pay to start it. No refunds.', redirect: `${teamBase(state, team.id)}/domain/detail/${id}` });
}

export const listDomains = query<{ teamId: number }, Domain[]>((state, { teamId }) => {
  const access = teamAccess(state, teamId);
  return access.ok ? ok(state.domains.filter((domain) => domain.team_id === teamId).map(toDomain)) : access;
});

export const getDomain = query<{ domainId: number }, DomainDetail>((state, { domainId }) => {
  const access = domainAccess(state, domainId);
  if (!access.ok) return access;
  const { domain, team } = access.value;
  const scheme = schemeOf(state, domain.name.slice(domain.name.indexOf('.') + 1));
  return ok({ ...toDomain(domain), price: scheme ? { ...scheme.price[team.currency] } : null });
});

export const checkDomain = query<{ name: string; scheme: string }, DomainCheck>((state, { name, scheme }) => {
  const status = domainStatus(state, name, scheme);
  const team = state.teams.find((item) => item.id === state.session.teamId);
  const price = schemeOf(state, scheme)?.price[team?.currency ?? 'usd'];
  return ok({ domain: `${name}.${scheme}`.toLowerCase(), status, price: price ? { ...price } : null });
});

export const orderDomain = operation<OrderInput, FormAnswer>((state, input, now) => {
  const access = orderGate(state, input.teamId);
  return access.ok ? placeOrder(state, access.value, input, 'order', now) : access;
});

/** A transfer needs the EPP code, and the domain must not be transfer-locked (account-area 2). */
export const transferDomain = operation<TransferInput, FormAnswer>((state, input, now) => {
  const access = orderGate(state, input.teamId);
  if (!access.ok) return access;
  if (!input.secret) return invalid({ secret: 'The transfer code is required.' });
  const name = `${input.name}.${input.scheme}`.toLowerCase();
  const held = state.domains.find((domain) => domain.name === name && domain.status !== 'removed');
  if (held?.metadata?.locks?.transfer) return invalid({ name: 'The domain is locked for transfer; unlock it at its current registrar first.' });
  if (held && held.metadata?.code !== input.secret) return invalid({ secret: 'The transfer code is not correct.' });
  return placeOrder(state, access.value, input, 'transfer', now);
});

/** Renewal is refused for pending or removed domains (account-area 4); it adds an invoice for the years. */
export const renewDomain = operation<{ teamId: number; domainId: number; years: number }, FormAnswer>((state, { teamId, domainId, years }, now) => {
  const access = domainAccess(state, domainId, teamId);
  if (!access.ok) return access;
  const { domain, team, role } = access.value;
  if (role === 'client') return forbidden('Clients cannot renew domains.');
  if (domain.status === 'pending' || domain.status === 'removed') return refused(`A ${domain.status} domain cannot be renewed.`);
  if (!Number.isInteger(years) || years < YEARS_MIN || years > YEARS_MAX) return invalid({ years: `The term must be ${YEARS_MIN} to ${YEARS_MAX} years.` });
  const price = schemeOf(state, domain.name.slice(domain.name.indexOf('.') + 1))?.price[team.currency];
  if (!price) return refused('This extension cannot be renewed here.');
  createInvoice(state, team, { message: `Domain renewal ${domain.name} for ${years} year${years > 1 ? 's' : ''}`, price: price.renewal * years, currency: team.currency, effect: { kind: 'domain-renew', domain_id: domain.id, years } }, now);
  return ok({ message: 'Renewal added to your invoices.', redirect: `${teamBase(state, team.id)}/invoice` });
});
