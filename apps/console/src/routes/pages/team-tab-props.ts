import type { TeamFrameValue } from '@hostdeck/panel';

/** What a team page's screen gets inside the team page frame: the loaded team, its plan, the role and the title. */
export interface TeamTabPageProps {
  frame: TeamFrameValue;
}
