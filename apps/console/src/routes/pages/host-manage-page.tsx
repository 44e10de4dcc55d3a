import { HostManageScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/manage/{hostId}: sign-in details, web tools and connection strings. */
export function HostManagePage({ frame }: HostTabPageProps) {
  return <HostManageScreenContainer frame={frame} />;
}
