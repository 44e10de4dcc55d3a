import { describe, expect, it } from 'vitest';
import type { DohAnswer } from '../api/schemas/deploy';
import {
  HOST_DOMAIN_CHECK_STATES,
  aRecordsOf,
  decideDomainCheck,
  domainCheckKind,
  domainInUseBy,
  isSubmittableDomainCheck,
  lookupPhaseOf,
  needsDomainLookup,
  stateFromAnswer,
  type HostDomainCheckKind,
  type HostDomainCheckState,
} from './domain-check';

const SERVER_IP = '129.150.52.34';
const A = (data: string) => ({ name: 'example.com.', type: 1, TTL: 300, data });
const answer = (Status: number, records: DohAnswer['Answer'] = []): DohAnswer => ({ Status, Answer: records });
const CNAME = { name: 'www.example.com.', type: 5, TTL: 300, data: 'example.com.' };

describe('domain check from the A lookup', () => {
  it.each<[string, DohAnswer, HostDomainCheckKind, string | undefined, HostDomainCheckState]>([
    ['a platform sub-domain, whatever DNS says', answer(3), 'platform', SERVER_IP, 'valid'],
    ['a platform sub-domain pointing elsewhere (wildcard of another server)', answer(0, [A('10.0.0.1')]), 'platform', SERVER_IP, 'valid'],
    ['a custom domain at the server IP', answer(0, [A(SERVER_IP)]), 'custom', SERVER_IP, 'valid'],
    ['a custom domain at the server IP twice', answer(0, [A(SERVER_IP), A(SERVER_IP)]), 'custom', SERVER_IP, 'valid'],
    ['a CNAME to a name at the server IP', answer(0, [CNAME, A(SERVER_IP)]), 'custom', SERVER_IP, 'valid'],
    ['a custom domain pointing elsewhere', answer(0, [A('185.199.108.153')]), 'custom', SERVER_IP, 'incorrect'],
    ['a custom domain at the server and elsewhere', answer(0, [A(SERVER_IP), A('185.199.108.153')]), 'custom', SERVER_IP, 'incorrect'],
    ['a custom domain that does not exist (NXDOMAIN)', answer(3), 'custom', SERVER_IP, 'missing'],
    ['a custom domain without an A record', answer(0), 'custom', SERVER_IP, 'missing'],
    ['a custom domain with only a CNAME', answer(0, [CNAME]), 'custom', SERVER_IP, 'missing'],
    ['a sub-domain of a team domain without a record', answer(3), 'parent', SERVER_IP, 'valid_with_note'],
    ['a sub-domain of a team domain at the server IP', answer(0, [A(SERVER_IP)]), 'parent', SERVER_IP, 'valid'],
    ['a sub-domain of a team domain pointing elsewhere', answer(0, [A('10.0.0.1')]), 'parent', SERVER_IP, 'incorrect'],
    ['an A record on a server without a known IP', answer(0, [A('10.0.0.1')]), 'custom', undefined, 'valid_with_note'],
    ['no A record on a server without a known IP', answer(3), 'custom', undefined, 'missing'],
    ['a resolver failure (SERVFAIL)', answer(2), 'custom', SERVER_IP, 'error'],
    ['a refused lookup (REFUSED)', answer(5), 'parent', SERVER_IP, 'error'],
  ])('%s', (_, reply, kind, ip, state) => {
    expect(stateFromAnswer(reply, kind, ip)).toBe(state);
  });

  it('lists the A addresses once, skipping other record types', () => {
    expect(aRecordsOf(answer(0, [CNAME, A(' 10.0.0.1 '), A('10.0.0.1'), A('10.0.0.2')]))).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('domain check while looking up', () => {
  const input = { domain: 'lestari.shop', kind: 'custom' as const, expectedIp: SERVER_IP };
  it.each<[Parameters<typeof decideDomainCheck>[0]['lookup'], HostDomainCheckState]>([
    [{ status: 'debouncing' }, 'loading'],
    [{ status: 'pending' }, 'loading'],
    [{ status: 'retrying' }, 'retrying'],
    [{ status: 'failed' }, 'error'],
    [{ status: 'answered', answer: answer(0, [A('10.0.0.9')]) }, 'incorrect'],
  ])('%j gives %s', (lookup, state) => {
    expect(decideDomainCheck({ ...input, lookup }).state).toBe(state);
  });

  it('reports the domain, the expected IP and the addresses found', () => {
    expect(decideDomainCheck({ ...input, lookup: { status: 'answered', answer: answer(0, [A('10.0.0.9')]) } })).toEqual({
      state: 'incorrect',
      domain: 'lestari.shop',
      kind: 'custom',
      expectedIp: SERVER_IP,
      foundIps: ['10.0.0.9'],
    });
  });

  it('never waits for a lookup under a platform suffix', () => {
    expect(decideDomainCheck({ domain: 'a.dom.my.id', kind: 'platform', expectedIp: null, lookup: { status: 'pending' } })).toEqual({
      state: 'valid',
      domain: 'a.dom.my.id',
      kind: 'platform',
      expectedIp: undefined,
      foundIps: [],
    });
  });

  const flags = { isDebouncing: false, isError: false, isFetching: false, failureCount: 0, data: undefined };
  it.each<[string, Parameters<typeof lookupPhaseOf>[0], string]>([
    ['waiting for the debounce', { ...flags, isDebouncing: true, data: answer(0) }, 'debouncing'],
    ['the first fetch', { ...flags, isFetching: true }, 'pending'],
    ['a fetch after a failure', { ...flags, isFetching: true, failureCount: 1 }, 'retrying'],
    ['a fetch again after an answer (check again)', { ...flags, isFetching: true, data: answer(0) }, 'pending'],
    ['a failure', { ...flags, isError: true, failureCount: 3 }, 'failed'],
    ['an answer', { ...flags, data: answer(0) }, 'answered'],
    ['a query not started yet', flags, 'pending'],
  ])('the query during %s is %s', (_, query, status) => {
    expect(lookupPhaseOf(query).status).toBe(status);
  });
});

describe('a domain one of the team\u2019s websites already has', () => {
  const LIVE = ['lestari.studio', 'shop.lestari.studio', 'blog-lestari.dom.my.id'];

  it.each<[string, string | undefined]>([
    ['lestari.studio', 'lestari.studio'],
    ['shop.lestari.studio', 'shop.lestari.studio'],
    ['blog-lestari.dom.my.id', 'blog-lestari.dom.my.id'],
    ['Shop.Lestari.Studio.', 'shop.lestari.studio'],
    [' lestari.studio ', 'lestari.studio'],
    // A website also answers to its www. name.
    ['www.lestari.studio', 'lestari.studio'],
    ['www.shop.lestari.studio', 'shop.lestari.studio'],
    // Other names under a website's domain are free: they become new sub-domain websites.
    ['blog.lestari.studio', undefined],
    ['api.shop.lestari.studio', undefined],
    ['lestari.studio.id', undefined],
    ['xlestari.studio', undefined],
    ['studio', undefined],
    ['', undefined],
  ])('%j is used by %j', (domain, holder) => {
    expect(domainInUseBy(domain, LIVE)).toBe(holder);
  });

  it('is free when the team has no websites', () => {
    expect(domainInUseBy('lestari.studio', [])).toBeUndefined();
    expect(domainInUseBy('www', [''])).toBeUndefined();
  });

  it.each<[Parameters<typeof decideDomainCheck>[0]['lookup'], HostDomainCheckKind]>([
    // What the lookup says no longer matters: "points at this server" (another website's own A record) ...
    [{ status: 'answered', answer: answer(0, [A(SERVER_IP)]) }, 'custom'],
    // ... or "points elsewhere", whose advice to change the A record would break the live website.
    [{ status: 'answered', answer: answer(0, [A('203.0.113.40')]) }, 'custom'],
    [{ status: 'answered', answer: answer(3) }, 'parent'],
    [{ status: 'pending' }, 'custom'],
    [{ status: 'failed' }, 'parent'],
    [{ status: 'pending' }, 'platform'],
  ])('is in_use whatever the lookup (%j, %s)', (lookup, kind) => {
    expect(decideDomainCheck({ domain: 'shop.lestari.studio', kind, expectedIp: SERVER_IP, lookup, usedBy: 'shop.lestari.studio' })).toEqual({
      state: 'in_use',
      domain: 'shop.lestari.studio',
      kind,
      expectedIp: SERVER_IP,
      foundIps: [],
    });
  });
});

describe('what the domain check allows', () => {
  it.each(HOST_DOMAIN_CHECK_STATES.map((state) => [state, state === 'valid' || state === 'valid_with_note'] as const))('%s submits: %s', (state, allowed) => {
    expect(isSubmittableDomainCheck(state)).toBe(allowed);
  });

  it.each([
    ['wildcard', 'platform', false],
    ['global', 'platform', false],
    ['parent', 'parent', true],
    [undefined, 'custom', true],
  ] as const)('a %s suffix is checked as %s, looked up: %s', (source, kind, looked) => {
    expect(domainCheckKind(source)).toBe(kind);
    expect(needsDomainLookup(kind)).toBe(looked);
  });
});
