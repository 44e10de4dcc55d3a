import { describe, expect, it } from 'vitest';
import { adminUserPageSchema, FEATURE_VALUES, initDataSchema, planSchema, ROLE_VALUES, teamSchema, teamSummarySchema } from './session';
import { byteSizeSchema, looseNumberSchema } from './common';

/** Initdata as the spec lists it (host-area and account-area section 3), with the fixture facts' plans and servers. */
const INIT_DATA_SAMPLE = {
  user: { id: 42, lang: 'en', theme: 'dark', name: 'Ana Putri', email: 'ana@example.com', email_verified_at: '2024-02-01 08:00:00' },
  schemes: [{ id: 'com' }, { id: 'my.id' }],
  plans: [
    { id: 1, alias: 'Free', level: 0, currency: 'usd', monthly: 0, storage: 1536, network: 2048, instance: 3, users: 1 },
    { id: 2, alias: 'Lite', level: '1', currency: 'usd', monthly: '1.5', storage: '5120', network: 20480, instance: 6, users: 3 },
    { id: '3', alias: 'Kit', level: 2, currency: 'usd', monthly: 5, storage: 12288, network: 102400, instance: 10, users: 5 },
    { id: 4, alias: 'Lite', level: 1, currency: 'idr', monthly: 25000, storage: 5120, network: 20480, instance: 6, users: 3 },
  ],
  servers: [
    { id: 1, endpoint: 'sga.domcloud.co', ip: '68.183.191.223', feature_level: 0, global_domain: 'domcloud.dev', wildcard_domain: null },
    { id: '4', endpoint: 'sgp.domcloud.co', ip: '129.150.52.34', arch: 'arm64', vcpu: 4, ram: '24', feature_level: '1' },
  ],
  currencies: [
    { value: 'usd', intl_code: 'USD', intl_precision: 2, minimum: 1, fee_threshold: 5, fee_amount: '0.5' },
    { value: 'idr', intl_code: 'IDR', intl_precision: '0' },
  ],
  teams: [
    { id: 3, user_id: 42, role: 'owner', evaluated_at: '2025-06-01 10:00:00', name: 'Ana Putri', plan_id: 2 },
    { id: '8', user_id: '7', role: 'member', evaluated_at: null },
  ],
  csrf: { name: 'csrf_token', value: '9f86d081884c7d65' },
  config: { nameservers: ['nsp.domcloud.co', 'nss.domcloud.co'], maxfilesizeupload: '100M' },
  features: { gen_invite_code: 1, domain_registry: 0, manual_backup: 1, scheduled_backup: 2, self_hosting: 1, docker_deploy: '1' },
};

const TEAM_SAMPLE = {
  id: 3,
  name: 'Ana Putri',
  user_id: 42,
  role: 'owner',
  plan_id: '2',
  country: 'ID',
  currency: 'usd',
  default_server: 4,
  invoice_note: null,
  expiry_at: '2025-12-31 00:00:00',
  evaluated_at: '2025-06-01 10:00:00',
  usage_storage: 734003200,
  usage_network: '1073741824',
  usage_instance: 2,
  usage_users: 1,
  usage_notice: null,
  gravatar: 'https://www.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346',
};

describe('initDataSchema', () => {
  it('accepts the spec sample, reading numeric strings and upload-size shorthand', () => {
    const data = initDataSchema.parse(INIT_DATA_SAMPLE);
    expect(data.user).toMatchObject({ id: 42, lang: 'en', theme: 'dark' });
    expect(data.plans.map((plan) => [plan.id, plan.level, plan.monthly, plan.storage])).toEqual([
      [1, 0, 0, 1536],
      [2, 1, 1.5, 5120],
      [3, 2, 5, 12288],
      [4, 1, 25000, 5120],
    ]);
    expect(data.servers[1]).toMatchObject({ id: 4, feature_level: 1, ram: 24 });
    expect(data.currencies[1]).toEqual({ value: 'idr', intl_code: 'IDR', intl_precision: 0 });
    expect(data.teams[1]).toEqual({ id: 8, user_id: 7, role: 'member', evaluated_at: null });
    expect(data.config.maxfilesizeupload).toBe(100 * 1024 * 1024);
    expect(data.features.docker_deploy).toBe(1);
  });

  it('takes PHP encodings: lists keyed by id, an empty features map as []', () => {
    const data = initDataSchema.parse({
      ...INIT_DATA_SAMPLE,
      plans: { '1': INIT_DATA_SAMPLE.plans[0], '3': INIT_DATA_SAMPLE.plans[2] },
      schemes: [{ id: 7 }],
      features: [],
    });
    expect(data.plans.map((plan) => plan.id)).toEqual([1, 3]);
    expect(data.schemes).toEqual([{ id: '7' }]);
    expect(data.features).toEqual({});
  });

  it('accepts a user without language or theme (falls back to en and the system theme)', () => {
    expect(initDataSchema.parse({ ...INIT_DATA_SAMPLE, user: { id: 5, lang: null, theme: null } }).user).toEqual({ id: 5, lang: null, theme: null });
  });

  it.each([
    ['a login page', '<html>login</html>'],
    ['null', null],
    ['no csrf token', { ...INIT_DATA_SAMPLE, csrf: undefined }],
    ['an empty csrf token', { ...INIT_DATA_SAMPLE, csrf: { name: 'csrf_token', value: '' } }],
    ['a user without id', { ...INIT_DATA_SAMPLE, user: { lang: 'en', theme: 'dark' } }],
    ['an unknown role', { ...INIT_DATA_SAMPLE, teams: [{ id: 3, user_id: 42, role: 'guest', evaluated_at: null }] }],
    ['teams as text', { ...INIT_DATA_SAMPLE, teams: 'none' }],
    ['a plan without level', { ...INIT_DATA_SAMPLE, plans: [{ ...INIT_DATA_SAMPLE.plans[0], level: null }] }],
    ['a plan below banned', { ...INIT_DATA_SAMPLE, plans: [{ ...INIT_DATA_SAMPLE.plans[0], level: -3 }] }],
    ['a server without endpoint', { ...INIT_DATA_SAMPLE, servers: [{ id: 1 }] }],
    ['an unreadable upload size', { ...INIT_DATA_SAMPLE, config: { nameservers: [], maxfilesizeupload: 'lots' } }],
    ['a feature level as text', { ...INIT_DATA_SAMPLE, features: { manual_backup: 'paid' } }],
  ])('rejects %s', (_name, sample) => {
    expect(initDataSchema.safeParse(sample).success).toBe(false);
  });
});

describe('planSchema', () => {
  it.each([-2, -1, 0, 1, 2, 3])('accepts level %i', (level) => {
    expect(planSchema.parse({ ...INIT_DATA_SAMPLE.plans[0], level }).level).toBe(level);
  });

  it('rejects a fractional level', () => {
    expect(planSchema.safeParse({ ...INIT_DATA_SAMPLE.plans[0], level: 1.5 }).success).toBe(false);
  });
});

describe('looseNumberSchema and byteSizeSchema', () => {
  it.each([
    [3, 3],
    ['1.5', 1.5],
    [' -2 ', -2],
  ])('reads %j as %d', (input, output) => {
    expect(looseNumberSchema.parse(input)).toBe(output);
  });

  it.each([null, '', 'abc', true, undefined])('refuses %j', (input) => {
    expect(looseNumberSchema.safeParse(input).success).toBe(false);
  });

  it.each([
    [1048576, 1048576],
    ['2G', 2 * 1024 ** 3],
    ['512K', 512 * 1024],
    ['64 MB', 64 * 1024 ** 2],
    ['1000', 1000],
  ])('reads the size %j as %d bytes', (input, bytes) => {
    expect(byteSizeSchema.parse(input)).toBe(bytes);
  });

  it.each([-1, '10T', 'unlimited'])('refuses the size %j', (input) => {
    expect(byteSizeSchema.safeParse(input).success).toBe(false);
  });
});

describe('teamSchema and teamSummarySchema', () => {
  it('accepts the Team entity', () => {
    expect(teamSchema.parse(TEAM_SAMPLE)).toMatchObject({ id: 3, plan_id: 2, usage_network: 1073741824, expiry_at: '2025-12-31 00:00:00' });
  });

  it.each(ROLE_VALUES)('accepts the role %s', (role) => {
    expect(teamSummarySchema.parse({ id: 1, user_id: 1, role, evaluated_at: null }).role).toBe(role);
  });

  it.each([
    ['no usage', { ...TEAM_SAMPLE, usage_storage: undefined }],
    ['a plan id that is no number', { ...TEAM_SAMPLE, plan_id: 'lite' }],
    ['an unknown role', { ...TEAM_SAMPLE, role: 'viewer' }],
    ['a missing expiry key', { ...TEAM_SAMPLE, expiry_at: undefined }],
  ])('rejects a team with %s', (_name, sample) => {
    expect(teamSchema.safeParse(sample).success).toBe(false);
  });
});

describe('adminUserPageSchema', () => {
  it('accepts a page of users', () => {
    const page = adminUserPageSchema.parse({
      users: [
        { id: '1', email: 'admin@example.com', created_at: '2020-01-01 00:00:00' },
        { id: 42, email: 'ana@example.com', created_at: '2024-02-01 08:00:00', name: 'Ana Putri' },
      ],
      page: '2',
      pages: 7,
    });
    expect(page.users.map((user) => user.id)).toEqual([1, 42]);
    expect(page.page).toBe(2);
  });

  it('rejects a user row without email', () => {
    expect(adminUserPageSchema.safeParse({ users: [{ id: 1, created_at: null }], page: 1, pages: 1 }).success).toBe(false);
  });
});

it('names the features the spec names', () => {
  expect(FEATURE_VALUES).toContain('manual_backup');
  expect(new Set(FEATURE_VALUES).size).toBe(FEATURE_VALUES.length);
});
