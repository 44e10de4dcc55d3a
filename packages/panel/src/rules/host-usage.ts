import type { HostStats } from '../api/schemas/hosts';
import type { Plan } from '../api/schemas/session';
import { parseBackendDate } from './format';
import { planMegabytesToBytes, remainingAmount, type MeterTone } from './usage';

/**
 * A host's storage against its plan's storage (host-area 9: plan total against usage), in bytes. The stats count the
 * host's files (quota_user) and databases (quota_db); quota_server is both together.
 */
export interface HostStorageUsage {
  /** The plan's storage. */
  total: number;
  /** Files and databases together. */
  used: number;
  files: number;
  databases: number;
  /** What is left of the total, never below 0. */
  free: number;
  /** 'error' once the host uses more than the total; reaching it exactly is still normal. */
  tone: MeterTone;
}

/** This month's data transfer against the plan's monthly network (host-area 9), in bytes. */
export interface HostBandwidthUsage {
  /** The plan's monthly network. */
  total: number;
  used: number;
  /** The plan's network minus what was used, never below 0. */
  remaining: number;
  tone: MeterTone;
}

type StorageStats = Pick<HostStats, 'quota_user' | 'quota_db' | 'quota_server'>;

/** A count the server may send as anything: only a finite amount of 0 or more is a size. */
const size = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

const overTone = (used: number, total: number): MeterTone => (used > total ? 'error' : 'normal');

export function hostStorageUsage(stats: StorageStats, plan: Pick<Plan, 'storage'>): HostStorageUsage {
  const total = planMegabytesToBytes(size(plan.storage));
  const files = size(stats.quota_user);
  const databases = size(stats.quota_db);
  // quota_server is files plus databases; a server that sent it short (or 0) still used at least those two.
  const used = Math.max(size(stats.quota_server), files + databases);
  return { total, used, files, databases, free: remainingAmount(total, used), tone: overTone(used, total) };
}

export function hostBandwidthUsage(stats: Pick<HostStats, 'quota_net'>, plan: Pick<Plan, 'network'>): HostBandwidthUsage {
  const total = planMegabytesToBytes(size(plan.network));
  const used = size(stats.quota_net);
  return { total, used, remaining: remainingAmount(total, used), tone: overTone(used, total) };
}

/** One bar of the bandwidth chart: a day ('YYYY-MM-DD', the server's calendar) and the bytes sent that day. */
export interface BandwidthDay {
  day: string;
  bytes: number;
}

/**
 * How many days the chart shows at most: a month. A host counted for the first time long after it was created has a
 * day for every day since (all 0), which would squeeze the bars to hairlines.
 */
export const BANDWIDTH_CHART_DAYS = 31;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The stats' bandwidths (bytes keyed by date) as the chart's bars: oldest first, the latest BANDWIDTH_CHART_DAYS
 * days; keys that are not a real date are left out.
 */
export function bandwidthDays(bandwidths: Readonly<Record<string, number>>): BandwidthDay[] {
  return Object.entries(bandwidths)
    .filter(([day]) => DAY_KEY.test(day) && parseBackendDate(day) !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-BANDWIDTH_CHART_DAYS)
    .map(([day, bytes]) => ({ day, bytes: size(bytes) }));
}

/** A chart day's label, month and day in the user's language ('Oct 3', '3. Okt.', '10月3日'); the key's own calendar day. */
export function formatMonthDay(day: string, locale = 'en'): string {
  const date = parseBackendDate(day);
  if (!date) return day;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}
