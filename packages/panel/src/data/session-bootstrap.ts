import type { InitData, Team } from '../api/schemas/session';
import { teamBaseOf, type PanelSession } from './session';

/** The user's default team (the one at /user): the team they own, else the first they belong to. */
export function defaultTeamIdOf(init: InitData): number | undefined {
  return (init.teams.find((team) => team.user_id === init.user.id) ?? init.teams[0])?.id;
}

/** The team a route asks for, when the user belongs to it; otherwise the default team. */
export function resolveTeamId(init: InitData, routeTeamId: number | undefined): number | undefined {
  if (routeTeamId !== undefined && init.teams.some((team) => team.id === routeTeamId)) return routeTeamId;
  return defaultTeamIdOf(init);
}

/** A plan that initdata does not list gates like a locked account (-1): nothing is unlocked by accident. */
export const UNKNOWN_PLAN_LEVEL = -1;

export function toPanelSession(init: InitData, team: Team): PanelSession {
  const plan = init.plans.find((candidate) => candidate.id === team.plan_id);
  return {
    userId: init.user.id,
    teamId: team.id,
    teamBase: teamBaseOf(team.id, defaultTeamIdOf(init) ?? team.id),
    role: team.role,
    planLevel: plan?.level ?? UNKNOWN_PLAN_LEVEL,
    features: init.features,
  };
}
