import { InviteCodeScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/invite-code: the team's invite code and invitees, or the way to one. */
export function InviteCodePage({ title }: PageProps) {
  return <InviteCodeScreenContainer title={title} />;
}
