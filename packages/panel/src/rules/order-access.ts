import { isBanned, needsInviteGate } from './permissions-plan';
import { canManageHosts, type TeamRole } from './permissions-roles';

/**
 * Whether the team may order a website, decided before the wizard's first step (host-area 2, 5 and 6), so nobody
 * fills in the whole wizard to be refused on submit:
 * - `banned`: the plan is banned (-2); nothing can be ordered;
 * - `role`: only owners and admins order; members and clients are told so;
 * - `locked`: the plan is locked (-1); the wizard opens on its invite gate (step 0);
 * - `limit`: the team has as many websites as its plan allows;
 * - `open`: the wizard opens on the templates.
 */
export type OrderAccess =
  | { kind: 'open' }
  | { kind: 'locked' }
  | { kind: 'banned' }
  | { kind: 'role'; role: TeamRole }
  | { kind: 'limit'; used: number; limit: number };

export interface OrderAccessInput {
  role: TeamRole;
  planLevel: number;
  /** The team's usage_instance: its websites that are not removed. */
  usedInstances: number;
  /** The plan's instance limit. */
  instanceLimit: number;
}

/** The team already has as many websites (not removed) as its plan allows: no new one can be ordered. */
export function isAtWebsiteLimit(usedInstances: number, instanceLimit: number): boolean {
  return usedInstances >= instanceLimit;
}

/** A ban outranks the role (nobody in the team can order), the role outranks the plan's gates and limits. */
export function orderAccess({ role, planLevel, usedInstances, instanceLimit }: OrderAccessInput): OrderAccess {
  if (isBanned(planLevel)) return { kind: 'banned' };
  if (!canManageHosts(role)) return { kind: 'role', role };
  if (needsInviteGate(planLevel)) return { kind: 'locked' };
  if (isAtWebsiteLimit(usedInstances, instanceLimit)) return { kind: 'limit', used: usedInstances, limit: instanceLimit };
  return { kind: 'open' };
}

/** The access kinds that stop the wizard before its first step (a locked plan has the wizard's own invite gate). */
export type OrderRefusal = Extract<OrderAccess, { kind: 'banned' | 'role' | 'limit' }>;

export function orderRefusal(access: OrderAccess): OrderRefusal | null {
  return access.kind === 'banned' || access.kind === 'role' || access.kind === 'limit' ? access : null;
}
