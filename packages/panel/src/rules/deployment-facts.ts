import type { Deployment } from '../api/schemas/deploy';
import { parseBackendDate } from './format';
import { isAdministratorId } from './permissions-admin';
import { deploymentDuration, isDeploymentRunning, runnerLogText } from './runner-log';

/**
 * Who ran a deployment, as the viewer reads it: a webhook (no user), the administrator (whose runs read 'Ran by
 * system mod' to the administrator and 'Deployed by admin' to everyone else, host-area 2 and 6), the viewer, or
 * another member of the team.
 */
export type DeploymentAuthor = 'webhook' | 'administrator' | 'you' | 'member';

export function deploymentAuthor(userId: number | null, viewerId: number): DeploymentAuthor {
  if (userId === null) return 'webhook';
  if (isAdministratorId(userId)) return 'administrator';
  return userId === viewerId ? 'you' : 'member';
}

// The runner's first line: `DOM Cloud runner v1.4.260106 ref 13e0b21 in <domain> at <ISO time>` (backend-formats 3.7).
const BANNER_TIME = /\srunner v\d\S*.*\sat\s+(\S+)\s*$/;

/** When the runner started, read from the log's banner; null when the log has none (yet). */
export function deploymentStartedAt(result: string): Date | null {
  // The banner follows the streaming notice while the deployment runs.
  for (const line of runnerLogText(result).split('\n').slice(0, 3)) {
    const match = BANNER_TIME.exec(line);
    if (match) return parseBackendDate(match[1]);
  }
  return null;
}

/**
 * How long a deployment took, in seconds: the runner's own `Execution Finished in 12.345s` once it has finished;
 * otherwise (still running, or a log cut short) from its banner's start to its updated_at, the time of the last line
 * written. Both ends are the server's clock, so a browser clock that is off does not skew it. Undefined when the log
 * does not say.
 */
export function deploymentSeconds(deployment: Pick<Deployment, 'result' | 'updated_at'>): number | undefined {
  if (!isDeploymentRunning(deployment.result)) {
    const stated = deploymentDuration(deployment.result);
    if (stated !== undefined) return stated;
  }
  const start = deploymentStartedAt(deployment.result);
  const end = parseBackendDate(deployment.updated_at);
  if (!start || !end || end.getTime() < start.getTime()) return undefined;
  return (end.getTime() - start.getTime()) / 1000;
}

/** A length of time in the locale's units: '12.3 sec', '1 min, 12 sec', '1 hr, 5 min'. */
export function formatDuration(seconds: number, locale = 'en'): string {
  const unit = (value: number, name: 'hour' | 'minute' | 'second', digits = 0) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value);
  const whole = Math.round(seconds);
  if (whole < 60) return unit(seconds < 10 ? Math.round(seconds * 10) / 10 : whole, 'second', 1);
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  if (whole < 3600) return list.format([unit(Math.floor(whole / 60), 'minute'), ...(whole % 60 ? [unit(whole % 60, 'second')] : [])]);
  const minutes = Math.floor((whole % 3600) / 60);
  return list.format([unit(Math.floor(whole / 3600), 'hour'), ...(minutes ? [unit(minutes, 'minute')] : [])]);
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The units of a relative time: below each limit (seconds) the distance is counted in that unit; beyond, in years. */
const RELATIVE_STEPS: ReadonlyArray<[limit: number, unit: Intl.RelativeTimeFormatUnit, size: number]> = [
  [MINUTE, 'second', 1],
  [HOUR, 'minute', MINUTE],
  [DAY, 'hour', HOUR],
  [30 * DAY, 'day', DAY],
  [365 * DAY, 'month', 30 * DAY],
];

/** `value` relative to `now` as a count of one unit (negative in the past); within 10 s either way it is now (0 s). */
export function relativeTimeParts(value: Date, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = (value.getTime() - now) / 1000;
  const distance = Math.abs(seconds);
  if (distance < 10) return { value: 0, unit: 'second' };
  for (const [limit, unit, size] of RELATIVE_STEPS) {
    if (distance < limit) return { value: Math.round(seconds / size), unit };
  }
  return { value: Math.round(seconds / (365 * DAY)), unit: 'year' };
}

/** '3 days ago', 'now', 'in 2 hours' in the locale; null for a missing or unreadable date. */
export function formatRelativeTime(value: string | Date | null | undefined, now: number, locale = 'en'): string | null {
  const date = value instanceof Date ? value : parseBackendDate(value);
  if (!date) return null;
  const parts = relativeTimeParts(date, now);
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(parts.value, parts.unit);
}
