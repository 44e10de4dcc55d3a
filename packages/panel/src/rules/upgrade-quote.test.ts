import { describe, expect, it } from 'vitest';
import type { UpgradeDuration } from '../api/schemas/billing';
import type { UpgradeTerm } from './upgrade-pricing';
import { upgradeQuote, type UpgradeQuote, type UpgradeQuoteInput } from './upgrade-quote';

// The simulated backend's currencies and plans (fixtures/catalog.ts): usd 2 digits, idr none.
const USD = { minimum: 1, fee_threshold: 5, fee_amount: 0.5, intl_precision: 2 };
const IDR = { minimum: 15_000, fee_threshold: 75_000, fee_amount: 4_500, intl_precision: 0 };
const LITE_USD = { id: 2, monthly: 1.5 };
const KIT_USD = { id: 3, monthly: 5 };
const LITE_IDR = { id: 12, monthly: 25_000 };
const KIT_IDR = { id: 13, monthly: 80_000 };
/** A plan priced for a boundary: the team never has it, so it is an upgrade. */
const priced = (monthly: number) => ({ id: 99, monthly });

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 1, 9);
const NO_CUSTOM: UpgradeTerm = { years: 0, months: 1 };

function quote(plan: UpgradeQuoteInput['plan'], currency: UpgradeQuoteInput['currency'], duration: UpgradeDuration, custom: UpgradeTerm = NO_CUSTOM, currentPlanId = LITE_USD.id): UpgradeQuote {
  return upgradeQuote({ plan, currentPlanId, currentExpiry: NOW + 10 * DAY, duration, custom, currency, now: NOW });
}

type Figures = Pick<UpgradeQuote, 'subtotal' | 'fee' | 'total' | 'isBelowMinimum' | 'canSubmit'> & { billed: string };
const figures = (q: UpgradeQuote): Figures => ({ billed: `${q.billed.years}y${q.billed.months}m`, subtotal: q.subtotal, fee: q.fee, total: q.total, isBelowMinimum: q.isBelowMinimum, canSubmit: q.canSubmit });
const row = (billed: string, subtotal: number, fee: number, total: number, isBelowMinimum = false, canSubmit = true): Figures => ({ billed, subtotal, fee, total, isBelowMinimum, canSubmit });

describe('upgradeQuote: every preset in both currencies (account-area 9)', () => {
  it.each<[string, UpgradeQuoteInput['plan'], UpgradeQuoteInput['currency'], UpgradeDuration, Figures]>([
    ['usd Lite 1 month: fee below the threshold', LITE_USD, USD, '1m', row('0y1m', 1.5, 0.5, 2)],
    ['usd Lite 3 months: 4.50 is still below the threshold', LITE_USD, USD, '3m', row('0y3m', 4.5, 0.5, 5)],
    ['usd Lite 6 months', LITE_USD, USD, '6m', row('0y6m', 9, 0, 9)],
    ['usd Lite 1 year: 10 monthly prices', LITE_USD, USD, '1y', row('1y0m', 15, 0, 15)],
    ['usd Kit 1 month: at the threshold, no fee', KIT_USD, USD, '1m', row('0y1m', 5, 0, 5)],
    ['usd Kit 3 months', KIT_USD, USD, '3m', row('0y3m', 15, 0, 15)],
    ['usd Kit 6 months', KIT_USD, USD, '6m', row('0y6m', 30, 0, 30)],
    ['usd Kit 1 year', KIT_USD, USD, '1y', row('1y0m', 50, 0, 50)],
    ['idr Lite 1 month: fee below the threshold', LITE_IDR, IDR, '1m', row('0y1m', 25_000, 4_500, 29_500)],
    ['idr Lite 3 months: at the threshold, no fee', LITE_IDR, IDR, '3m', row('0y3m', 75_000, 0, 75_000)],
    ['idr Lite 6 months', LITE_IDR, IDR, '6m', row('0y6m', 150_000, 0, 150_000)],
    ['idr Lite 1 year', LITE_IDR, IDR, '1y', row('1y0m', 250_000, 0, 250_000)],
    ['idr Kit 1 month: above the threshold', KIT_IDR, IDR, '1m', row('0y1m', 80_000, 0, 80_000)],
    ['idr Kit 3 months', KIT_IDR, IDR, '3m', row('0y3m', 240_000, 0, 240_000)],
    ['idr Kit 6 months', KIT_IDR, IDR, '6m', row('0y6m', 480_000, 0, 480_000)],
    ['idr Kit 1 year', KIT_IDR, IDR, '1y', row('1y0m', 800_000, 0, 800_000)],
  ])('%s', (_case, plan, currency, duration, expected) => {
    expect(figures(quote(plan, currency, duration, { years: 4, months: 4 }))).toEqual(expected);
  });
});

describe('upgradeQuote: custom terms and rounding (account-area 5 and 9)', () => {
  it.each<[string, UpgradeQuoteInput['plan'], UpgradeQuoteInput['currency'], UpgradeTerm, Figures]>([
    ['2 years 3 months: 23 monthly prices', LITE_USD, USD, { years: 2, months: 3 }, row('2y3m', 34.5, 0, 34.5)],
    ['9 months stay 9 months', LITE_USD, USD, { years: 0, months: 9 }, row('0y9m', 13.5, 0, 13.5)],
    ['10 months are billed as a year', LITE_USD, USD, { years: 0, months: 10 }, row('1y0m', 15, 0, 15)],
    ['11 months are billed as a year', LITE_USD, USD, { years: 0, months: 11 }, row('1y0m', 15, 0, 15)],
    ['5 years 11 months are billed as 6 years', LITE_USD, USD, { years: 5, months: 11 }, row('6y0m', 90, 0, 90)],
    ['idr 1 year 10 months are billed as 2 years', LITE_IDR, IDR, { years: 1, months: 10 }, row('2y0m', 500_000, 0, 500_000)],
    ['idr 5 years 11 months', KIT_IDR, IDR, { years: 5, months: 11 }, row('6y0m', 4_800_000, 0, 4_800_000)],
    ['0 years 0 months: nothing to pay, submit disabled, no minimum warning', LITE_USD, USD, { years: 0, months: 0 }, row('0y0m', 0, 0, 0, false, false)],
    ['6 years is out of range', LITE_USD, USD, { years: 6, months: 0 }, row('0y0m', 0, 0, 0, false, false)],
    ['12 months is out of range', LITE_IDR, IDR, { years: 0, months: 12 }, row('0y0m', 0, 0, 0, false, false)],
    ['an empty months input (NaN) is no term', LITE_USD, USD, { years: 1, months: Number.NaN }, row('0y0m', 0, 0, 0, false, false)],
    ['half a year is no whole number', LITE_USD, USD, { years: 0.5, months: 0 }, row('0y0m', 0, 0, 0, false, false)],
    ['3 × 1.15 is exactly 3.45', priced(1.15), USD, { years: 0, months: 3 }, row('0y3m', 3.45, 0.5, 3.95)],
    ['7 × 0.1 is exactly 0.70, below the minimum', priced(0.1), USD, { years: 0, months: 7 }, row('0y7m', 0.7, 0.5, 1.2, true, false)],
    ['a price with more digits than the currency is rounded to them', priced(1.004), USD, { years: 0, months: 2 }, row('0y2m', 2, 0.5, 2.5)],
  ])('%s', (_case, plan, currency, custom, expected) => {
    expect(figures(quote(plan, currency, 'custom', custom))).toEqual(expected);
  });
});

describe('upgradeQuote: the fee and minimum boundaries (account-area 5 and 9)', () => {
  it.each<[string, number, UpgradeQuoteInput['currency'], Figures]>([
    ['usd just below the fee threshold', 4.99, USD, row('0y1m', 4.99, 0.5, 5.49)],
    ['usd at the fee threshold', 5, USD, row('0y1m', 5, 0, 5)],
    ['usd just above the fee threshold', 5.01, USD, row('0y1m', 5.01, 0, 5.01)],
    ['idr just below the fee threshold', 74_999, IDR, row('0y1m', 74_999, 4_500, 79_499)],
    ['idr at the fee threshold', 75_000, IDR, row('0y1m', 75_000, 0, 75_000)],
    ['idr just above the fee threshold', 75_001, IDR, row('0y1m', 75_001, 0, 75_001)],
    ['usd just below the minimum: warning, submit disabled', 0.99, USD, row('0y1m', 0.99, 0.5, 1.49, true, false)],
    ['usd at the minimum', 1, USD, row('0y1m', 1, 0.5, 1.5)],
    ['idr just below the minimum', 14_999, IDR, row('0y1m', 14_999, 4_500, 19_499, true, false)],
    ['idr at the minimum', 15_000, IDR, row('0y1m', 15_000, 4_500, 19_500)],
    ['usd free plan: 0 pays no fee and cannot be sent', 0, USD, row('0y1m', 0, 0, 0, true, false)],
    ['idr free plan', 0, IDR, row('0y1m', 0, 0, 0, true, false)],
  ])('%s', (_case, monthly, currency, expected) => {
    expect(figures(quote(priced(monthly), currency, '1m'))).toEqual(expected);
  });
});

describe('upgradeQuote: upgrade or extend, and the expiry after the purchase (account-area 4 and 9)', () => {
  it.each<[string, Pick<UpgradeQuoteInput, 'plan' | 'currentExpiry' | 'duration'> & { custom?: UpgradeTerm }, UpgradeQuote['kind'], number]>([
    ['extending a running plan adds a month (30 days) to its expiry', { plan: LITE_USD, currentExpiry: NOW + 10 * DAY, duration: '1m' }, 'extend', NOW + 40 * DAY],
    ['extending a running plan by a year adds 365 days', { plan: LITE_USD, currentExpiry: NOW + 10 * DAY, duration: '1y' }, 'extend', NOW + 375 * DAY],
    ['extending an expired plan counts from now', { plan: LITE_USD, currentExpiry: NOW - 10 * DAY, duration: '3m' }, 'extend', NOW + 90 * DAY],
    ['extending without an expiry counts from now', { plan: LITE_USD, currentExpiry: null, duration: '6m' }, 'extend', NOW + 180 * DAY],
    ['an upgrade counts from now, whatever the current expiry', { plan: KIT_USD, currentExpiry: NOW + 10 * DAY, duration: '1y' }, 'upgrade', NOW + 365 * DAY],
    ['10 months last a year', { plan: KIT_USD, currentExpiry: null, duration: 'custom', custom: { years: 0, months: 10 } }, 'upgrade', NOW + 365 * DAY],
    ['5 years 11 months last 6 years of 365 days', { plan: KIT_USD, currentExpiry: null, duration: 'custom', custom: { years: 5, months: 11 } }, 'upgrade', NOW + 2190 * DAY],
    ['2 years 3 months', { plan: LITE_USD, currentExpiry: NOW + DAY, duration: 'custom', custom: { years: 2, months: 3 } }, 'extend', NOW + (1 + 820) * DAY],
    ['no term adds nothing', { plan: LITE_USD, currentExpiry: NOW + DAY, duration: 'custom', custom: { years: 0, months: 0 } }, 'extend', NOW + DAY],
  ])('%s', (_case, { plan, currentExpiry, duration, custom = NO_CUSTOM }, kind, expiry) => {
    const result = upgradeQuote({ plan, currentPlanId: LITE_USD.id, currentExpiry, duration, custom, currency: USD, now: NOW });
    expect(result.kind).toBe(kind);
    expect(result.expiryAfterPurchase).toBe(expiry);
  });

  it('keeps the chosen term beside the billed one', () => {
    const result = quote(LITE_USD, USD, 'custom', { years: 0, months: 11 });
    expect(result.term).toEqual({ years: 0, months: 11 });
    expect(result.billed).toEqual({ years: 1, months: 0 });
  });

  it('uses the preset, not the custom inputs, for a preset', () => {
    expect(quote(LITE_IDR, IDR, '6m', { years: 5, months: 11 }, LITE_IDR.id)).toMatchObject({ kind: 'extend', term: { years: 0, months: 6 }, total: 150_000, isZeroTerm: false, isTermValid: true });
  });
});
