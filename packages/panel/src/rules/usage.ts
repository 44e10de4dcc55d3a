import type { Plan, Team } from '../api/schemas/session';
import { DAY_MS, parseBackendDate } from './format';
import { EXPIRY_METER_SCALE_DAYS, EXPIRY_WARNING_DAYS, PLAN_LEVEL } from './limits';
import type { TeamRole } from './permissions-roles';

export type MeterTone = 'normal' | 'warning' | 'error';

/** One user-menu meter: `value` out of `max`, in bytes, a count or days. */
export interface UsageMeter {
  value: number;
  max: number;
  tone: MeterTone;
}

/**
 * Plan caps (storage, network) are in MB and usage in bytes. One conversion for the whole panel: 1 MB = 1024 * 1024
 * bytes, matching the 1024-based units the panel shows (a 1536 MB cap reads 1.5 GiB, 5120 MB reads 5 GiB).
 */
export const BYTES_PER_PLAN_MB = 1024 * 1024;

export function planMegabytesToBytes(megabytes: number): number {
  return megabytes * BYTES_PER_PLAN_MB;
}

/** The GB figure of plan cards and limits (5120 MB -> 5). */
export function planMegabytesToGigabytes(megabytes: number): number {
  return megabytes / 1024;
}

/** What is left of a total, never below 0 (host-area 9: remaining monthly bandwidth). */
export function remainingAmount(total: number, used: number): number {
  return Math.max(0, total - used);
}

/** Storage and bandwidth turn red once usage exceeds the cap; reaching it exactly is still normal. */
function capacityMeter(usageBytes: number, capMegabytes: number): UsageMeter {
  const max = planMegabytesToBytes(capMegabytes);
  return { value: usageBytes, max, tone: usageBytes > max ? 'error' : 'normal' };
}

export function storageMeter(usageBytes: number, capMegabytes: number): UsageMeter {
  return capacityMeter(usageBytes, capMegabytes);
}

export function bandwidthMeter(usageBytes: number, capMegabytes: number): UsageMeter {
  return capacityMeter(usageBytes, capMegabytes);
}

/** Instances and users warn once the count reaches the plan limit. */
function countMeter(used: number, limit: number): UsageMeter {
  return { value: used, max: limit, tone: used >= limit ? 'warning' : 'normal' };
}

export function instanceMeter(used: number, limit: number): UsageMeter {
  return countMeter(used, limit);
}

export function userMeter(used: number, limit: number): UsageMeter {
  return countMeter(used, limit);
}

/**
 * Days left until expiry (0 once expired), on a one-year scale that stretches for longer terms; warns under 7 days.
 * Null when there is no expiry date or it cannot be read.
 */
export function expiryMeter(expiryAt: string | null | undefined, now: Date): UsageMeter | null {
  const expiry = parseBackendDate(expiryAt);
  if (!expiry) return null;
  const daysLeft = (expiry.getTime() - now.getTime()) / DAY_MS;
  const value = Math.max(0, Math.floor(daysLeft));
  return { value, max: Math.max(EXPIRY_METER_SCALE_DAYS, value), tone: daysLeft < EXPIRY_WARNING_DAYS ? 'warning' : 'normal' };
}

/** Owners on the free plan do not see the expiry meter (it auto-renews). */
export function showsExpiryMeter(role: TeamRole, planLevel: number): boolean {
  return !(role === 'owner' && planLevel === PLAN_LEVEL.free);
}

/** How full a meter is, 0 to 100. A zero cap reads full as soon as anything is used. */
export function meterPercent(meter: Pick<UsageMeter, 'value' | 'max'>): number {
  if (meter.max <= 0) return meter.value > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, (meter.value / meter.max) * 100));
}

export interface UserMenuMeters {
  storage: UsageMeter;
  bandwidth: UsageMeter;
  instances: UsageMeter;
  users: UsageMeter;
  /** Null when hidden (free-plan owner) or the team has no expiry. */
  expiry: UsageMeter | null;
}

type MeterTeam = Pick<Team, 'role' | 'expiry_at' | 'usage_storage' | 'usage_network' | 'usage_instance' | 'usage_users'>;
type MeterPlan = Pick<Plan, 'level' | 'storage' | 'network' | 'instance' | 'users'>;

/** The user menu's five meters for the current team and its plan. */
export function userMenuMeters(team: MeterTeam, plan: MeterPlan, now: Date): UserMenuMeters {
  return {
    storage: storageMeter(team.usage_storage, plan.storage),
    bandwidth: bandwidthMeter(team.usage_network, plan.network),
    instances: instanceMeter(team.usage_instance, plan.instance),
    users: userMeter(team.usage_users, plan.users),
    expiry: showsExpiryMeter(team.role, plan.level) ? expiryMeter(team.expiry_at, now) : null,
  };
}
