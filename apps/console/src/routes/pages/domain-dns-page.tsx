import { DomainDnsScreenContainer } from '@hostdeck/panel';
import type { DomainTabPageProps } from './domain-tab-props';

/** /domain/dns/{domainId}: the domain's name servers and locks. */
export function DomainDnsPage({ frame }: DomainTabPageProps) {
  return <DomainDnsScreenContainer frame={frame} />;
}
