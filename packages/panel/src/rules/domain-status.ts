import type { DomainMetadata, DomainStatus } from '../api/schemas/domains';

/*
 * What a domain's status allows (account-area 4): pending offers pay and delete and hides the metadata panel, active
 * offers an open-website link, removed offers delete only; the transfer code shows for active or expired; renewal is
 * refused for pending or removed.
 */

export function canPayDomain(status: DomainStatus): boolean {
  return status === 'pending';
}

export function canDeleteDomain(status: DomainStatus): boolean {
  return status === 'pending' || status === 'removed';
}

export function canRenewDomain(status: DomainStatus): boolean {
  return status !== 'pending' && status !== 'removed';
}

/**
 * The DNS tab's name servers and locks change at the registry only while the domain is registered and running:
 * a pending one is not registered yet, an expired or removed one no longer answers to its owner's changes.
 */
export function canEditDomainDns(status: DomainStatus): boolean {
  return status === 'active';
}

export function canOpenDomainWebsite(status: DomainStatus): boolean {
  return status === 'active';
}

export function showsTransferCode(status: DomainStatus): boolean {
  return status === 'active' || status === 'expired';
}

export function showsDomainMetadata(status: DomainStatus): boolean {
  return status !== 'pending';
}

/** Verification states that need nothing more from the owner. */
const VERIFIED_STATES = ['Complete', 'No Need'];

/** account-area 4: the verification panel shows unless verification is complete or not needed. */
export function showsVerificationPanel(metadata: Pick<DomainMetadata, 'verifyStatus'> | null | undefined): boolean {
  const status = metadata?.verifyStatus;
  return status !== undefined && status !== null && status !== '' && !VERIFIED_STATES.includes(status);
}

/** With a verify email the panel offers a resend (action resendraa); without one, a note to contact support. */
export function canResendDomainVerification(metadata: Pick<DomainMetadata, 'verifyStatus' | 'verifyEmail'> | null | undefined): boolean {
  return showsVerificationPanel(metadata) && Boolean(metadata?.verifyEmail);
}
