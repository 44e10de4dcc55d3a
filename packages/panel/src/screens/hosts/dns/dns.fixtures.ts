import { createWorldStore, DEFAULT_TEAM_ID, getDnsZone, getHostDetail, type Outcome } from '@hostdeck/mock-api';
import { dnsPageSchema, type DnsPage } from '../../../api/schemas/dns';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { DnsScreenProps } from './dns';

/**
 * The DNS stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) has a busy zone of every kind; shop.lestari.studio (1002) is a subdomain, DNS not managed here.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`dns fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_HOST_ID = 1001;
export const SUBDOMAIN_HOST_ID = 1002;
/** The platform's name servers (initdata config.nameservers). */
export const PLATFORM_NAMESERVERS = [...store.state.catalog.nameservers];

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId }), `host ${hostId}`);
  return { teamId: DEFAULT_TEAM_ID, hostId, host: detail.host, server: detail.server, gate, title: 'DNS' };
}

/** The DNS page of a host as GET host/dns/{id} answers it, read through the panel's schema. */
export function worldDnsPage(hostId: number): DnsPage {
  return dnsPageSchema.parse(answerOf(store.run(getDnsZone, { teamId: DEFAULT_TEAM_ID, hostId }), `the zone of ${hostId}`));
}

export const STUDIO_PAGE = worldDnsPage(STUDIO_HOST_ID);
export const STUDIO_DOMAIN = frameOf(STUDIO_HOST_ID).host.domain;

/** The studio's zone delegated to another provider: its apex NS records are Cloudflare's. */
export const EXTERNAL_NS_PAGE: DnsPage = {
  ...STUDIO_PAGE,
  zone: { ...STUDIO_PAGE.zone, ns: [{ name: '@', host: 'ada.ns.cloudflare.com.' }, { name: '@', host: 'bob.ns.cloudflare.com.' }] },
  records: STUDIO_PAGE.records.map((record) => (record.type === 'ns' ? { ...record, host: record.host.replace(/^nsp\.domcloud\.co\.$/, 'ada.ns.cloudflare.com.').replace(/^nss\.domcloud\.co\.$/, 'bob.ns.cloudflare.com.') } : record)),
};

/** A zone file of another DNS host: two new records, one the studio already has, an unsupported DS and a broken line. */
export const IMPORT_ZONE_FILE = [
  '$ORIGIN lestari.studio.',
  '$TTL 3600',
  '@       IN SOA ns1.otherdns.net. hostmaster.lestari.studio. ( 2026010101 7200 3600 1209600 300 )',
  'status  IN A     203.0.113.60',
  '_note   IN TXT   "imported from the old provider"',
  'shop    IN A     203.0.113.40',
  '@       IN DS    12345 13 2 3F2A',
  'broken  IN MX    ten mail',
].join('\n');

/** The screen's props: the studio's zone, nothing pending, allowed to write. */
export const dnsArgs = {
  title: 'DNS',
  domain: STUDIO_DOMAIN,
  status: 'content',
  page: STUDIO_PAGE,
  platformNameservers: PLATFORM_NAMESERVERS,
  isReadOnly: false,
  sub: '',
  exportedAt: () => '2026-11-21T05:05:37.491Z',
} satisfies Partial<DnsScreenProps>;
