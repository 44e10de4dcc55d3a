import type { Server } from '../api/schemas/servers';
import { isManagerRole, type TeamRole } from './permissions-roles';

/** Managers (owner, admin) attach self-hosted servers (account-area 2, 6). */
export function canAttachServer(role: TeamRole): boolean {
  return isManagerRole(role);
}

/** A team's own self-hosted server can be changed or detached by its managers; the platform's public servers never. */
export function canChangeServer(role: TeamRole, server: Pick<Server, 'public_scope'>): boolean {
  return isManagerRole(role) && server.public_scope !== true;
}
