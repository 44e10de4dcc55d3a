import { reachesFeature, type FeatureLevels } from './permissions-plan';
import { isManagerRole, type TeamRole } from './permissions-roles';
import { ruleIssue, type RuleIssue } from './issues';

/**
 * Who creates, restores and deletes backups (account-area 6): the team's managers, on a plan that reaches the
 * manual_backup level. Everyone else sees the backups, their progress and the download.
 */
export function canManageBackups(role: TeamRole, planLevel: number, features: FeatureLevels): boolean {
  return isManagerRole(role) && reachesFeature(features, 'manual_backup', planLevel);
}

export interface BackupCreateValues {
  /** The chosen host's id as the select holds it; '' until one is chosen. */
  host_id: string;
}

/** The create dialog needs a host (account-area 7: POST backup/create with host_id). */
export function backupCreateIssues(values: BackupCreateValues): RuleIssue[] {
  return values.host_id === '' ? [ruleIssue('host_id', 'required')] : [];
}
