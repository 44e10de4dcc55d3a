import { HostDetailScreenContainer } from '@hostdeck/panel';
import type { HostTabPageProps } from './host-tab-props';

/** /host/detail/{hostId}: the website's facts, usage, daily bandwidth and shortcuts. */
export function HostDetailPage({ frame }: HostTabPageProps) {
  return <HostDetailScreenContainer frame={frame} />;
}
