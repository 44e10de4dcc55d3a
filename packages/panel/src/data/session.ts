import { ADMIN_USER_ID } from '../rules/limits';
import type { TeamRole } from '../rules/permissions-roles';

// Defined with the rules (which import nothing of data/); kept here for the session's users.
export { ADMIN_USER_ID, type TeamRole };

/** Who is looking and through which team: what screens need for gates and links. */
export interface PanelSession {
  userId: number;
  teamId: number;
  /** '/user' for the user's default team, '/user/team/{teamId}' for any other. */
  teamBase: string;
  role: TeamRole;
  /** -2 banned, -1 locked, 0 free, 1 and above paid. */
  planLevel: number;
  /** Initdata's features: name (gen_invite_code, domain_registry, manual_backup, self_hosting ...) -> the plan level it needs. */
  features: Readonly<Record<string, number>>;
}

export function isAdministrator(session: Pick<PanelSession, 'userId'>): boolean {
  return session.userId === ADMIN_USER_ID;
}

/** The route prefix of a team: the default team lives at /user, the others under /user/team/{id}. */
export function teamBaseOf(teamId: number, defaultTeamId: number): string {
  return teamId === defaultTeamId ? '/user' : `/user/team/${teamId}`;
}
