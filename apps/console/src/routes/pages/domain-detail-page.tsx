import { DomainDetailScreenContainer } from '@hostdeck/panel';
import type { DomainTabPageProps } from './domain-tab-props';
import { useQueryParam } from './use-query-param';

/** /domain/detail/{domainId}?msg=: the domain, its registry data, verification and actions; msg is a server's notice. */
export function DomainDetailPage({ frame }: DomainTabPageProps) {
  const [message] = useQueryParam('msg');
  return <DomainDetailScreenContainer frame={frame} message={message || undefined} />;
}
