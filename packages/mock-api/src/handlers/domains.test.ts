import { describe, expect, it } from 'vitest';
import type { DomainContact } from '@hostdeck/panel/contract';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('domains');
const TEAM = 101;
const BIO: DomainContact = {
  fname: 'Maya',
  lname: 'Lestari',
  company: 'Lestari Studio',
  email: 'maya@lestari.studio',
  tel: '+6281234567890',
  country: 'ID',
  state: 'DKI Jakarta',
  city: 'Jakarta',
  postal: '12730',
  address1: 'Jl. Kemang Raya 12',
};

describe('domains handlers', () => {
  it('lists, details and checks domains', async () => {
    expect((await world.api.listDomains({ teamId: TEAM })).map((domain) => domain.status)).toEqual(expect.arrayContaining(['active', 'pending', 'expired', 'removed']));
    expect((await world.api.getDomain({ domainId: 501 })).price).not.toBeNull();
    expect((await rejection(world.api.getDomain({ domainId: 999 }))).status).toBe(404);
    expect((await world.api.checkDomain({ name: 'lestari-baru', scheme: 'com' })).status).toBe('available');
    expect((await world.api.checkDomain({ name: 'google', scheme: 'com' })).status).toBe('unavailable');
  });

  it('orders, transfers and renews domains', async () => {
    const order = await world.api.orderDomain({ teamId: TEAM, name: 'lestari-baru', scheme: 'com', years: 2, bio: BIO });
    expect(order.redirect).toMatch(/domain\/detail\/\d+$/);
    expect(await world.api.transferDomain({ teamId: TEAM, name: 'example', scheme: 'com', years: 1, bio: BIO, secret: 'EPP-1234' })).toHaveProperty('message');
    expect(await world.api.renewDomain({ teamId: TEAM, domainId: 504, years: 1 })).toHaveProperty('redirect');
    expect((await world.api.listDomains({ teamId: TEAM })).map((domain) => domain.name)).toEqual(expect.arrayContaining(['lestari-baru.com', 'example.com']));
  });

  it('answers 422 with the bracketed contact fields for a bad order', async () => {
    const error = await rejection(world.api.orderDomain({ teamId: TEAM, name: 'lestari-baru', scheme: 'com', years: 9, bio: { ...BIO, fname: '', tel: '0812' } }));
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors)).toEqual(expect.arrayContaining(['years', 'bio[fname]', 'bio[tel]']));
  });

  it('reads the user contact from user[...] fields and names its errors so', async () => {
    const error = await rejection(world.api.orderDomain({ teamId: TEAM, name: 'lestari-pengguna', scheme: 'com', years: 1, bio: BIO, user: { ...BIO, postal: '123456789', fname: '' } }));
    expect(error.status).toBe(422);
    expect(Object.keys(error.fieldErrors).sort()).toEqual(['user[fname]', 'user[postal]']);
    expect(await world.api.orderDomain({ teamId: TEAM, name: 'lestari-pengguna', scheme: 'com', years: 1, bio: BIO, user: { ...BIO, postal: '12345678' } })).toHaveProperty('redirect');
  });

  it('runs the actions of a domain page', async () => {
    const page = { teamId: TEAM, domainId: 501 };
    expect(await world.api.updateDomainLocks({ ...page, transfer: false })).toHaveProperty('message');
    expect((await world.api.getDomain(page)).metadata?.locks).toEqual({ transfer: false, privacy: true });
    expect(await world.api.updateDomainNameServers({ ...page, ns: ['ns1.example.net', 'ns2.example.net'] })).toHaveProperty('message');
    expect((await world.api.getDomain(page)).metadata?.ns).toEqual(['ns1.example.net', 'ns2.example.net']);
    expect((await rejection(world.api.updateDomainNameServers({ ...page, ns: ['only.one.net'] }))).fieldErrors).toHaveProperty('ns');
    expect(await world.api.resendDomainVerification({ teamId: TEAM, domainId: 502 })).toHaveProperty('message');

    const pending = { teamId: TEAM, domainId: 503 };
    expect(await world.api.requestDomainInvoice(pending)).toHaveProperty('message');
    expect(await world.api.cancelDomainPayment(pending)).toHaveProperty('message');
    expect((await world.api.payDomain({ ...pending, paymentType: 'paypal' })).redirect).toBeTruthy();
    expect(await world.api.deleteDomain({ teamId: TEAM, domainId: 505 })).toHaveProperty('message');
    expect((await rejection(world.api.deleteDomain({ teamId: TEAM, domainId: 501 }))).status).toBe(403);
  });

  it('keeps members from ordering', async () => {
    world.start('member');
    expect((await rejection(world.api.orderDomain({ teamId: TEAM, name: 'dewi-shop', scheme: 'com', years: 1, bio: BIO }))).status).toBe(403);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
