import { describe, expect, it } from 'vitest';
import { domainDetailActions, domainPageGate, type DomainDetailActions, type DomainPageGate } from './domain-page-gate';
import type { TeamRole } from './permissions-roles';
import type { DomainTab } from './record-paths';

describe('domainPageGate', () => {
  it.each<[DomainTab, TeamRole, DomainPageGate]>([
    // The detail page shows to every role; its actions are gated one by one.
    ['detail', 'owner', 'allowed'],
    ['detail', 'member', 'allowed'],
    ['detail', 'client', 'allowed'],
    // Renewal, name servers and locks: the server refuses clients only.
    ['renew', 'owner', 'allowed'],
    ['renew', 'admin', 'allowed'],
    ['renew', 'member', 'allowed'],
    ['renew', 'client', 'read-only'],
    ['dns', 'owner', 'allowed'],
    ['dns', 'member', 'allowed'],
    ['dns', 'client', 'read-only'],
  ])('%s for a %s: %s', (tab, role, gate) => {
    expect(domainPageGate(tab, role)).toBe(gate);
  });
});

describe('domainDetailActions', () => {
  it.each<[TeamRole, DomainDetailActions]>([
    ['owner', { canPay: true, canDelete: true, canResendVerification: true, canSeeTransferCode: true }],
    ['admin', { canPay: true, canDelete: true, canResendVerification: true, canSeeTransferCode: true }],
    // Members pay and change domains but do not delete them.
    ['member', { canPay: true, canDelete: false, canResendVerification: true, canSeeTransferCode: true }],
    // Clients neither pay nor delete nor move the domain away; the server lets anyone resend the verification email.
    ['client', { canPay: false, canDelete: false, canResendVerification: true, canSeeTransferCode: false }],
  ])('a %s', (role, actions) => {
    expect(domainDetailActions(role)).toEqual(actions);
  });
});
