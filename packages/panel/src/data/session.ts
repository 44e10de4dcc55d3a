/** Who is looking and through which team: what screens need for gates and links. */
export type TeamRole = 'owner' | 'admin' | 'member' | 'client';

/** The administrator is the user with id 1. */
export const ADMIN_USER_ID = 1;

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
