import { describe, expect, it } from 'vitest';
import type { DomainContact } from '../api/schemas/domains';
import { domainContactIssues, domainContactLimits, isDomainContactComplete, phoneWithDialCode, type DomainContactField } from './domain-contact';
import { ruleIssue, type RuleIssue } from './issues';

const CONTACT: DomainContact = {
  fname: 'Maya',
  lname: 'Lestari',
  company: 'Lestari Studio',
  email: 'maya@lestari.studio',
  tel: '+6281234567890',
  country: 'ID',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal: '12345',
  address1: 'Jl. Kemang Raya 10',
  address2: '',
};

describe('domain contact (account-area 5)', () => {
  it('accepts a complete contact', () => {
    expect(domainContactIssues(CONTACT)).toEqual([]);
    expect(isDomainContactComplete(CONTACT)).toBe(true);
  });

  it('has the limits of the spec, with the user postal code shorter', () => {
    expect(domainContactLimits('owner')).toEqual({ fname: 32, lname: 32, company: 32, email: 63, tel: 15, state: 32, city: 32, postal: 32, address1: 255, address2: 255 });
    expect(domainContactLimits('user').postal).toBe(8);
  });

  it('requires every field but the last name and the second address line', () => {
    const empty = domainContactIssues({});
    expect(empty).toEqual(['fname', 'company', 'email', 'tel', 'country', 'state', 'city', 'postal', 'address1'].map((field) => ruleIssue(`bio.${field}`, 'required')));
    expect(domainContactIssues({ ...CONTACT, lname: undefined, address2: undefined })).toEqual([]);
    expect(isDomainContactComplete(undefined)).toBe(false);
    expect(isDomainContactComplete(null)).toBe(false);
    expect(isDomainContactComplete({ ...CONTACT, city: '' })).toBe(false);
  });

  it.each<[DomainContactField, number]>([
    ['fname', 32],
    ['lname', 32],
    ['company', 32],
    ['state', 32],
    ['city', 32],
    ['postal', 32],
    ['address1', 255],
    ['address2', 255],
  ])('%s takes at most %i characters', (field, max) => {
    expect(domainContactIssues({ ...CONTACT, [field]: 'x'.repeat(max) })).toEqual([]);
    expect(domainContactIssues({ ...CONTACT, [field]: 'x'.repeat(max + 1) })).toEqual([ruleIssue(`bio.${field}`, 'tooLong', { max })]);
  });

  it('limits the user contact postal code to 8', () => {
    expect(domainContactIssues({ ...CONTACT, postal: '12345678' }, { kind: 'user' })).toEqual([]);
    expect(domainContactIssues({ ...CONTACT, postal: '123456789' }, { kind: 'user' })).toEqual([ruleIssue('bio.postal', 'tooLong', { max: 8 })]);
  });

  it.each<[Partial<DomainContact>, RuleIssue]>([
    [{ email: 'maya' }, ruleIssue('bio.email', 'email')],
    [{ email: `${'m'.repeat(52)}@example.com` }, ruleIssue('bio.email', 'tooLong', { max: 63 })],
    [{ tel: '081234567890' }, ruleIssue('bio.tel', 'phone')],
    [{ tel: '+628123456789012' }, ruleIssue('bio.tel', 'tooLong', { max: 15 })],
    [{ country: 'Indonesia' }, ruleIssue('bio.country', 'invalidChoice')],
  ])('refuses a malformed %j', (change, issue) => {
    expect(domainContactIssues({ ...CONTACT, ...change })).toEqual([issue]);
  });

  it('names the fields under the given prefix', () => {
    expect(domainContactIssues({ ...CONTACT, fname: '' }, { pathPrefix: 'contact' })).toEqual([ruleIssue('contact.fname', 'required')]);
    expect(domainContactIssues({ ...CONTACT, fname: '' }, { pathPrefix: '' })).toEqual([ruleIssue('fname', 'required')]);
  });
});

describe('phoneWithDialCode (account-area 5: the dial code of the country offered)', () => {
  it.each([
    ['', '+62', '+62'],
    ['  ', '+62', '+62'],
    ['+1', '+62', '+62'],
    ['+44', '+49', '+49'],
    ['+6281234567', '+1', '+6281234567'],
    ['081234567', '+62', '081234567'],
    ['', undefined, ''],
    ['+1', undefined, '+1'],
  ])('phone %j with dial code %j gives %j', (tel, dialCode, expected) => {
    expect(phoneWithDialCode(tel, dialCode)).toBe(expected);
  });
});
