import type { HostSettingsTab, HostStatus } from '../api/schemas/hosts';
import type { SessionServer } from '../api/schemas/session';
import { canManageHosts, type TeamRole } from './permissions-roles';
import { canSwitchServers, canUseServer, type FeatureLevels } from './permissions-plan';

export function isHostActive(status: HostStatus): boolean {
  return status === 'active';
}

/** Transfer, change domain, rename, change password, change server and delete run only on an active host. */
export function canChangeHostSettings(status: HostStatus): boolean {
  return isHostActive(status);
}

/** The detail page's website link. */
export function canOpenWebsite(status: HostStatus): boolean {
  return isHostActive(status);
}

/** Removed hosts are highlighted in the host list. */
export function isHostRemoved(status: HostStatus): boolean {
  return status === 'removed';
}

/** A finished deployment on a starting host shows the website-ready view. */
export function showsReadyHint(status: HostStatus): boolean {
  return status === 'starting';
}

/** A moving host's page reloads instead of showing the ready view. */
export function reloadsAfterDeploy(status: HostStatus): boolean {
  return status === 'moving';
}

/**
 * What a settings page shows, checked in this order: 'not-allowed' (the member message), 'inactive' (the disabled
 * message), 'upgrade' (server switching below the manual_backup level), else 'allowed'.
 */
export type HostSettingsGate = 'allowed' | 'not-allowed' | 'inactive' | 'upgrade';

export interface HostSettingsGateInput {
  role: TeamRole;
  status: HostStatus;
  planLevel: number;
  features: FeatureLevels;
}

export function hostSettingsGate(tab: HostSettingsTab, input: HostSettingsGateInput): HostSettingsGate {
  if (!canManageHosts(input.role)) return 'not-allowed';
  if (!canChangeHostSettings(input.status)) return 'inactive';
  if (tab === 'server' && !canSwitchServers(input.planLevel, input.features)) return 'upgrade';
  return 'allowed';
}

/** The change-server submit: a usable server other than the current one is chosen. */
export function canSubmitServerSwitch(choice: Pick<SessionServer, 'id' | 'feature_level'> | null | undefined, currentServerId: number, planLevel: number): boolean {
  return choice !== null && choice !== undefined && choice.id !== currentServerId && canUseServer(choice, planLevel);
}
