import { DnsScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';
import { useQueryParam } from './use-query-param';

/** /host/dns/{hostId}?sub=: the website's DNS records; the name filter lives in the query string. */
export function HostDnsPage({ frame }: HostTabPageProps) {
  const [sub, setSub] = useQueryParam('sub');
  return <DnsScreenContainer frame={frame} sub={sub} onSubChange={setSub} />;
}
