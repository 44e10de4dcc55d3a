import { isFeatureEnabled, type FeatureLevels } from './permissions-plan';
import { isAdministratorId } from './permissions-admin';

export const SIDEBAR_LINKS = ['hosting', 'domain', 'backup', 'server', 'inviteCode', 'team', 'profile', 'help', 'users', 'sales'] as const;
export type SidebarLink = (typeof SIDEBAR_LINKS)[number];

export interface SidebarGateInput {
  userId: number;
  /** Initdata's features map. */
  features: FeatureLevels;
}

/** Sidebar links by installation features; the admin gets users and sales, and no invite-code link. */
export function canSeeSidebarLink(link: SidebarLink, { userId, features }: SidebarGateInput): boolean {
  const admin = isAdministratorId(userId);
  switch (link) {
    case 'domain':
      return isFeatureEnabled(features, 'domain_registry');
    case 'backup':
      return isFeatureEnabled(features, 'manual_backup') || isFeatureEnabled(features, 'scheduled_backup');
    case 'server':
      return admin || isFeatureEnabled(features, 'self_hosting');
    case 'inviteCode':
      return !admin && isFeatureEnabled(features, 'gen_invite_code');
    case 'users':
    case 'sales':
      return admin;
    default:
      return true;
  }
}

export function visibleSidebarLinks(input: SidebarGateInput): SidebarLink[] {
  return SIDEBAR_LINKS.filter((link) => canSeeSidebarLink(link, input));
}
