import { FirewallScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/firewall/{hostId}: the website's outgoing firewall. */
export function HostFirewallPage({ frame }: HostTabPageProps) {
  return <FirewallScreenContainer frame={frame} />;
}
