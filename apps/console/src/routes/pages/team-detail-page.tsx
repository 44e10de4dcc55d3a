import { TeamDetailScreenContainer } from '@hostdeck/panel';
import type { TeamTabPageProps } from './team-tab-props';

/** {teamBase}/detail inside the team page frame. */
export function TeamDetailPage({ frame }: TeamTabPageProps) {
  return <TeamDetailScreenContainer frame={frame} />;
}
