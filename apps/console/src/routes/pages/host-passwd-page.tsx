import { HostPasswdScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/passwd/{hostId}: changes the website's passwords. */
export function HostPasswdPage({ frame }: HostTabPageProps) {
  return <HostPasswdScreenContainer frame={frame} />;
}
