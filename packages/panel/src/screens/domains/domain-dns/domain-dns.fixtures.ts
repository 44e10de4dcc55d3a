import type { Domain } from '../../../api/schemas/domains';
import { ACTIVE_DOMAIN_ID, PLATFORM_NAME_SERVERS, domainDetailOf } from '../domain-renew/domain-renew.fixtures';
import type { DomainDnsScreenProps } from './domain-dns';

/** The DNS stories' data: the world's domains (owner-paid) and the platform's name servers of its initdata. */
export { ACTIVE_DOMAIN_ID, PLATFORM_NAME_SERVERS, domainDetailOf, domainFrameOf } from '../domain-renew/domain-renew.fixtures';

/** arkabakery.com: active with its transfer lock off. */
export const UNLOCKED_DOMAIN_ID = 502;
/** kopilestari.com: expired, so its registrar data cannot change. */
export const EXPIRED_DOMAIN_ID = 504;

const active = domainDetailOf(ACTIVE_DOMAIN_ID);

/** lestari.studio delegated to another DNS provider: what "use ours" brings back. */
export const ELSEWHERE_DOMAIN: Domain = {
  ...active,
  metadata: { ...active.metadata, ns: ['ns1.cloudflare.com', 'ns2.cloudflare.com', 'ns3.cloudflare.com'] },
};

/** The screen's props: lestari.studio on the platform's name servers, both locks on. */
export const domainDnsArgs = {
  title: 'DNS',
  domain: active,
  status: 'content',
  defaultNameServers: PLATFORM_NAME_SERVERS,
  onSaveNameServers: () => Promise.resolve(),
  onSaveLocks: () => Promise.resolve(),
} satisfies DomainDnsScreenProps;
