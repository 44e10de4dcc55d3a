import { TeamHistoryScreenContainer } from '@hostdeck/panel';
import type { TeamTabPageProps } from './team-tab-props';

/** {teamBase}/history inside the team page frame. */
export function TeamHistoryPage({ frame }: TeamTabPageProps) {
  return <TeamHistoryScreenContainer frame={frame} />;
}
