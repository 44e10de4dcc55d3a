import type { DatabaseKind } from '@hostdeck/panel/contract';
import { checkDatabaseName, DAY_MS, domainNameServerIssues, upgradeSubtotal } from '@hostdeck/panel/rules';
import { describe, expect, it } from 'vitest';
import { orderUpgrade, listInvoices } from './billing';
import { createWorld } from './create-world';
import { updateDomainNameServers } from './domain-actions';
import { orderDomain } from './domains';
import { createDatabase, createHostUser } from './host-tools';
import { createHost, type HostOrder } from './hosts';
import type { Outcome } from './result';
import { formatDateTime, parseTime } from './time';
import { World } from './world';

/*
 * The world refuses and prices with the panel's rules (@hostdeck/panel/rules), at the same boundaries the forms use.
 */

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

const ORDER: HostOrder = { teamId: 101, username: 'x', serverId: 2, domain: 'x.domcloud.dev', mergeWithParent: false, password: 'correct-horse-9', template: 'features:\n  - node lts\n' };

describe('host order names (host-area 5.1): 1 to 39 minus the suffix under a sub-domain', () => {
  const order = (name: string): HostOrder => ({ ...ORDER, username: name, domain: `${name}.domcloud.dev` });

  it('takes a name of 27 characters under domcloud.dev (12), as the order form does', () => {
    expect(new World(createWorld()).run(createHost, order('a'.repeat(27))).ok).toBe(true);
  });

  it('refuses 28 with the order form limits', () => {
    expect(new World(createWorld()).run(createHost, order('a'.repeat(28)))).toMatchObject({ ok: false, status: 422, fieldErrors: { username: 'The username must be 1 to 27 characters long.' } });
  });
});

describe('domain contact (account-area 5)', () => {
  const BIO = { fname: 'Maya', company: 'PT Lestari', email: 'maya@lestari.studio', tel: '+6281234567890', country: 'ID', state: 'DKI Jakarta', city: 'Jakarta', postal: '12730', address1: 'Jl. Kemang Raya 12' };

  it('accepts the owner postal code of 32 and refuses 33, a long email and a missing company', () => {
    const world = new World(createWorld());
    expect(world.run(orderDomain, { teamId: 101, name: 'lestari-32', scheme: 'com', years: 1, bio: { ...BIO, postal: '1'.repeat(32) } }).ok).toBe(true);
    expect(world.run(orderDomain, { teamId: 101, name: 'lestari-33', scheme: 'com', years: 1, bio: { ...BIO, postal: '1'.repeat(33), email: `${'m'.repeat(52)}@example.com`, company: '' } })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { 'bio[postal]': 'The postal code must be at most 32 characters long.', 'bio[email]': 'The email must be at most 63 characters long.', 'bio[company]': 'The company is required.' },
    });
  });
});

describe('the optional user contact (account-area 3 and 5)', () => {
  const BIO = { fname: 'Maya', company: 'PT Lestari', email: 'maya@lestari.studio', tel: '+6281234567890', country: 'ID', state: 'DKI Jakarta', city: 'Jakarta', postal: '12730', address1: 'Jl. Kemang Raya 12' };
  const USER = { ...BIO, fname: 'Budi', email: 'budi@lestari.studio' };

  it('accepts a user postal code of 8 and an order without a user contact', () => {
    const world = new World(createWorld());
    expect(world.run(orderDomain, { teamId: 101, name: 'lestari-user-8', scheme: 'com', years: 1, bio: BIO, user: { ...USER, postal: '1'.repeat(8) } }).ok).toBe(true);
    expect(world.run(orderDomain, { teamId: 101, name: 'lestari-no-user', scheme: 'com', years: 1, bio: BIO }).ok).toBe(true);
  });

  it('refuses a user postal code of 9 and a missing user field with user[...] field errors', () => {
    const world = new World(createWorld());
    expect(world.run(orderDomain, { teamId: 101, name: 'lestari-user-9', scheme: 'com', years: 1, bio: BIO, user: { ...USER, postal: '1'.repeat(9), city: '' } })).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { 'user[postal]': "The user contact's postal code must be at most 8 characters long.", 'user[city]': "The user contact's city is required." },
    });
  });
});

describe('upgrade pricing (account-area 4, 9)', () => {
  it('bills 10 months as a year of 10 monthly prices and extends a running plan from its expiry', () => {
    const world = new World(createWorld());
    const team = world.state.teams.find((item) => item.id === 101);
    const plan = world.state.catalog.plans.find((item) => item.id === team?.plan_id);
    if (!team?.expiry_at || !plan) throw new Error('team 101 has a plan with an expiry');
    const before = value(world.run(listInvoices, { teamId: 101 })).length;
    value(world.run(orderUpgrade, { teamId: 101, order: { plan: plan.id, years: 0, months: 10, currency: plan.currency === 'idr' ? 'idr' : 'usd', duration: 'custom' } }));
    const [item] = value(world.run(listInvoices, { teamId: 101 })).slice(before);
    expect(item?.nice_message).toBe(`Extend ${plan.alias} for 1 year`);
    expect(item?.metadata.price).toBe(upgradeSubtotal(plan.monthly, { years: 1, months: 0 }));
    expect(item?.metadata.expiration).toBe(formatDateTime(parseTime(team.expiry_at) + 365 * DAY_MS));
  });

  it('refuses a duration of 0 years 0 months and months above 11', () => {
    const world = new World(createWorld());
    expect(world.run(orderUpgrade, { teamId: 101, order: { plan: 13, years: 0, months: 0, currency: 'idr', duration: 'custom' } })).toMatchObject({ status: 422, fieldErrors: { duration: 'Choose a duration of at least one month.' } });
    expect(world.run(orderUpgrade, { teamId: 101, order: { plan: 13, years: 0, months: 12, currency: 'idr', duration: 'custom' } })).toMatchObject({ status: 422, fieldErrors: { months: 'Months must be between 0 and 11.' } });
  });
});

describe('database names (backend-formats 3.3): the database page\'s create form', () => {
  const HOST = { teamId: 101, hostId: 1001 };
  const SAMPLES: readonly [DatabaseKind, string][] = [
    ['mysql', 'Blog.v2'],
    ['postgres', 'reports-2026'],
    ['redis', 'cache_2'],
    ['mysql', ''],
    ['mysql', '2026'],
    ['postgres', 'my blog'],
    ['redis', 'c'],
    ['redis', 'Cache'],
    ['redis', 'cache-2'],
  ];

  it.each(SAMPLES)('%s %j: created exactly when the form\'s rule takes it', (kind, name) => {
    const created = new World(createWorld()).run(createDatabase, { ...HOST, kind, name });
    expect(created.ok).toBe(checkDatabaseName(kind, name) === undefined);
  });

  it('refuses on the name field in English', () => {
    const world = new World(createWorld());
    const refusal = (kind: DatabaseKind, name: string) => world.run(createDatabase, { ...HOST, kind, name });
    expect(refusal('mysql', '')).toMatchObject({ status: 422, fieldErrors: { name: 'The database name is required.' } });
    expect(refusal('mysql', '2026')).toMatchObject({ status: 422, fieldErrors: { name: 'The database name may hold only letters, digits, dots, hyphens and underscores, starting with a letter.' } });
    expect(refusal('redis', 'Cache')).toMatchObject({ status: 422, fieldErrors: { name: 'The database name may hold only lowercase letters, digits and underscores, starting with a letter.' } });
    expect(refusal('redis', 'c')).toMatchObject({ status: 422, fieldErrors: { name: 'The database name must be at least 2 characters long.' } });
  });
});

describe('extra user names (host-area 2 User): the add form rule, checkHostUserName', () => {
  const add = (user: string) => new World(createWorld()).run(createHostUser, { teamId: 101, hostId: 1001, user, password: 'correct-horse-9' });

  it('takes 3 and 32 characters, as the add form does', () => {
    expect(add('abc').ok).toBe(true);
    expect(add('a'.repeat(32)).ok).toBe(true);
  });

  it.each([
    ['ab', 'The user name must be 3 to 32 characters long.'],
    ['Deploy', 'The user name may hold only lowercase letters, digits and hyphens.'],
    ['1deploy', 'The user name must start with a letter.'],
    ['deploy-', 'The user name must not end with a hyphen.'],
    ['lestari-web-deploy', 'The user lestari-web-deploy already exists.'],
  ])('refuses %j with the rule issue in English', (user, message) => {
    expect(add(user)).toMatchObject({ ok: false, status: 422, fieldErrors: { user: message } });
  });
});

describe('domain name servers (account-area 7 updatens): the DNS tab rule, domainNameServerIssues', () => {
  const hosts = (count: number) => Array.from({ length: count }, (_, index) => `ns${index + 1}.example.net`);
  const save = (ns: readonly string[]) => new World(createWorld()).run(updateDomainNameServers, { teamId: 101, domainId: 501, ns });

  it.each([2, 13])('takes %i, as the form does', (count) => {
    expect(domainNameServerIssues(hosts(count))).toEqual([]);
    expect(save(hosts(count)).ok).toBe(true);
  });

  it.each([1, 14])('refuses %i, as the form does', (count) => {
    expect(domainNameServerIssues(hosts(count))).not.toEqual([]);
    expect(save(hosts(count))).toMatchObject({ ok: false, status: 422 });
  });

  it('refuses a row that is no host name, as the form does', () => {
    expect(domainNameServerIssues(['ns1.example.net', 'localhost'])).not.toEqual([]);
    expect(save(['ns1.example.net', 'localhost'])).toMatchObject({ ok: false, status: 422 });
  });
});
