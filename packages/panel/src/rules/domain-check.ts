import { DNS_TYPE_A, type DohAnswer } from '../api/schemas/deploy';
import type { DomainSuffixSource } from './order-form';

/*
 * The order form's domain check (host-area 4): what the DNS-over-HTTPS A lookup of the new host's domain means.
 *
 * - A domain one of the team's websites already has (its own domain, or the www. name it also answers to) is `in_use`
 *   before anything is looked up: ordering it would fail, and the lookup's advice (change the A record) would break
 *   that live site. The server refuses the same domains (`domainInUseBy`).
 * - A sub-domain of the platform's own suffixes (the server's wildcard or global domain) is `valid` without a lookup:
 *   the platform answers for those names itself.
 * - Otherwise the A records decide. All of them at the chosen server's IP: `valid`. Any of them elsewhere: `incorrect`
 *   (visitors would reach another machine). None at all (NXDOMAIN or an empty answer): `missing`, with how to point
 *   the DNS, except under one of the team's own domains, whose zone the team controls (and merging adds the record
 *   to): `valid_with_note`, reminding to add the record. A server without a known IP cannot be compared: an A
 *   record gives `valid_with_note`.
 * - While the 500 ms debounce or the first lookup runs: `loading`; while a failed lookup is tried again: `retrying`;
 *   a lookup that failed for good, or a resolver status other than NOERROR/NXDOMAIN: `error`.
 *
 * Submitting is allowed only in `valid` and `valid_with_note` (host-area 5.4).
 */

export const HOST_DOMAIN_CHECK_STATES = ['valid', 'valid_with_note', 'loading', 'retrying', 'incorrect', 'missing', 'error', 'in_use'] as const;
export type HostDomainCheckState = (typeof HOST_DOMAIN_CHECK_STATES)[number];

/** DNS-over-HTTPS statuses: NOERROR and NXDOMAIN are answers; anything else (SERVFAIL, REFUSED...) is a failed check. */
const DOH_NOERROR = 0;
const DOH_NXDOMAIN = 3;

/** Where the domain sits: under a platform suffix, under a team domain, or a custom full domain. */
export type HostDomainCheckKind = 'platform' | 'parent' | 'custom';

export function domainCheckKind(source: DomainSuffixSource | undefined): HostDomainCheckKind {
  if (source === 'wildcard' || source === 'global') return 'platform';
  return source === 'parent' ? 'parent' : 'custom';
}

/** Only names outside the platform's own suffixes are looked up. */
export function needsDomainLookup(kind: HostDomainCheckKind): boolean {
  return kind !== 'platform';
}

/** A domain without case or a final dot, as DNS compares names. */
function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * The website domain (of `usedDomains`, the live websites' domains) that already answers for `domain`: the same name,
 * or its www. name (a website serves both), or undefined when the domain is free.
 */
export function domainInUseBy(domain: string, usedDomains: readonly string[]): string | undefined {
  const name = normalizeDomain(domain);
  if (name === '') return undefined;
  return usedDomains.find((used) => {
    const held = normalizeDomain(used);
    return held !== '' && (name === held || name === `www.${held}`);
  });
}

/** The lookup as the data layer reports it. */
export type DomainLookupPhase =
  | { status: 'debouncing' }
  | { status: 'pending' }
  | { status: 'retrying' }
  | { status: 'failed' }
  | { status: 'answered'; answer: DohAnswer };

export interface HostDomainCheck {
  state: HostDomainCheckState;
  /** The full domain checked. */
  domain: string;
  kind: HostDomainCheckKind;
  /** The chosen server's IPv4, which the A record should point at. */
  expectedIp?: string;
  /** The A records found (for `incorrect`, and `valid_with_note` on a server without a known IP). */
  foundIps: readonly string[];
}

/** The A addresses of an answer, in order and without repeats (CNAME steps are skipped). */
export function aRecordsOf(answer: DohAnswer): string[] {
  const ips = answer.Answer.filter((record) => record.type === DNS_TYPE_A).map((record) => record.data.trim());
  return [...new Set(ips.filter((ip) => ip !== ''))];
}

/** The state an answered lookup gives. */
export function stateFromAnswer(answer: DohAnswer, kind: HostDomainCheckKind, expectedIp: string | undefined): HostDomainCheckState {
  if (kind === 'platform') return 'valid';
  if (answer.Status !== DOH_NOERROR && answer.Status !== DOH_NXDOMAIN) return 'error';
  const ips = aRecordsOf(answer);
  if (ips.length === 0) return kind === 'parent' ? 'valid_with_note' : 'missing';
  if (!expectedIp) return 'valid_with_note';
  return ips.every((ip) => ip === expectedIp) ? 'valid' : 'incorrect';
}

export interface DecideDomainCheckInput {
  domain: string;
  kind: HostDomainCheckKind;
  expectedIp?: string | null;
  /** Ignored for platform sub-domains, which are never looked up. */
  lookup: DomainLookupPhase;
  /** The team's website that already has the domain (`domainInUseBy`): the check refuses it whatever the lookup says. */
  usedBy?: string;
}

export function decideDomainCheck({ domain, kind, expectedIp, lookup, usedBy }: DecideDomainCheckInput): HostDomainCheck {
  const base = { domain, kind, expectedIp: expectedIp || undefined, foundIps: [] };
  if (usedBy !== undefined) return { ...base, state: 'in_use' };
  if (kind === 'platform') return { ...base, state: 'valid' };
  switch (lookup.status) {
    case 'debouncing':
    case 'pending':
      return { ...base, state: 'loading' };
    case 'retrying':
      return { ...base, state: 'retrying' };
    case 'failed':
      return { ...base, state: 'error' };
    case 'answered':
      return { ...base, state: stateFromAnswer(lookup.answer, kind, base.expectedIp), foundIps: aRecordsOf(lookup.answer) };
  }
}

/** host-area 5.4: the check allows submitting only when it is valid or valid_with_note. */
export function isSubmittableDomainCheck(state: HostDomainCheckState): boolean {
  return state === 'valid' || state === 'valid_with_note';
}

/** The query's flags as a lookup phase: a failure being retried shows as retrying, not as loading. */
export function lookupPhaseOf(query: {
  isDebouncing: boolean;
  isError: boolean;
  isFetching: boolean;
  failureCount: number;
  data: DohAnswer | undefined;
}): DomainLookupPhase {
  if (query.isDebouncing) return { status: 'debouncing' };
  if (query.isFetching && query.failureCount > 0) return { status: 'retrying' };
  if (query.isFetching) return { status: 'pending' };
  if (query.isError) return { status: 'failed' };
  return query.data ? { status: 'answered', answer: query.data } : { status: 'pending' };
}
