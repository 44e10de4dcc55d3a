import { describe, expect, it } from 'vitest';
import { availabilityOf, answeredStatus } from './domain-availability';
import { domainOrderFormIssues, emptyOrderValues, SERVER_FIELD_NAMES, toDomainOrder, type DomainOrderFormValues } from './domain-order-values';

const CONTACT = { fname: 'Maya', company: 'Lestari Studio', email: 'maya@lestari.studio', tel: '+6281234567890', country: 'ID', state: 'DKI Jakarta', city: 'Jakarta', postal: '12730', address1: 'Jl. Kemang Raya 10' };
const VALUES: DomainOrderFormValues = { ...emptyOrderValues('com', CONTACT), name: 'lestari-kopi', years: 2 };
const CHECK = { domain: 'lestari-kopi.com', status: 'available' as const, price: { purchase: 12.99, renewal: 14.99 } };

describe('domain order form values', () => {
  it.each([
    ['a complete order', VALUES, 'order', []],
    ['no extension', { ...VALUES, scheme: '' }, 'order', ['scheme']],
    ['a name with a dot', { ...VALUES, name: 'lestari.kopi' }, 'order', ['name']],
    ['six years', { ...VALUES, years: 6 }, 'order', ['years']],
    ['a transfer without its EPP code', VALUES, 'transfer', ['secret']],
    ['a phone without +', { ...VALUES, bio: { ...VALUES.bio, tel: '081234567890' } }, 'order', ['bio.tel']],
    ['an owner postal code of 33 characters', { ...VALUES, bio: { ...VALUES.bio, postal: '1'.repeat(33) } }, 'order', ['bio.postal']],
    ['a ticked user contact with a postal code of 9', { ...VALUES, hasUserContact: true, user: { ...VALUES.bio, postal: '1'.repeat(9) } }, 'order', ['user.postal']],
    ['an empty user contact left unticked', { ...VALUES, hasUserContact: false, user: { ...VALUES.bio, postal: '1'.repeat(9), fname: '' } }, 'order', []],
  ] as const)('%s breaks %j', (_, values, kind, paths) => {
    expect(domainOrderFormIssues(values, kind).map((issue) => issue.path)).toEqual(paths);
  });

  it('sends the optional contact fields only when given, and the EPP code only for a transfer', () => {
    const order = toDomainOrder({ ...VALUES, name: ' lestari-kopi ' }, 'order');
    expect(order).toEqual({ name: 'lestari-kopi', scheme: 'com', years: 2, bio: CONTACT });
    const transfer = toDomainOrder({ ...VALUES, secret: ' Xk29 ', bio: { ...VALUES.bio, lname: 'Lestari', address2: 'Unit 3' } }, 'transfer');
    expect(transfer).toEqual({ name: 'lestari-kopi', scheme: 'com', years: 1, secret: 'Xk29', bio: { ...CONTACT, lname: 'Lestari', address2: 'Unit 3' } });
  });

  it('sends the user contact only when ticked, its optional fields left out when empty', () => {
    const user = { ...VALUES.bio, fname: 'Budi', postal: '12345678', lname: ' ', address2: 'Lantai 2' };
    expect(toDomainOrder({ ...VALUES, hasUserContact: true, user }, 'order')).toEqual({
      name: 'lestari-kopi',
      scheme: 'com',
      years: 2,
      bio: CONTACT,
      user: { ...CONTACT, fname: 'Budi', postal: '12345678', address2: 'Lantai 2' },
    });
    expect(toDomainOrder({ ...VALUES, hasUserContact: false, user }, 'transfer')).not.toHaveProperty('user');
  });

  it('maps the server names of both contacts to the form fields', () => {
    expect(SERVER_FIELD_NAMES['bio[postal]']).toBe('bio.postal');
    expect(SERVER_FIELD_NAMES['user[postal]']).toBe('user.postal');
    expect(SERVER_FIELD_NAMES['user[address2]']).toBe('user.address2');
  });
});

describe('domain availability', () => {
  it.each([
    ['an empty name', { name: '', scheme: 'com' }, { isSettled: true, isError: false, data: undefined }, 'idle'],
    ['no extension', { name: 'lestari', scheme: '' }, { isSettled: true, isError: false, data: undefined }, 'idle'],
    ['a name the rules refuse', { name: 'a b', scheme: 'com' }, { isSettled: true, isError: false, data: undefined }, 'idle'],
    ['typing not settled, even with an older answer', { name: 'lestari-kopi', scheme: 'com' }, { isSettled: false, isError: false, data: CHECK }, 'checking'],
    ['waiting for the answer', { name: 'lestari-kopi', scheme: 'com' }, { isSettled: true, isError: false, data: undefined }, 'checking'],
    ['a failed check', { name: 'lestari-kopi', scheme: 'com' }, { isSettled: true, isError: true, data: undefined }, 'error'],
    ['the registry answer', { name: 'lestari-kopi', scheme: 'com' }, { isSettled: true, isError: false, data: { ...CHECK, status: 'unavailable' as const } }, 'unavailable'],
  ] as const)('%s shows %s', (_, lookup, query, status) => {
    expect(availabilityOf(lookup, query).status).toBe(status);
  });

  it('carries the answer price and gives the rules only answered statuses', () => {
    const answered = availabilityOf({ name: 'lestari-kopi', scheme: 'com' }, { isSettled: true, isError: false, data: CHECK });
    expect(answered).toEqual({ status: 'available', domain: 'lestari-kopi.com', price: CHECK.price });
    expect(answeredStatus(answered)).toBe('available');
    expect(answeredStatus({ status: 'checking' })).toBeUndefined();
    expect(answeredStatus({ status: 'idle' })).toBeUndefined();
  });
});
