import { ConnectionScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/connection/{hostId}: the DNS, ping and web checks of the website's domain, with their one-click fixes. */
export function HostConnectionPage({ frame }: HostTabPageProps) {
  return <ConnectionScreenContainer frame={frame} />;
}
