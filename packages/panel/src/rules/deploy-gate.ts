import type { HostStatus, KnownHostStatus } from '../api/schemas/hosts';
import { canDeploy, type TeamRole } from './permissions-roles';

/**
 * The host statuses that take a deployment. Active hosts, and starting ones: a new host stays 'starting' while its
 * first deployment (the wizard's script) runs, and its owner may have to fix that script and deploy again before the
 * host turns active. Suspended, moving, removing and removed hosts take none, nor does a status the panel does not
 * know (host-area 4: everything but active is refused unless said otherwise).
 */
export const DEPLOYABLE_HOST_STATUSES = ['active', 'starting'] as const satisfies readonly KnownHostStatus[];

export function hostTakesDeployments(status: HostStatus): boolean {
  return (DEPLOYABLE_HOST_STATUSES as readonly string[]).includes(status);
}

/**
 * What the Deploy page offers, checked in this order:
 * - 'inactive': the host takes no deployment, so the page shows its disabled message and the history only (no add,
 *   redeploy, webhook or clear), whoever looks;
 * - 'read-only': the viewer's role cannot deploy (a client): the history without actions;
 * - 'allowed': add, redeploy, webhook and clear.
 */
export type DeployGate = 'allowed' | 'read-only' | 'inactive';

export interface DeployGateInput {
  role: TeamRole;
  status: HostStatus;
}

export function deployGate({ role, status }: DeployGateInput): DeployGate {
  if (!hostTakesDeployments(status)) return 'inactive';
  return canDeploy(role) ? 'allowed' : 'read-only';
}

/** Why an inactive host takes no deployment, for the disabled message: removing and removed read alike. */
export type InactiveReason = 'suspended' | 'moving' | 'removed' | 'other';

export function inactiveReason(status: HostStatus): InactiveReason {
  switch (status) {
    case 'suspended':
      return 'suspended';
    case 'moving':
      return 'moving';
    case 'removing':
    case 'removed':
      return 'removed';
    default:
      return 'other';
  }
}
