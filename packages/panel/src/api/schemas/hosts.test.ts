import { describe, expect, it } from 'vitest';
import {
  HOST_LAUNCHER_TOOLS,
  HOST_SETTINGS_TABS,
  HOST_STATUS_VALUES,
  hostDetailSchema,
  hostListSchema,
  hostSchema,
  hostStatsResponseSchema,
  hostStatsSchema,
} from './hosts';

const HOST_ROW = {
  id: 12,
  domain: 'cuddly-pop-vou.domcloud.dev',
  username: 'cuddly-pop-vou',
  ssh_username: null,
  server_id: 1,
  status: 'active',
  created_at: '2024-10-13 09:12:44',
  user_id: 42,
  quota_server: 52428800,
  quota_net: '104857600',
};

const STATS = {
  quota_user: 41943040,
  quota_db: 10485760,
  quota_server: 52428800,
  quota_net: 257577216,
  bandwidths: { '2023-05-15': 128788448, '2023-05-16': '128788768' },
  ssl_expiry_at: '2024-11-06 03:49:00',
  updated_at: '2024-10-13 10:00:00',
  mypasswd: 'Xk2-mysql-extra',
  pgpasswd: null,
};

describe('hostSchema', () => {
  it('accepts a host list row, reading numeric strings', () => {
    expect(hostSchema.parse(HOST_ROW)).toEqual({ ...HOST_ROW, quota_net: 104857600 });
  });

  it.each([...HOST_STATUS_VALUES, 'archived'])('accepts the status %s (unknown ones too)', (status) => {
    expect(hostSchema.parse({ ...HOST_ROW, status }).status).toBe(status);
  });

  it('accepts the detail form with passwords and ids as strings', () => {
    const host = hostSchema.parse({ ...HOST_ROW, id: '12', server_id: '4', password: 'secret-pass', ssh_username: 'cuddly-pop-vou', ssh_password: 'ssh-pass' });
    expect(host).toMatchObject({ id: 12, server_id: 4, password: 'secret-pass', ssh_password: 'ssh-pass' });
  });

  it.each([
    ['an empty status', { ...HOST_ROW, status: '' }],
    ['no domain', { ...HOST_ROW, domain: undefined }],
    ['a word as id', { ...HOST_ROW, id: 'twelve' }],
    ['no creation date', { ...HOST_ROW, created_at: undefined }],
    ['a usage figure as a word', { ...HOST_ROW, quota_net: 'much' }],
  ])('rejects a host with %s', (_name, sample) => {
    expect(hostSchema.safeParse(sample).success).toBe(false);
  });
});

describe('hostListSchema', () => {
  it('accepts a list, an empty list and a PHP list keyed by id', () => {
    expect(hostListSchema.parse([HOST_ROW])).toHaveLength(1);
    expect(hostListSchema.parse([])).toEqual([]);
    expect(hostListSchema.parse({ '12': HOST_ROW, '15': { ...HOST_ROW, id: 15, status: 'removed' } }).map((host) => host.id)).toEqual([12, 15]);
  });

  it('rejects a page instead of data', () => {
    expect(hostListSchema.safeParse('<html></html>').success).toBe(false);
  });
});

describe('hostDetailSchema', () => {
  const server = { id: 1, endpoint: 'sga.domcloud.co', ip: '68.183.191.223', ip6: '2400:6180:0:d0::1', feature_level: 0, global_domain: 'domcloud.dev', features: ['mysql', 'postgresql'] };

  it('accepts a host with its server', () => {
    const detail = hostDetailSchema.parse({ host: HOST_ROW, server });
    expect(detail.server).toMatchObject({ endpoint: 'sga.domcloud.co', ip: '68.183.191.223', features: ['mysql', 'postgresql'] });
  });

  it('rejects a server without IP', () => {
    expect(hostDetailSchema.safeParse({ host: HOST_ROW, server: { ...server, ip: undefined } }).success).toBe(false);
  });
});

describe('hostStatsSchema', () => {
  it('accepts stats with daily bandwidth in bytes', () => {
    expect(hostStatsSchema.parse(STATS).bandwidths).toEqual({ '2023-05-15': 128788448, '2023-05-16': 128788768 });
  });

  it.each([
    ['JSON text', JSON.stringify({ '2023-05-15': 1024 }), { '2023-05-15': 1024 }],
    ['an empty PHP array', [], {}],
    ['null', null, {}],
  ])('reads bandwidths sent as %s', (_name, bandwidths, expected) => {
    expect(hostStatsSchema.parse({ ...STATS, bandwidths }).bandwidths).toEqual(expected);
  });

  it('answers null for a host not counted yet', () => {
    expect(hostStatsResponseSchema.parse(null)).toBeNull();
  });

  it.each([
    ['a bandwidth figure as a word', { ...STATS, bandwidths: { '2023-05-15': 'lots' } }],
    ['broken bandwidth text', { ...STATS, bandwidths: '{"2023-05-15":' }],
    ['no storage figure', { ...STATS, quota_server: undefined }],
    ['no ssl expiry key', { ...STATS, ssl_expiry_at: undefined }],
  ])('rejects stats with %s', (_name, sample) => {
    expect(hostStatsSchema.safeParse(sample).success).toBe(false);
  });
});

it('lists the launcher tools and settings tabs of the spec', () => {
  expect(HOST_LAUNCHER_TOOLS).toEqual(['webmin', 'filestash', 'phpmyadmin', 'phppgadmin', 'phprdadmin', 'webssh2']);
  expect(HOST_SETTINGS_TABS).toEqual(['rename', 'cname', 'passwd', 'server', 'transfer', 'delete']);
});
