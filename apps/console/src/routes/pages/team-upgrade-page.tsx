import { TeamUpgradeScreenContainer } from '@hostdeck/panel';
import type { TeamTabPageProps } from './team-tab-props';

/** {teamBase}/upgrade inside the team page frame. */
export function TeamUpgradePage({ frame }: TeamTabPageProps) {
  return <TeamUpgradeScreenContainer frame={frame} />;
}
