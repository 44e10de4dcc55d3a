import { ADMIN_USER_ID } from './limits';

/** The administrator is the user with id 1 (data/session isAdministrator takes a session; this takes the id). */
export function isAdministratorId(userId: number): boolean {
  return userId === ADMIN_USER_ID;
}

/** The user list (/user/users) is the administrator's page; anyone else gets the not-allowed page. */
export function canSeeUserList(userId: number): boolean {
  return isAdministratorId(userId);
}

/** Login-as links (host detail, admin user list), the host admin tab and 'Ran by system mod' are the admin's. */
export function canLoginAs(userId: number): boolean {
  return isAdministratorId(userId);
}

export function canSeeHostAdminTab(userId: number): boolean {
  return isAdministratorId(userId);
}

/** Typing BAN on the account deletion page reveals the ban-account link, for the administrator only. */
export function showsBanLink(userId: number, typedText: string): boolean {
  return isAdministratorId(userId) && typedText === 'BAN';
}

/** The administrator sees no favicons. */
export function showsFavicons(userId: number): boolean {
  return !isAdministratorId(userId);
}

/** Lifecycle features (create, modify, rename, disable, enable, delete, backup, restore) stay in templates. */
export function keepsLifecycleFeatures(userId: number): boolean {
  return isAdministratorId(userId);
}

/** A deployment by the administrator is labelled as such; others offer the 'ask for help' link. */
export function isDeployedByAdmin(deploymentUserId: number): boolean {
  return isAdministratorId(deploymentUserId);
}
