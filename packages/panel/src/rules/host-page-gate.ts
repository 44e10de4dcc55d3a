import type { HostStatus } from '../api/schemas/hosts';
import { hostTabGroupOf, type HostTab } from './paths';
import { canChangeHostSettings, isHostActive } from './permissions-host';
import { canManageHosts, type TeamRole } from './permissions-roles';

/**
 * What a host page shows inside the host page frame, checked in this order:
 * - 'not-allowed': the member message (the Admin group's settings are for owners and admins, host-area 6);
 * - 'inactive': the page's disabled message (the page works on the host's server account, which only an active host
 *   has; host-area 4 and 8);
 * - 'read-only': the page's data without its writes (a client; the server refuses a client's writes);
 * - 'allowed': everything.
 * The detail page shows any host (read-only to a client, whose writes the server refuses); the Deploy page keeps its
 * own gate (rules/deploy-gate: a starting host deploys).
 */
export type HostPageGate = 'allowed' | 'read-only' | 'inactive' | 'not-allowed';

export interface HostPageGateInput {
  role: TeamRole;
  status: HostStatus;
}

export function hostPageGate(tab: HostTab, { role, status }: HostPageGateInput): HostPageGate {
  if (tab === 'runner') return 'allowed';
  if (tab === 'detail') return role === 'client' ? 'read-only' : 'allowed';
  if (hostTabGroupOf(tab) === 'admin') {
    // As hostSettingsGate; the server tab's upgrade message is the page's own (the plan decides it).
    if (!canManageHosts(role)) return 'not-allowed';
    return canChangeHostSettings(status) ? 'allowed' : 'inactive';
  }
  if (!isHostActive(status)) return 'inactive';
  return role === 'client' ? 'read-only' : 'allowed';
}
