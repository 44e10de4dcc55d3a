import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, daysBetween, findCurrency, formatBytes, formatCurrency, formatDate, formatDateTime, parseBackendDate, splitBytes } from './format';

/** Intl separates with no-break and narrow no-break spaces; compare with plain ones. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;

const KiB = 1024;
const MiB = 1024 ** 2;
const GiB = 1024 ** 3;
const TiB = 1024 ** 4;

describe('bytes', () => {
  it('uses the five 1024-based units', () => {
    expect(BYTE_UNITS).toEqual(['B', 'KiB', 'MiB', 'GiB', 'TiB']);
  });

  it.each<[number, number, string]>([
    [0, 0, 'B'],
    [1, 1, 'B'],
    [1023, 1023, 'B'],
    [KiB, 1, 'KiB'],
    [1536, 1.5, 'KiB'],
    [MiB - 1, 1, 'MiB'],
    [MiB, 1, 'MiB'],
    [734003200, 700, 'MiB'],
    [GiB - 1, 1, 'GiB'],
    [GiB, 1, 'GiB'],
    [1.5 * GiB, 1.5, 'GiB'],
    [TiB - 1, 1, 'TiB'],
    [TiB, 1, 'TiB'],
    [1024 * TiB, 1024, 'TiB'],
    [1024 * 1024 * TiB, 1048576, 'TiB'],
    [-1536, -1.5, 'KiB'],
    [Number.NaN, 0, 'B'],
    [Number.POSITIVE_INFINITY, 0, 'B'],
  ])('splitBytes(%d) is %d %s', (bytes, amount, unit) => {
    expect(splitBytes(bytes)).toEqual({ amount, unit });
  });

  it.each<[number, number, number, string]>([
    [1234, 0, 1, 'KiB'],
    [1234, 1, 1.2, 'KiB'],
    [1234, 3, 1.205, 'KiB'],
    [KiB * 1023.96, 1, 1, 'MiB'],
    [KiB * 1023.94, 1, 1023.9, 'KiB'],
  ])('splitBytes(%d, %d digits) is %d %s', (bytes, digits, amount, unit) => {
    expect(splitBytes(bytes, digits)).toEqual({ amount, unit });
  });

  it.each<[number, string, string]>([
    [0, 'en', '0 B'],
    [1023, 'en', '1,023 B'],
    [1536, 'en', '1.5 KiB'],
    [1536, 'de', '1,5 KiB'],
    [1.25 * GiB, 'en', '1.25 GiB'],
    [5 * TiB, 'id', '5 TiB'],
    [2000 * TiB, 'en', '2,000 TiB'],
  ])('formatBytes(%d, %s) is %s', (bytes, locale, expected) => {
    expect(formatBytes(bytes, locale)).toBe(expected);
  });

  it('defaults to en and two digits', () => {
    expect(formatBytes(1234567)).toBe('1.18 MiB');
  });
});

describe('currencies', () => {
  const currencies = [
    { value: 'usd', intl_code: 'USD', intl_precision: 2 },
    { value: 'idr', intl_code: 'IDR', intl_precision: 0 },
  ];

  it.each<[string, string | undefined]>([
    ['usd', 'USD'],
    ['USD', 'USD'],
    ['idr', 'IDR'],
    ['eur', undefined],
    ['', undefined],
  ])('findCurrency(%j) finds %s', (value, code) => {
    expect(findCurrency(currencies, value)?.intl_code).toBe(code);
  });

  it.each<[number, string, number, string, string]>([
    [1.5, 'USD', 2, 'en', '$1.50'],
    [0, 'USD', 2, 'en', '$0.00'],
    [1234.5, 'USD', 2, 'en', '$1,234.50'],
    [1234.5, 'USD', 2, 'de', '1.234,50 $'],
    [0.005, 'USD', 2, 'en', '$0.01'],
    [-5, 'USD', 2, 'en', '-$5.00'],
    [25000, 'IDR', 0, 'id', 'Rp 25.000'],
    [25000.6, 'IDR', 0, 'id', 'Rp 25.001'],
    [25000, 'IDR', 0, 'en', 'IDR 25,000'],
    [1.5, 'USD', 3, 'en', '$1.500'],
    [1.5, 'USD', -1, 'en', '$2'],
    [1.5, 'XYZ', 2, 'en', 'XYZ 1.50'],
    [1.5, 'US', 2, 'en', '1.50 US'],
  ])('formatCurrency(%d, %s, precision %d, %s) is %s', (amount, code, precision, locale, expected) => {
    expect(plain(formatCurrency(amount, { intl_code: code, intl_precision: precision }, locale))).toBe(expected);
  });

  it('defaults to en', () => {
    expect(formatCurrency(3, { intl_code: 'USD', intl_precision: 2 })).toBe('$3.00');
  });
});

describe('parseBackendDate', () => {
  it.each<[string, string]>([
    ['2025-01-05 14:30:00', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05 14:30', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05', '2025-01-05T00:00:00.000Z'],
    ['  2025-01-05 14:30:00  ', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05T14:30:00', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05T14:30:00Z', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05T14:30:00.123456Z', '2025-01-05T14:30:00.123Z'],
    ['2025-01-05T14:30:00.5Z', '2025-01-05T14:30:00.500Z'],
    ['2025-01-05T21:30:00+07:00', '2025-01-05T14:30:00.000Z'],
    ['2025-01-05T09:30:00-0500', '2025-01-05T14:30:00.000Z'],
    ['2024-02-29 00:00:00', '2024-02-29T00:00:00.000Z'],
    ['2025-12-31 23:59:59', '2025-12-31T23:59:59.000Z'],
  ])('reads %j', (text, iso) => {
    expect(parseBackendDate(text)?.toISOString()).toBe(iso);
  });

  it.each<[string | null | undefined]>([
    [null],
    [undefined],
    [''],
    ['0000-00-00 00:00:00'],
    ['2025-02-29'],
    ['2025-04-31'],
    ['2025-13-01'],
    ['2025-01-00'],
    ['2025-01-05 24:00:00'],
    ['2025-01-05 12:60:00'],
    ['2025-01-05 12:00:60'],
    ['05/01/2025'],
    ['yesterday'],
    ['2025-1-5'],
  ])('refuses %j', (text) => {
    expect(parseBackendDate(text)).toBeNull();
  });
});

describe('formatDate and formatDateTime', () => {
  it.each<[string | Date, string, string | undefined, string]>([
    ['2025-01-05 14:30:00', 'en', 'UTC', 'Jan 5, 2025'],
    ['2025-01-05T14:30:00Z', 'en', 'UTC', 'Jan 5, 2025'],
    [new Date(Date.UTC(2025, 0, 5, 14, 30)), 'en', 'UTC', 'Jan 5, 2025'],
    ['2025-01-05 20:00:00', 'id', 'Asia/Jakarta', '6 Jan 2025'],
    ['2025-01-05 14:30:00', 'de', 'UTC', '05.01.2025'],
  ])('formatDate(%j, %s, %s) is %s', (value, locale, timeZone, expected) => {
    expect(plain(formatDate(value, locale, { timeZone }))).toBe(expected);
  });

  it.each<[string, string, string | undefined, string]>([
    ['2025-01-05 14:30:00', 'en', 'UTC', 'Jan 5, 2025, 2:30 PM'],
    ['2025-01-05 14:30:00', 'en', 'Asia/Jakarta', 'Jan 5, 2025, 9:30 PM'],
    ['2025-01-05 14:30:00', 'de', 'UTC', '05.01.2025, 14:30'],
  ])('formatDateTime(%j, %s, %s) is %s', (value, locale, timeZone, expected) => {
    expect(plain(formatDateTime(value, locale, { timeZone }))).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['not a date'], [new Date(Number.NaN)]])('gives null for %j', (value) => {
    expect(formatDate(value)).toBeNull();
    expect(formatDateTime(value)).toBeNull();
  });
});

describe('daysBetween', () => {
  it.each<[string | Date, string | Date, number]>([
    ['2025-01-01 00:00:00', '2025-01-01 00:00:00', 0],
    ['2025-01-01 00:00:00', '2025-01-01 23:59:59', 0],
    ['2025-01-01 00:00:00', '2025-01-02 00:00:00', 1],
    ['2025-01-01 12:00:00', '2025-01-08 11:59:59', 6],
    ['2025-01-01 12:00:00', '2025-01-08 12:00:00', 7],
    ['2025-01-01', '2026-01-01', 365],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-03-29', '2025-03-31', 2],
    ['2025-01-02 00:00:00', '2025-01-01 00:00:00', -1],
    ['2025-01-01 12:00:00', '2025-01-01 00:00:00', -1],
    [new Date(Date.UTC(2025, 0, 1)), '2025-01-31', 30],
  ])('from %j to %j is %d', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    [null, '2025-01-01'],
    ['2025-01-01', undefined],
    ['nope', '2025-01-01'],
  ])('is null for %j and %j', (from, to) => {
    expect(daysBetween(from, to)).toBeNull();
  });
});
