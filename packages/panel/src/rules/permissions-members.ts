import { isManagerRole, type TeamRole } from './permissions-roles';

/*
 * The members page and the team profile (account-area 6): managers invite and change roles, the owner's row is fixed,
 * and only the owner edits the team profile. Apart from permissions-roles.ts, which the first load needs.
 */

/** Invite members and change roles. */
export function canManageMembers(role: TeamRole): boolean {
  return isManagerRole(role);
}

/** The Edit button of a member row: managers only, and never on an owner (others see the role as text). */
export function canEditRole(actorRole: TeamRole, memberRole: TeamRole): boolean {
  return canManageMembers(actorRole) && memberRole !== 'owner';
}

/** The Delete button of a member row: for non-owner members, shown to managers. */
export function canDeleteMember(actorRole: TeamRole, memberRole: TeamRole): boolean {
  return canManageMembers(actorRole) && memberRole !== 'owner';
}

/** Seats left under the plan's user limit, never below 0. */
export function remainingSeats(usageUsers: number, userLimit: number): number {
  return Math.max(0, userLimit - usageUsers);
}

/** The Add button: managers, while usage_users is below the plan's user limit. */
export function canAddMember(role: TeamRole, usageUsers: number, userLimit: number): boolean {
  return canManageMembers(role) && usageUsers < userLimit;
}

/** The team profile form; others see the sub-account notice. */
export function canEditTeamProfile(role: TeamRole): boolean {
  return role === 'owner';
}
