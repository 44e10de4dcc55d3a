/**
 * Query keys of teams, scoped per team so one key reaches everything of a team: `all` > `team(teamId)` > the rest.
 * `detail(teamId)` is the Team (plan, usage, expiry) behind the top bar meters: writes that change usage invalidate it.
 */
export const teamKeys = {
  all: ['teams'] as const,
  team: (teamId: number) => ['teams', teamId] as const,
  detail: (teamId: number) => ['teams', teamId, 'detail'] as const,
  members: (teamId: number) => ['teams', teamId, 'members'] as const,
  upgrade: (teamId: number) => ['teams', teamId, 'upgrade'] as const,
  invoices: (teamId: number) => ['teams', teamId, 'invoices'] as const,
  history: (teamId: number) => ['teams', teamId, 'history'] as const,
};
