import type { InitData, Plan, Team } from '../../../api/schemas/session';
import type { TeamRole } from '../../../rules/permissions-roles';

/**
 * What the team page frame hands the page inside it once the team has loaded and the viewer's role may see the page:
 * the Team (plan, usage, expiry, profile), its plan, the viewer's role in it, and initdata (plans, servers, currencies).
 */
export interface TeamFrameValue {
  teamId: number;
  /** '/user' or '/user/team/{teamId}': the prefix of the team's links. */
  teamBase: string;
  team: Team;
  /** The team's plan from initdata; undefined when initdata does not list it. */
  plan: Plan | undefined;
  /** The viewer's role in the team. */
  role: TeamRole;
  /** The administrator (user id 1). */
  isAdministrator: boolean;
  initData: InitData;
  /** The page's title (from the route table), for its h1. */
  title: string;
}
