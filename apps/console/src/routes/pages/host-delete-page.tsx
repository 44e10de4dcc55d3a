import { HostDeleteScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/delete/{hostId}: deletes the website once its username is typed. */
export function HostDeletePage({ frame }: HostTabPageProps) {
  return <HostDeleteScreenContainer frame={frame} />;
}
