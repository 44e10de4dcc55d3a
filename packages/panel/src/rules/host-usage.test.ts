import { describe, expect, it } from 'vitest';
import { BANDWIDTH_CHART_DAYS, bandwidthDays, formatMonthDay, hostBandwidthUsage, hostStorageUsage, type HostBandwidthUsage, type HostStorageUsage } from './host-usage';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

describe('hostStorageUsage', () => {
  it.each<[string, { quota_user: number; quota_db: number; quota_server: number }, number, HostStorageUsage]>([
    ['files and databases of a Kit plan', { quota_user: 420 * MiB, quota_db: 96 * MiB, quota_server: 516 * MiB }, 12 * 1024, { total: 12 * GiB, used: 516 * MiB, files: 420 * MiB, databases: 96 * MiB, free: 12 * GiB - 516 * MiB, tone: 'normal' }],
    ['a fresh host', { quota_user: 36_864, quota_db: 0, quota_server: 36_864 }, 1536, { total: 1.5 * GiB, used: 36_864, files: 36_864, databases: 0, free: 1.5 * GiB - 36_864, tone: 'normal' }],
    ['exactly full is not over', { quota_user: GiB, quota_db: 0.5 * GiB, quota_server: 1.5 * GiB }, 1536, { total: 1.5 * GiB, used: 1.5 * GiB, files: GiB, databases: 0.5 * GiB, free: 0, tone: 'normal' }],
    ['over the plan: free stays 0', { quota_user: 2 * GiB, quota_db: 0, quota_server: 2 * GiB }, 1536, { total: 1.5 * GiB, used: 2 * GiB, files: 2 * GiB, databases: 0, free: 0, tone: 'error' }],
    ['quota_server sent short counts files and databases', { quota_user: 300 * MiB, quota_db: 200 * MiB, quota_server: 0 }, 1024, { total: GiB, used: 500 * MiB, files: 300 * MiB, databases: 200 * MiB, free: 524 * MiB, tone: 'normal' }],
    ['negative and unreadable counts are 0', { quota_user: -5, quota_db: Number.NaN, quota_server: Number.POSITIVE_INFINITY }, 1024, { total: GiB, used: 0, files: 0, databases: 0, free: GiB, tone: 'normal' }],
    ['a plan without storage', { quota_user: MiB, quota_db: 0, quota_server: MiB }, 0, { total: 0, used: MiB, files: MiB, databases: 0, free: 0, tone: 'error' }],
  ])('%s', (_, stats, storageMB, expected) => {
    expect(hostStorageUsage(stats, { storage: storageMB })).toEqual(expected);
  });
});

describe('hostBandwidthUsage', () => {
  it.each<[string, number, number, HostBandwidthUsage]>([
    ['nothing sent', 0, 2048, { total: 2 * GiB, used: 0, remaining: 2 * GiB, tone: 'normal' }],
    ['part of the month', 5 * GiB, 100 * 1024, { total: 100 * GiB, used: 5 * GiB, remaining: 95 * GiB, tone: 'normal' }],
    ['exactly the cap', 2 * GiB, 2048, { total: 2 * GiB, used: 2 * GiB, remaining: 0, tone: 'normal' }],
    ['over the cap: remaining never below 0', 3 * GiB, 2048, { total: 2 * GiB, used: 3 * GiB, remaining: 0, tone: 'error' }],
    ['an unreadable count is 0', Number.NaN, 2048, { total: 2 * GiB, used: 0, remaining: 2 * GiB, tone: 'normal' }],
  ])('%s', (_, used, networkMB, expected) => {
    expect(hostBandwidthUsage({ quota_net: used }, { network: networkMB })).toEqual(expected);
  });
});

describe('bandwidthDays', () => {
  it.each<[string, Record<string, number>, { day: string; bytes: number }[]]>([
    ['none counted', {}, []],
    [
      'oldest first, whatever order the server sent',
      { '2026-11-02': 200, '2026-10-31': 100, '2026-11-01': 0 },
      [
        { day: '2026-10-31', bytes: 100 },
        { day: '2026-11-01', bytes: 0 },
        { day: '2026-11-02', bytes: 200 },
      ],
    ],
    ['keys that are not a date are left out', { total: 5, '2026-02-30': 7, '2026-3-1': 9, '2026-03-01': 11 }, [{ day: '2026-03-01', bytes: 11 }]],
    ['a negative or unreadable count is 0', { '2026-03-01': -1, '2026-03-02': Number.NaN }, [{ day: '2026-03-01', bytes: 0 }, { day: '2026-03-02', bytes: 0 }]],
  ])('%s', (_, bandwidths, expected) => {
    expect(bandwidthDays(bandwidths)).toEqual(expected);
  });

  it(`keeps the latest ${BANDWIDTH_CHART_DAYS} days of a longer record`, () => {
    const start = Date.UTC(2025, 0, 1);
    const record = Object.fromEntries(Array.from({ length: 400 }, (_, index) => [new Date(start + index * 86_400_000).toISOString().slice(0, 10), index]));
    const days = bandwidthDays(record);
    expect(days).toHaveLength(BANDWIDTH_CHART_DAYS);
    expect(days.at(-1)).toEqual({ day: '2026-02-04', bytes: 399 });
    expect(days[0]).toEqual({ day: '2026-01-05', bytes: 369 });
  });
});

describe('formatMonthDay', () => {
  it.each<[string, string, string]>([
    ['2026-10-03', 'en', 'Oct 3'],
    ['2026-10-03', 'de', '3. Okt.'],
    ['2026-10-03', 'ja', '10月3日'],
    // The key's own day, in every time zone of the viewer: the first of the month stays the first.
    ['2026-01-01', 'en', 'Jan 1'],
    ['2026-12-31', 'en', 'Dec 31'],
    ['not-a-day', 'en', 'not-a-day'],
  ])('%s in %s is %s', (day, locale, label) => {
    expect(formatMonthDay(day, locale)).toBe(label);
  });
});
