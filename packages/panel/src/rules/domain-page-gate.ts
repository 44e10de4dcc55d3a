import { isManagerRole, type TeamRole } from './permissions-roles';
import type { DomainTab } from './record-paths';

/**
 * What a domain page lets a role do (account-area 2, 4, 6), as the server allows it:
 * - 'allowed': the page with its form;
 * - 'read-only': the page's facts without its form (a client: the server refuses a client's domain changes).
 * The detail page is readable by every role; its actions are gated one by one (domainDetailActions), since the server
 * allows each to different roles.
 */
export type DomainPageGate = 'allowed' | 'read-only';

export function domainPageGate(tab: DomainTab, role: TeamRole): DomainPageGate {
  if (tab === 'detail') return 'allowed';
  // Renewal (renew) and the name servers and locks (dns) are refused to clients only.
  return role === 'client' ? 'read-only' : 'allowed';
}

/** Which of the detail page's actions a role may take; the domain's status narrows them further (rules/domain-status). */
export interface DomainDetailActions {
  /** Pay a pending order: refused to clients ('Clients cannot pay invoices.'). */
  canPay: boolean;
  /** Delete a pending or removed domain: owners and admins only ('Members cannot delete domains.'). */
  canDelete: boolean;
  /** Resend the registrant's verification email (resendraa): the server asks no role, so every role may. */
  canResendVerification: boolean;
  /**
   * Show the transfer code: not to clients. The code moves the domain to another registrar, a change of the domain the
   * server refuses clients in every other form.
   */
  canSeeTransferCode: boolean;
}

export function domainDetailActions(role: TeamRole): DomainDetailActions {
  const isClient = role === 'client';
  return { canPay: !isClient, canDelete: isManagerRole(role), canResendVerification: true, canSeeTransferCode: !isClient };
}
