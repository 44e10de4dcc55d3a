import { SoftwareScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/software/{hostId}: the PHP, Node and Python versions. */
export function HostSoftwarePage({ frame }: HostTabPageProps) {
  return <SoftwareScreenContainer frame={frame} />;
}
