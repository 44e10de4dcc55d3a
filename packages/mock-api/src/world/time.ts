/** The fixed clock every seeded world starts at, so tests and stories are stable. */
export const WORLD_EPOCH = '2026-11-01T09:00:00Z';
export const WORLD_EPOCH_MS = Date.parse(WORLD_EPOCH);

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** Display lengths of the billing spec (account-area 9): a month is 30 days, a year 365. */
export const MONTH = 30 * DAY;
export const YEAR = 365 * DAY;

const pad = (value: number) => String(value).padStart(2, '0');

/** The PHP backend's date text, 'YYYY-MM-DD HH:MM:SS' in UTC. */
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** 'YYYY-MM-DD' (the key of a bandwidth day). */
export function formatDay(ms: number): string {
  return formatDateTime(ms).slice(0, 10);
}

export function formatIso(ms: number): string {
  return new Date(ms).toISOString();
}

/** Reads ISO text and the backend's 'YYYY-MM-DD HH:MM:SS' (UTC) alike; NaN for anything else. */
export function parseTime(text: string): number {
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text) ? `${text.replace(' ', 'T')}Z` : text;
  return Date.parse(iso);
}

/** The same moment `months` calendar months later (the invite quota's two-month cooldown, the free plan's 3 months). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}
