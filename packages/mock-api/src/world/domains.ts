import type { Domain, DomainCheck, DomainCheckStatus, DomainDetail, PanelApi } from '@hostdeck/panel/contract';
import { DOMAIN_NAME_PATTERN, canOrderDomains, canRenewDomain, checkDomainAvailability, checkDomainYears, checkRequired, domainOrderIssues, domainOrderTotal, domainRenewalTotal } from '@hostdeck/panel/rules';
import { nextId, teamAccess, teamBase, type TeamAccess } from './access';
import { createInvoice } from './invoices';
import { operation, query } from './operation';
import { englishFieldErrors, englishOf, issueEnglish, type FieldWords } from './issue-english';
import { forbidden, invalid, notFound, ok, refused, type FormAnswer, type Outcome } from './result';
import type { WorldDomain, WorldScheme, WorldState } from './state';

type OrderInput = Parameters<PanelApi['orderDomain']>[0];
type TransferInput = Parameters<PanelApi['transferDomain']>[0];

/** Names the simulated registry reports as taken, besides every domain of the world. */
const REGISTERED = new Set(['google', 'facebook', 'example', 'github', 'wikipedia', 'domcloud', 'tokopedia']);
/** How the answers name a contact's fields; the user contact's say whose they are. */
function contactWords(prefix: 'bio' | 'user', whose: string): Record<string, FieldWords> {
  return {
    [`${prefix}.fname`]: { subject: `the ${whose}first name` },
    [`${prefix}.lname`]: { subject: `the ${whose}last name` },
    [`${prefix}.company`]: { subject: `the ${whose}company` },
    [`${prefix}.email`]: { subject: `the ${whose}email` },
    [`${prefix}.tel`]: { subject: `the ${whose}phone number` },
    [`${prefix}.country`]: { subject: `the ${whose}country`, choices: 'a country' },
    [`${prefix}.state`]: { subject: `the ${whose}state` },
    [`${prefix}.city`]: { subject: `the ${whose}city` },
    [`${prefix}.postal`]: { subject: `the ${whose}postal code` },
    [`${prefix}.address1`]: { subject: `the ${whose}address` },
    [`${prefix}.address2`]: { subject: `the ${whose}second address line` },
  };
}

/** How the order's answers name its fields. */
const ORDER_WORDS: Readonly<Record<string, FieldWords>> = {
  name: { subject: 'the domain name', allowed: 'letters, digits, underscores and hyphens' },
  years: { subject: 'the term', unit: 'years' },
  secret: { subject: 'the transfer code' },
  ...contactWords('bio', ''),
  ...contactWords('user', "user contact's "),
};

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
  if (!DOMAIN_NAME_PATTERN.test(name) || !schemeOf(state, scheme)) return 'invalid';
  if (name.startsWith('error-')) return 'error';
  const full = `${name}.${scheme}`.toLowerCase();
  if (REGISTERED.has(name.toLowerCase()) || state.domains.some((domain) => domain.name === full && domain.status !== 'removed')) return 'unavailable';
  return 'available';
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
  const errors = englishFieldErrors(domainOrderIssues({ name: input.name, years, bio: input.bio, user: input.user }), ORDER_WORDS);
  if (errors || !scheme) return invalid({ ...errors, ...(scheme ? {} : { scheme: 'Choose a domain extension.' }) });
  const name = `${input.name}.${input.scheme}`.toLowerCase();
  // account-area 4: only an available name is ordered, only a registered one transferred.
  const availability = checkDomainAvailability(domainStatus(state, input.name, input.scheme), kind);
  if (availability) {
    const message = issueEnglish(availability, ORDER_WORDS.name);
    return availability.code === 'domainCheckFailed' ? refused(message) : invalid({ name: message });
  }
  const id = nextId(state.domains, 501);
  state.domains.push({ id, name, status: 'pending', expiry_at: null, metadata: null, team_id: team.id });
  const price = scheme.price[team.currency];
  const total = domainOrderTotal(price, years);
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
  const secret = englishOf(checkRequired('secret', input.secret), ORDER_WORDS.secret);
  if (secret) return invalid({ secret });
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
  if (!canRenewDomain(domain.status)) return refused(`A ${domain.status} domain cannot be renewed.`);
  const term = englishOf(checkDomainYears(years), ORDER_WORDS.years);
  if (term) return invalid({ years: term });
  const price = schemeOf(state, domain.name.slice(domain.name.indexOf('.') + 1))?.price[team.currency];
  if (!price) return refused('This extension cannot be renewed here.');
  createInvoice(state, team, { message: `Domain renewal ${domain.name} for ${years} year${years > 1 ? 's' : ''}`, price: domainRenewalTotal(price, years), currency: team.currency, effect: { kind: 'domain-renew', domain_id: domain.id, years } }, now);
  return ok({ message: 'Renewal added to your invoices.', redirect: `${teamBase(state, team.id)}/invoice` });
});
