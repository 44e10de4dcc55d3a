import { describe, expect, it } from 'vitest';
import type { DomainCheckStatus, DomainContact } from '../api/schemas/domains';
import {
  canSubmitDomainOrder,
  canSubmitDomainTransfer,
  checkDomainAvailability,
  checkDomainName,
  checkDomainYears,
  domainOrderIssues,
  domainOrderTotal,
  domainRenewalTotal,
  type DomainOrderState,
} from './domain-order';
import { ruleIssue, type RuleIssue } from './issues';

const CONTACT: DomainContact = {
  fname: 'Maya',
  company: 'Lestari Studio',
  email: 'maya@lestari.studio',
  tel: '+6281234567890',
  country: 'ID',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal: '12345',
  address1: 'Jl. Kemang Raya 10',
};

describe('domain name (account-area 5: word characters and hyphens)', () => {
  it.each<[string, RuleIssue | undefined]>([
    ['lestari-baru', undefined],
    ['under_score', undefined],
    ['Toko2026', undefined],
    ['', ruleIssue('name', 'required')],
    ['bad name', ruleIssue('name', 'pattern')],
    ['dot.com', ruleIssue('name', 'pattern')],
    ['émoji', ruleIssue('name', 'pattern')],
  ])('%j', (name, expected) => {
    expect(checkDomainName(name)).toEqual(expected);
  });
});

describe('domain years (1 to 5)', () => {
  it.each<[number, RuleIssue | undefined]>([
    [1, undefined],
    [5, undefined],
    [0, ruleIssue('years', 'outOfRange', { min: 1, max: 5 })],
    [6, ruleIssue('years', 'outOfRange', { min: 1, max: 5 })],
    [1.5, ruleIssue('years', 'notInteger')],
  ])('%d', (years, expected) => {
    expect(checkDomainYears(years)).toEqual(expected);
  });
});

describe('availability (account-area 4)', () => {
  it.each<[DomainCheckStatus | undefined, RuleIssue | undefined, RuleIssue | undefined]>([
    ['available', undefined, ruleIssue('name', 'domainNotRegistered')],
    ['unavailable', ruleIssue('name', 'domainUnavailable'), undefined],
    ['invalid', ruleIssue('name', 'pattern'), ruleIssue('name', 'pattern')],
    ['error', ruleIssue('name', 'domainCheckFailed'), ruleIssue('name', 'domainCheckFailed')],
    [undefined, ruleIssue('name', 'required'), ruleIssue('name', 'required')],
  ])('%s: an order gets %j, a transfer %j', (status, order, transfer) => {
    expect(checkDomainAvailability(status, 'order')).toEqual(order);
    expect(checkDomainAvailability(status, 'transfer')).toEqual(transfer);
  });
});

describe('domainOrderIssues', () => {
  it('accepts a valid order and asks a transfer for its code', () => {
    expect(domainOrderIssues({ name: 'lestari-baru', years: 2, bio: CONTACT })).toEqual([]);
    expect(domainOrderIssues({ name: 'lestari-baru', years: 2, bio: CONTACT }, 'transfer')).toEqual([ruleIssue('secret', 'required')]);
    expect(domainOrderIssues({ name: 'lestari-baru', years: 2, bio: CONTACT, secret: 'EPP-1' }, 'transfer')).toEqual([]);
  });

  it('reports name, years and contact in form order', () => {
    expect(domainOrderIssues({ name: 'x y', years: 9, bio: { ...CONTACT, tel: '0812' } })).toEqual([
      ruleIssue('name', 'pattern'),
      ruleIssue('years', 'outOfRange', { min: 1, max: 5 }),
      ruleIssue('bio.tel', 'phone'),
    ]);
  });
});

describe('the optional user contact (account-area 3 and 5: postal 8 for the user, 32 for the owner)', () => {
  const order = { name: 'lestari-baru', years: 2, bio: CONTACT };
  it.each<[string, Parameters<typeof domainOrderIssues>[0], RuleIssue[]]>([
    ['no user contact', order, []],
    ['a user postal code of 8', { ...order, user: { ...CONTACT, postal: '1'.repeat(8) } }, []],
    ['a user postal code of 9', { ...order, user: { ...CONTACT, postal: '1'.repeat(9) } }, [ruleIssue('user.postal', 'tooLong', { max: 8 })]],
    ['an owner postal code of 32', { ...order, bio: { ...CONTACT, postal: '1'.repeat(32) } }, []],
    ['an owner postal code of 33', { ...order, bio: { ...CONTACT, postal: '1'.repeat(33) } }, [ruleIssue('bio.postal', 'tooLong', { max: 32 })]],
    ['a user contact without its company', { ...order, user: { ...CONTACT, company: '' } }, [ruleIssue('user.company', 'required')]],
    ['a user contact without a last name (optional)', { ...order, user: { ...CONTACT, lname: '' } }, []],
    ['owner and user both wrong, the owner first', { ...order, bio: { ...CONTACT, tel: '0812' }, user: { ...CONTACT, email: '' } }, [ruleIssue('bio.tel', 'phone'), ruleIssue('user.email', 'required')]],
  ])('%s', (_case, values, expected) => {
    expect(domainOrderIssues(values)).toEqual(expected);
  });
});

describe('the order button (account-area 5: contact, name, availability and years set)', () => {
  const ready: DomainOrderState = { name: 'lestari-baru', years: 1, availability: 'available', contact: CONTACT };
  it.each<[string, Partial<DomainOrderState>, boolean]>([
    ['everything set', {}, true],
    ['no contact', { contact: undefined }, false],
    ['an incomplete contact', { contact: { ...CONTACT, postal: '' } }, false],
    ['no name', { name: '' }, false],
    ['a malformed name', { name: 'a b' }, false],
    ['no availability yet', { availability: undefined }, false],
    ['a taken name', { availability: 'unavailable' }, false],
    ['a failed check', { availability: 'error' }, false],
    ['no years', { years: undefined }, false],
    ['years above 5', { years: 6 }, false],
    ['a complete user contact', { user: { ...CONTACT, postal: '12345678' } }, true],
    ['a user postal code over 8', { user: { ...CONTACT, postal: '123456789' } }, false],
    ['an incomplete user contact', { user: { ...CONTACT, city: '' } }, false],
  ])('%s', (_case, change, enabled) => {
    expect(canSubmitDomainOrder({ ...ready, ...change })).toBe(enabled);
  });

  it('enables a transfer for a registered name with its code', () => {
    const transfer: DomainOrderState = { ...ready, availability: 'unavailable', secret: 'EPP-1234' };
    expect(canSubmitDomainTransfer(transfer)).toBe(true);
    expect(canSubmitDomainTransfer({ ...transfer, secret: ' ' })).toBe(false);
    expect(canSubmitDomainTransfer({ ...transfer, availability: 'available' })).toBe(false);
    expect(canSubmitDomainTransfer({ ...transfer, contact: null })).toBe(false);
    expect(canSubmitDomainTransfer({ ...transfer, user: { ...CONTACT, fname: '' } })).toBe(false);
  });
});

describe('domain prices (account-area 9)', () => {
  const price = { purchase: 12.99, renewal: 15 };
  it.each<[number, number, number]>([
    [1, 12.99, 15],
    [3, 42.99, 45],
    [0, 0, 0],
  ])('%i years: order %d, renewal %d', (years, order, renewal) => {
    expect(domainOrderTotal(price, years)).toBeCloseTo(order);
    expect(domainRenewalTotal(price, years)).toBeCloseTo(renewal);
  });
});
