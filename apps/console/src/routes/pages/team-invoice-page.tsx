import { TeamInvoicesScreenContainer } from '@hostdeck/panel';
import type { TeamTabPageProps } from './team-tab-props';

/** {teamBase}/invoice inside the team page frame. */
export function TeamInvoicesPage({ frame }: TeamTabPageProps) {
  return <TeamInvoicesScreenContainer frame={frame} />;
}
