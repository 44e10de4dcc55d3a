import { describe, expect, it } from 'vitest';
import { currencyDisplay, sumAmounts } from './currency-amounts';

const INITDATA = [
  { value: 'usd', intl_precision: 2 },
  { value: 'idr', intl_precision: 0 },
];

describe('currencyDisplay (account-area 9: per-currency precision)', () => {
  it.each([
    ['usd from initdata', INITDATA, 'usd', { intl_code: 'USD', intl_precision: 2 }],
    ['idr from initdata', INITDATA, 'idr', { intl_code: 'IDR', intl_precision: 0 }],
    ['initdata wins over the fallback', [{ value: 'IDR', intl_precision: 2 }], 'idr', { intl_code: 'IDR', intl_precision: 2 }],
    ['usd missing from initdata', [], 'usd', { intl_code: 'USD', intl_precision: 2 }],
    ['idr missing from initdata', [], 'idr', { intl_code: 'IDR', intl_precision: 0 }],
    ['a negative precision falls back', [{ value: 'idr', intl_precision: -1 }], 'idr', { intl_code: 'IDR', intl_precision: 0 }],
  ] as const)('%s', (_, currencies, currency, expected) => {
    expect(currencyDisplay(currencies, currency)).toEqual(expected);
  });
});

describe('sumAmounts', () => {
  it.each([
    [[2.99, 0.5, 0.1], 2, 3.59],
    [[0.1, 0.2], 2, 0.3],
    [[12.99, 0.5], 2, 13.49],
    [[800_000, 4_500], 0, 804_500],
    [[], 2, 0],
    // Each amount is taken at the currency's precision before adding: idr has no fractions.
    [[1000.4, 1000.4], 0, 2000],
  ])('%j at %d digits is %d', (amounts, precision, expected) => {
    expect(sumAmounts(amounts, precision)).toBe(expected);
  });
});
