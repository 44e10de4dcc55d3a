import { describe, expect, it } from 'vitest';
import type { DomainStatus } from '../api/schemas/domains';
import {
  canDeleteDomain,
  canEditDomainDns,
  canOpenDomainWebsite,
  canPayDomain,
  canRenewDomain,
  canResendDomainVerification,
  showsDomainMetadata,
  showsTransferCode,
  showsVerificationPanel,
} from './domain-status';

describe('what a domain status allows (account-area 4)', () => {
  it.each<[DomainStatus, { pay: boolean; remove: boolean; renew: boolean; open: boolean; code: boolean; metadata: boolean }]>([
    ['pending', { pay: true, remove: true, renew: false, open: false, code: false, metadata: false }],
    ['active', { pay: false, remove: false, renew: true, open: true, code: true, metadata: true }],
    ['expired', { pay: false, remove: false, renew: true, open: false, code: true, metadata: true }],
    ['removed', { pay: false, remove: true, renew: false, open: false, code: false, metadata: true }],
  ])('%s', (status, allows) => {
    expect({
      pay: canPayDomain(status),
      remove: canDeleteDomain(status),
      renew: canRenewDomain(status),
      open: canOpenDomainWebsite(status),
      code: showsTransferCode(status),
      metadata: showsDomainMetadata(status),
    }).toEqual(allows);
  });

  it.each<[string | null | undefined, string | null, boolean, boolean]>([
    ['Pending', 'maya@lestari.studio', true, true],
    ['Pending', null, true, false],
    ['Complete', 'maya@lestari.studio', false, false],
    ['No Need', 'maya@lestari.studio', false, false],
    [null, 'maya@lestari.studio', false, false],
    [undefined, null, false, false],
  ])('verification %j with email %j: panel %s, resend %s', (verifyStatus, verifyEmail, panel, resend) => {
    expect(showsVerificationPanel({ verifyStatus })).toBe(panel);
    expect(canResendDomainVerification({ verifyStatus, verifyEmail })).toBe(resend);
  });
});

describe('canEditDomainDns: name servers and locks change on an active domain only', () => {
  it.each<[DomainStatus, boolean]>([
    ['pending', false],
    ['active', true],
    ['expired', false],
    ['removed', false],
  ])('%s', (status, allowed) => {
    expect(canEditDomainDns(status)).toBe(allowed);
  });
});
