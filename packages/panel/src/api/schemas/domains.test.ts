import { describe, expect, it } from 'vitest';
import {
  domainCheckSchema,
  domainContactSchema,
  domainDetailSchema,
  domainListSchema,
  domainOrderSchema,
  domainSchema,
} from './domains';

const activeDomain = {
  id: '12',
  name: 'myawesomewebsite.com',
  status: 'active',
  expiry_at: { date: '2026-08-01 00:00:00.000000', timezone_type: 3, timezone: 'UTC' },
  metadata: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    verifyStatus: 'Complete',
    verifyEmail: 'jane@example.com',
    status: 'ok',
    dates: { start: '2025-08-01', end: '2026-08-01' },
    locks: { transfer: true, privacy: '0' },
    ns: ['nsp.domcloud.co', 'nss.domcloud.co'],
    code: 'Xy7#pQ2!a',
  },
};

const contact = {
  fname: 'Jane',
  lname: 'Doe',
  company: 'Acme',
  email: 'jane@example.com',
  tel: '+62.81234567890',
  country: 'ID',
  state: 'Jawa Barat',
  city: 'Bandung',
  postal: '40111',
  address1: 'Jl. Merdeka 1',
  address2: '',
};

describe('domain schemas', () => {
  it('accepts an active domain with registrar metadata, coercing the id and the lock flags', () => {
    const domain = domainSchema.parse(activeDomain);
    expect(domain.id).toBe(12);
    expect(domain.expiry_at).toEqual({ date: '2026-08-01 00:00:00.000000' });
    expect(domain.metadata?.locks).toEqual({ transfer: true, privacy: false });
    expect(domain.metadata?.ns).toEqual(['nsp.domcloud.co', 'nss.domcloud.co']);
  });

  it('accepts a pending domain without expiry and with PHP empty-array metadata', () => {
    const domain = domainSchema.parse({ id: 3, name: 'new-shop.id', status: 'pending', expiry_at: null, metadata: [] });
    expect(domain.expiry_at).toBeNull();
    expect(domain.metadata).toBeNull();
  });

  it('accepts every status of the spec and rejects others', () => {
    for (const status of ['pending', 'active', 'expired', 'removed']) {
      expect(domainSchema.safeParse({ ...activeDomain, status }).success).toBe(true);
    }
    expect(domainSchema.safeParse({ ...activeDomain, status: 'suspended' }).success).toBe(false);
  });

  it('rejects malformed domains', () => {
    expect(domainSchema.safeParse({ ...activeDomain, id: 'twelve' }).success).toBe(false);
    expect(domainSchema.safeParse({ ...activeDomain, name: undefined }).success).toBe(false);
    expect(domainSchema.safeParse({ ...activeDomain, metadata: { ns: 'nsp.domcloud.co' } }).success).toBe(false);
    expect(domainSchema.safeParse({ ...activeDomain, metadata: { locks: { transfer: 'maybe' } } }).success).toBe(false);
    expect(domainListSchema.safeParse({ domains: [activeDomain] }).success).toBe(false);
  });

  it('accepts a detail with its price, as numbers or numeric strings', () => {
    const detail = domainDetailSchema.parse({ ...activeDomain, price: { purchase: '12.5', renewal: 14 } });
    expect(detail.price).toEqual({ purchase: 12.5, renewal: 14 });
    expect(domainDetailSchema.safeParse({ ...activeDomain, price: { purchase: 'free', renewal: 1 } }).success).toBe(false);
    expect(domainDetailSchema.safeParse({ ...activeDomain, price: { purchase: -1, renewal: 1 } }).success).toBe(false);
  });

  it('accepts each check result and rejects unknown ones', () => {
    for (const status of ['available', 'unavailable', 'invalid', 'error']) {
      expect(domainCheckSchema.parse({ domain: 'myawesomewebsite.com', status }).status).toBe(status);
    }
    expect(domainCheckSchema.safeParse({ domain: 'myawesomewebsite.com', status: 'taken' }).success).toBe(false);
    expect(domainCheckSchema.safeParse({ status: 'available' }).success).toBe(false);
  });

  it('reads a list PHP encoded as an object with gaps in its keys', () => {
    const domains = domainListSchema.parse({ 0: activeDomain, 2: { ...activeDomain, id: 14, name: 'other.net' } });
    expect(domains.map((item) => item.id)).toEqual([12, 14]);
  });

  it('accepts a contact without last name and second address line, and needs the rest', () => {
    expect(domainContactSchema.safeParse({ ...contact, lname: undefined, address2: undefined }).success).toBe(true);
    expect(domainContactSchema.safeParse({ ...contact, country: undefined }).success).toBe(false);
    expect(domainContactSchema.safeParse({ ...contact, company: undefined }).success).toBe(false);
  });

  it('accepts an order of 1 to 5 years', () => {
    expect(domainOrderSchema.safeParse({ name: 'myawesomewebsite', scheme: 'com', years: 5, bio: contact }).success).toBe(true);
    expect(domainOrderSchema.safeParse({ name: 'myawesomewebsite', scheme: 'com', years: 6, bio: contact }).success).toBe(false);
    expect(domainOrderSchema.safeParse({ name: 'myawesomewebsite', scheme: 'com', years: 0, bio: contact }).success).toBe(false);
  });
});
