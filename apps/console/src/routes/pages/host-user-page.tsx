import { HostUsersScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/user/{hostId}: the website's extra users. */
export function HostUserPage({ frame }: HostTabPageProps) {
  return <HostUsersScreenContainer frame={frame} />;
}
