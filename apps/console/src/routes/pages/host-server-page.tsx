import { HostServerScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/server/{hostId}: moves the website to another server. */
export function HostServerPage({ frame }: HostTabPageProps) {
  return <HostServerScreenContainer frame={frame} />;
}
