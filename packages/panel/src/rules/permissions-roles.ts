import type { Role } from '../api/schemas/session';
import type { TeamPage } from './paths';

/** A role in a team (host-area 6, account-area 6): owner, admin, member or client. */
export type TeamRole = Role;

/** Managers run the team: they manage hosts and members (host-area 6, account-area 6). */
export const MANAGER_ROLES = ['owner', 'admin'] as const satisfies readonly TeamRole[];

export function isManagerRole(role: TeamRole): boolean {
  return (MANAGER_ROLES as readonly TeamRole[]).includes(role);
}

/** Create, transfer, delete, and change the domain, username, password or server of a host. */
export function canManageHosts(role: TeamRole): boolean {
  return isManagerRole(role);
}

/** The host list's Create button is hidden from members and clients. */
export function canSeeCreateButton(role: TeamRole): boolean {
  return canManageHosts(role);
}

/** The domain list's New order and Transfer domain buttons are hidden from members and clients. */
export function canOrderDomains(role: TeamRole): boolean {
  return isManagerRole(role);
}

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

const TEAM_PAGE_ROLES: Readonly<Record<TeamPage, readonly TeamRole[]>> = {
  detail: ['owner', 'admin', 'member', 'client'],
  member: ['owner', 'admin', 'member', 'client'],
  upgrade: ['owner', 'admin', 'member'],
  invoice: ['owner', 'admin', 'member'],
  history: ['owner'],
};

/** The team tab bar: Upgrade and Invoice for owner, admin and member; History for the owner only. */
export function canSeeTeamPage(role: TeamRole, page: TeamPage): boolean {
  return TEAM_PAGE_ROLES[page].includes(role);
}

export function visibleTeamPages(role: TeamRole): TeamPage[] {
  return (Object.keys(TEAM_PAGE_ROLES) as TeamPage[]).filter((page) => canSeeTeamPage(role, page));
}

/**
 * Who may add or clear deployments: every team role but client (section 6 keeps members out of the host settings, not
 * out of deploying; the simulated backend refuses clients).
 */
export function canDeploy(role: TeamRole): boolean {
  return role !== 'client';
}
