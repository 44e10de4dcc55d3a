import { HostRenameScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/rename/{hostId}: changes the website's system username. */
export function HostRenamePage({ frame }: HostTabPageProps) {
  return <HostRenameScreenContainer frame={frame} />;
}
