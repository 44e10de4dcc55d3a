import { EnvironmentScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/environment/{hostId}: where the environment of the website is set. */
export function HostEnvironmentPage({ frame }: HostTabPageProps) {
  return <EnvironmentScreenContainer frame={frame} />;
}
