import { NginxScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';
import { useQueryParam } from './use-query-param';

/** /host/nginx/{hostId}?subdomain=: the website's NGINX settings; the chosen site lives in the query string. */
export function HostNginxPage({ frame }: HostTabPageProps) {
  const [subdomain, setSubdomain] = useQueryParam('subdomain');
  return <NginxScreenContainer frame={frame} subdomain={subdomain} onSubdomainChange={setSubdomain} />;
}
