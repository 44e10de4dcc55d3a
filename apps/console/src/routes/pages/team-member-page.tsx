import { TeamMembersScreenContainer } from '@hostdeck/panel';
import type { TeamTabPageProps } from './team-tab-props';

/** {teamBase}/member inside the team page frame. */
export function TeamMembersPage({ frame }: TeamTabPageProps) {
  return <TeamMembersScreenContainer frame={frame} />;
}
