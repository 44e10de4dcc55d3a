import { HostDatabaseScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/database/{hostId}: the website's MySQL, PostgreSQL and Redis databases. */
export function HostDatabasePage({ frame }: HostTabPageProps) {
  return <HostDatabaseScreenContainer frame={frame} />;
}
