import { describe, expect, it } from 'vitest';
import type { TeamRole } from './permissions-roles';
import {
  bandwidthMeter,
  BYTES_PER_PLAN_MB,
  expiryMeter,
  instanceMeter,
  meterPercent,
  planMegabytesToBytes,
  planMegabytesToGigabytes,
  remainingAmount,
  showsExpiryMeter,
  storageMeter,
  userMenuMeters,
  userMeter,
} from './usage';

const MB = 1024 * 1024;

describe('plan units', () => {
  it('converts plan MB with 1024 * 1024 bytes each', () => {
    expect(BYTES_PER_PLAN_MB).toBe(1048576);
  });

  it.each<[number, number, number]>([
    [0, 0, 0],
    [1, MB, 1 / 1024],
    [1536, 1536 * MB, 1.5],
    [5120, 5 * 1024 ** 3, 5],
    [102400, 100 * 1024 ** 3, 100],
  ])('%d MB is %d bytes and %d GB', (megabytes, bytes, gigabytes) => {
    expect(planMegabytesToBytes(megabytes)).toBe(bytes);
    expect(planMegabytesToGigabytes(megabytes)).toBe(gigabytes);
  });

  it.each<[number, number, number]>([
    [100, 0, 100],
    [100, 40, 60],
    [100, 100, 0],
    [100, 101, 0],
    [0, 5, 0],
  ])('remainingAmount(%d, %d) is %d', (total, used, left) => {
    expect(remainingAmount(total, used)).toBe(left);
  });
});

describe('storage and bandwidth meters', () => {
  it.each<[string, number, number, 'normal' | 'error']>([
    ['empty', 0, 1536, 'normal'],
    ['half', 768 * MB, 1536, 'normal'],
    ['one byte below the cap', 1536 * MB - 1, 1536, 'normal'],
    ['exactly the cap', 1536 * MB, 1536, 'normal'],
    ['one byte over the cap', 1536 * MB + 1, 1536, 'error'],
    ['far over', 10 * 1536 * MB, 1536, 'error'],
    ['a zero cap, unused', 0, 0, 'normal'],
    ['a zero cap, used', 1, 0, 'error'],
  ])('%s is %s', (_name, usage, cap, tone) => {
    const expected = { value: usage, max: cap * MB, tone };
    expect(storageMeter(usage, cap)).toEqual(expected);
    expect(bandwidthMeter(usage, cap)).toEqual(expected);
  });
});

describe('instance and user meters', () => {
  it.each<[number, number, 'normal' | 'warning']>([
    [0, 3, 'normal'],
    [2, 3, 'normal'],
    [3, 3, 'warning'],
    [4, 3, 'warning'],
    [0, 0, 'warning'],
    [1, 1, 'warning'],
  ])('%d of %d is %s', (used, limit, tone) => {
    expect(instanceMeter(used, limit)).toEqual({ value: used, max: limit, tone });
    expect(userMeter(used, limit)).toEqual({ value: used, max: limit, tone });
  });
});

describe('expiryMeter', () => {
  const now = new Date('2025-06-01T12:00:00Z');

  it.each<[string, string, number, number, 'normal' | 'warning']>([
    ['a year and a half ahead', '2026-12-01 12:00:00', 548, 548, 'normal'],
    ['exactly 365 days ahead', '2026-06-01 12:00:00', 365, 365, 'normal'],
    ['364 days ahead', '2026-05-31 12:00:00', 364, 365, 'normal'],
    ['a month ahead', '2025-07-01 12:00:00', 30, 365, 'normal'],
    ['exactly 7 days ahead', '2025-06-08 12:00:00', 7, 365, 'normal'],
    ['one second under 7 days', '2025-06-08 11:59:59', 6, 365, 'warning'],
    ['one day ahead', '2025-06-02 12:00:00', 1, 365, 'warning'],
    ['later today', '2025-06-01 18:00:00', 0, 365, 'warning'],
    ['right now', '2025-06-01 12:00:00', 0, 365, 'warning'],
    ['already expired', '2025-05-01 00:00:00', 0, 365, 'warning'],
  ])('%s: %d of %d days, %s', (_name, expiryAt, value, max, tone) => {
    expect(expiryMeter(expiryAt, now)).toEqual({ value, max, tone });
  });

  it.each([[null], [undefined], [''], ['0000-00-00 00:00:00'], ['soon']])('is null without a readable expiry (%j)', (expiryAt) => {
    expect(expiryMeter(expiryAt, now)).toBeNull();
  });
});

describe('showsExpiryMeter', () => {
  it.each<[TeamRole, number, boolean]>([
    ['owner', -2, true],
    ['owner', -1, true],
    ['owner', 0, false],
    ['owner', 1, true],
    ['owner', 2, true],
    ['admin', 0, true],
    ['member', 0, true],
    ['client', 0, true],
    ['admin', 1, true],
  ])('%s at level %d: %s', (role, level, shown) => {
    expect(showsExpiryMeter(role, level)).toBe(shown);
  });
});

describe('meterPercent', () => {
  it.each<[number, number, number]>([
    [0, 100, 0],
    [25, 100, 25],
    [100, 100, 100],
    [150, 100, 100],
    [-5, 100, 0],
    [0, 0, 0],
    [1, 0, 100],
    [1, 3, 100 / 3],
  ])('%d of %d is %d percent', (value, max, percent) => {
    expect(meterPercent({ value, max })).toBeCloseTo(percent, 10);
  });
});

describe('userMenuMeters', () => {
  const plan = { level: 1, storage: 5120, network: 20480, instance: 6, users: 3 };
  const team = {
    role: 'owner' as TeamRole,
    expiry_at: '2025-06-04 12:00:00',
    usage_storage: 734003200,
    usage_network: 21 * 1024 ** 3,
    usage_instance: 6,
    usage_users: 1,
  };
  const now = new Date('2025-06-01T12:00:00Z');

  it('builds the five meters of a paid owner', () => {
    expect(userMenuMeters(team, plan, now)).toEqual({
      storage: { value: 734003200, max: 5120 * MB, tone: 'normal' },
      bandwidth: { value: 21 * 1024 ** 3, max: 20480 * MB, tone: 'error' },
      instances: { value: 6, max: 6, tone: 'warning' },
      users: { value: 1, max: 3, tone: 'normal' },
      expiry: { value: 3, max: 365, tone: 'warning' },
    });
  });

  it('hides the expiry meter of a free-plan owner but not of a free-plan member', () => {
    expect(userMenuMeters(team, { ...plan, level: 0 }, now).expiry).toBeNull();
    expect(userMenuMeters({ ...team, role: 'member' }, { ...plan, level: 0 }, now).expiry).toEqual({ value: 3, max: 365, tone: 'warning' });
  });

  it('has no expiry meter without an expiry date', () => {
    expect(userMenuMeters({ ...team, expiry_at: null }, plan, now).expiry).toBeNull();
  });
});
