import { DomainRenewScreenContainer } from '@hostdeck/panel';
import type { DomainTabPageProps } from './domain-tab-props';

/** /domain/renew/{domainId}: renews the domain for 1 to 5 years. */
export function DomainRenewPage({ frame }: DomainTabPageProps) {
  return <DomainRenewScreenContainer frame={frame} />;
}
