import type { TeamRole } from './permissions-roles';
import { canManageHosts } from './permissions-roles';
import { ruleIssue, type RuleIssue } from './issues';

/*
 * Transfer Website (host-area 2, 6): the website moves to another team the user manages. Only owners and admins may
 * transfer a host, so only the teams where the user is owner or admin can receive one.
 */

interface TeamChoice {
  id: number;
  role: TeamRole;
}

/** The teams a host of `currentTeamId` can move to: the user manages them, and they are not its own team. */
export function transferTargetTeams<T extends TeamChoice>(teams: readonly T[], currentTeamId: number): T[] {
  return teams.filter((team) => team.id !== currentTeamId && canManageHosts(team.role));
}

/** The chosen team is one of `transferTargetTeams`; the issue is on the form's `team_id` field. */
export function checkTransferTarget(targetTeamId: number | null | undefined, teams: readonly TeamChoice[], currentTeamId: number, path = 'team_id'): RuleIssue | undefined {
  if (targetTeamId === null || targetTeamId === undefined) return ruleIssue(path, 'required');
  if (targetTeamId === currentTeamId) return ruleIssue(path, 'sameAsCurrent');
  return transferTargetTeams(teams, currentTeamId).some((team) => team.id === targetTeamId) ? undefined : ruleIssue(path, 'notAllowed');
}
