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
