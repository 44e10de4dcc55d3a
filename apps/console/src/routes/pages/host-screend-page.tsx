import { ScreendScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/screend/{hostId}: the screen processes, started, stopped and restarted together. */
export function HostScreendPage({ frame }: HostTabPageProps) {
  return <ScreendScreenContainer frame={frame} />;
}
