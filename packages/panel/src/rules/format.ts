import type { Currency } from '../api/schemas/session';

/** Size units (host-area 9), 1024-based. */
export const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;
export type ByteUnit = (typeof BYTE_UNITS)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;

function roundTo(value: number, fractionDigits: number): number {
  const factor = 10 ** fractionDigits;
  return Math.round(value * factor) / factor;
}

/** The largest unit that keeps the amount at 1 or more (TiB at most), rounded to `fractionDigits`. */
export function splitBytes(bytes: number, fractionDigits = 2): { amount: number; unit: ByteUnit } {
  const size = Number.isFinite(bytes) ? Math.abs(bytes) : 0;
  const sign = bytes < 0 ? -1 : 1;
  let index = 0;
  while (index < BYTE_UNITS.length - 1 && size >= 1024 ** (index + 1)) index += 1;
  let amount = roundTo(size / 1024 ** index, fractionDigits);
  // 1048575 B is 1023.999 KiB, which rounds to 1024: show it as 1 MiB instead.
  if (amount >= 1024 && index < BYTE_UNITS.length - 1) {
    index += 1;
    amount = roundTo(size / 1024 ** index, fractionDigits);
  }
  return { amount: sign * amount, unit: BYTE_UNITS[index] ?? 'B' };
}

/** '1.5 KiB'; non-finite input reads as 0 B. */
export function formatBytes(bytes: number, locale = 'en', fractionDigits = 2): string {
  const { amount, unit } = splitBytes(bytes, fractionDigits);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: fractionDigits }).format(amount)} ${unit}`;
}

/** The currency config of a currency value ('usd', 'idr'), case-insensitively. */
export function findCurrency<T extends Pick<Currency, 'value'>>(currencies: readonly T[], value: string): T | undefined {
  const wanted = value.toLowerCase();
  return currencies.find((currency) => currency.value.toLowerCase() === wanted);
}

/** An amount with exactly the currency's intl_precision digits, e.g. '$1.50', 'Rp 25.000'. */
export function formatCurrency(amount: number, currency: Pick<Currency, 'intl_code' | 'intl_precision'>, locale = 'en'): string {
  const digits = Math.min(20, Math.max(0, currency.intl_precision));
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.intl_code, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  } catch {
    // An ill-formed currency code: the number and the code as sent.
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
    return `${number} ${currency.intl_code}`;
  }
}

const BACKEND_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Reads the backend's 'YYYY-MM-DD HH:MM:SS', a date alone, or ISO 8601. Text without an offset is UTC (the
 * backend's clock). Returns null for anything else, including impossible dates such as 2025-02-30.
 */
export function parseBackendDate(text: string | null | undefined): Date | null {
  const match = BACKEND_DATE.exec(text?.trim() ?? '');
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', fraction = '0', zone] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  if (new Date(utc).getUTCDate() !== d) return null;
  if (!zone || zone.toUpperCase() === 'Z') return new Date(utc);
  const [, sign, zoneHours, zoneMinutes] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? [];
  const offset = (Number(zoneHours) * 60 + Number(zoneMinutes)) * 60 * 1000;
  return new Date(sign === '-' ? utc + offset : utc - offset);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return parseBackendDate(value);
}

export interface DateFormatOptions {
  /** IANA zone to show the date in; the viewer's own zone when absent. */
  timeZone?: string;
}

/** A date for a locale ('Jan 5, 2025' in en); null for a missing or unreadable date. */
export function formatDate(value: string | Date | null | undefined, locale = 'en', options: DateFormatOptions = {}): string | null {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: options.timeZone }).format(date) : null;
}

/** A date and time for a locale ('Jan 5, 2025, 2:30 PM' in en); null for a missing or unreadable date. */
export function formatDateTime(value: string | Date | null | undefined, locale = 'en', options: DateFormatOptions = {}): string | null {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: options.timeZone }).format(date) : null;
}

/** Whole days from `from` to `to`, rounded down (negative when `to` is earlier); null if either is unreadable. */
export function daysBetween(from: string | Date | null | undefined, to: string | Date | null | undefined): number | null {
  const start = toDate(from);
  const end = toDate(to);
  if (!start || !end) return null;
  return Math.floor((end.getTime() - start.getTime()) / DAY_MS);
}
