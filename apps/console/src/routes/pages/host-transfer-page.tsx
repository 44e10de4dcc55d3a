import { HostTransferScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/transfer/{hostId}: moves the website to another team the user manages. */
export function HostTransferPage({ frame }: HostTabPageProps) {
  return <HostTransferScreenContainer frame={frame} />;
}
