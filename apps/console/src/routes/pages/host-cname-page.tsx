import { HostCnameScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/cname/{hostId}: changes the website's domain. */
export function HostCnamePage({ frame }: HostTabPageProps) {
  return <HostCnameScreenContainer frame={frame} />;
}
