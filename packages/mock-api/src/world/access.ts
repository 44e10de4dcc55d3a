import type { FeatureName, Plan, Role } from '@hostdeck/panel/contract';
import { ADMIN_USER_ID, isBanned, isHostActive, isManagerRole, needsInviteGate, reachesFeature } from '@hostdeck/panel/rules';
import { forbidden, notFound, ok, type Failure, type Outcome } from './result';
import type { WorldHost, WorldState, WorldTeam, WorldUser } from './state';

/** Who acts in a team: the team, the actor's role there, its plan, and whether the actor is the administrator. */
export interface TeamAccess {
  team: WorldTeam;
  role: Role;
  plan: Plan;
  user: WorldUser;
  isAdmin: boolean;
}

export interface HostAccess extends TeamAccess {
  host: WorldHost;
}

export const NOT_ALLOWED = 'You are not allowed to do this in this team.';

export function sessionUser(state: WorldState): WorldUser | undefined {
  return state.users.find((user) => user.id === state.session.userId);
}

export function planOf(state: WorldState, team: WorldTeam): Plan {
  const plan = state.catalog.plans.find((item) => item.id === team.plan_id);
  if (!plan) throw new Error(`Team ${team.id} has unknown plan ${team.plan_id}`);
  return plan;
}

/** Whether the team's plan reaches the level a feature needs (initdata's features map; the panel's reachesFeature). */
export function planReaches(state: WorldState, access: Pick<TeamAccess, 'plan'>, feature: FeatureName): boolean {
  return reachesFeature(state.catalog.features, feature, access.plan.level);
}

export function roleOf(team: WorldTeam, userId: number): Role | undefined {
  return team.members.find((member) => member.user_id === userId)?.role;
}

/** The session's access to a team: 404 for an unknown team, 403 for a team the user is not in (the administrator is everywhere). */
export function teamAccess(state: WorldState, teamId: number): Outcome<TeamAccess> {
  const team = state.teams.find((item) => item.id === teamId);
  if (!team) return notFound('Team not found');
  const user = sessionUser(state);
  if (!user) return forbidden('You are not signed in.');
  const isAdmin = user.id === ADMIN_USER_ID;
  const role = roleOf(team, user.id) ?? (isAdmin ? 'admin' : undefined);
  if (!role) return forbidden('You are not a member of this team.');
  return ok({ team, role, plan: planOf(state, team), user, isAdmin });
}

/** The session's access to a host, optionally through the team in the path (a host of another team is not found). */
export function hostAccess(state: WorldState, hostId: number, teamId?: number): Outcome<HostAccess> {
  const host = state.hosts.find((item) => item.record.id === hostId);
  if (!host || (teamId !== undefined && host.team_id !== teamId)) return notFound('Host not found');
  const access = teamAccess(state, host.team_id);
  return access.ok ? ok({ ...access.value, host }) : access;
}

/** Owner and admin run the team; members and clients cannot manage hosts or members (host-area 6, account-area 6). */
export function requireManager(access: TeamAccess, message = NOT_ALLOWED): Failure | undefined {
  return isManagerRole(access.role) ? undefined : forbidden(message);
}

/** Host settings run only on an active host; otherwise the page shows its disabled message (host-area 4). */
export function requireActiveHost(host: WorldHost): Failure | undefined {
  return isHostActive(host.record.status) ? undefined : forbidden(`This host is ${host.record.status}; the action needs an active host.`);
}

/** Plan level -2 is banned and -1 locked (host-area 6): neither may create anything. */
export function requireUsablePlan(access: TeamAccess): Failure | undefined {
  if (isBanned(access.plan.level)) return forbidden('Your account is banned, sorry.');
  if (needsInviteGate(access.plan.level)) return forbidden('An invite code, a linked GitHub account or an upgrade is needed first.');
  return undefined;
}

export function nextId(items: ReadonlyArray<{ id: number }>, floor = 1): number {
  return items.reduce((max, item) => Math.max(max, item.id + 1), floor);
}

/** The page prefix of a team for the session user: /user for their own first team, /user/team/{id} otherwise. */
export function teamBase(state: WorldState, teamId: number): string {
  const own = state.teams.find((team) => team.user_id === state.session.userId);
  return own?.id === teamId ? '/user' : `/user/team/${teamId}`;
}

/** Writes of the host tool pages: not for clients, and only on an active host (host-area 4, 8). */
export function requireToolWrite(access: HostAccess): Failure | undefined {
  if (access.role === 'client') return forbidden('Clients cannot change this host.');
  return requireActiveHost(access.host);
}
