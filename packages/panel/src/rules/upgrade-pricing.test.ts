import { describe, expect, it } from 'vitest';
import type { UpgradeDuration } from '../api/schemas/billing';
import {
  billedMonths,
  billedTerm,
  expiryAfterPurchase,
  isBelowMinimumPayment,
  paymentFee,
  upgradeKind,
  upgradeSubtotal,
  upgradeSummary,
  upgradeTerm,
  upgradeTermDays,
  type UpgradeTerm,
} from './upgrade-pricing';

const IDR = { value: 'idr', minimum: 15_000, fee_threshold: 75_000, fee_amount: 4_500 };
const USD = { value: 'usd', minimum: 1, fee_threshold: 5, fee_amount: 0.5 };
const DAY = 24 * 60 * 60 * 1000;

describe('terms (account-area 9)', () => {
  it.each<[UpgradeDuration, UpgradeTerm]>([
    ['1m', { years: 0, months: 1 }],
    ['3m', { years: 0, months: 3 }],
    ['6m', { years: 0, months: 6 }],
    ['1y', { years: 1, months: 0 }],
    ['custom', { years: 2, months: 4 }],
  ])('%s', (duration, term) => {
    expect(upgradeTerm(duration, { years: 2, months: 4 })).toEqual(term);
  });

  it.each<[UpgradeTerm, UpgradeTerm, number, number]>([
    [{ years: 0, months: 1 }, { years: 0, months: 1 }, 1, 30],
    [{ years: 0, months: 9 }, { years: 0, months: 9 }, 9, 270],
    [{ years: 0, months: 10 }, { years: 1, months: 0 }, 10, 365],
    [{ years: 0, months: 11 }, { years: 1, months: 0 }, 10, 365],
    [{ years: 1, months: 0 }, { years: 1, months: 0 }, 10, 365],
    [{ years: 2, months: 3 }, { years: 2, months: 3 }, 23, 820],
    [{ years: 5, months: 11 }, { years: 6, months: 0 }, 60, 2190],
    [{ years: 0, months: 0 }, { years: 0, months: 0 }, 0, 0],
  ])('%j is billed as %j: %i monthly prices, %i days', (term, billed, months, days) => {
    expect(billedTerm(term)).toEqual(billed);
    expect(billedMonths(term)).toBe(months);
    expect(upgradeTermDays(term)).toBe(days);
  });

  it('prices a year as 10 months', () => {
    expect(upgradeSubtotal(25_000, { years: 1, months: 0 })).toBe(250_000);
    expect(upgradeSubtotal(25_000, { years: 0, months: 3 })).toBe(75_000);
  });
});

describe('fee and minimum (account-area 5 and 9)', () => {
  it.each<[number, number]>([
    [0, 0],
    [1, 4_500],
    [25_000, 4_500],
    [74_999, 4_500],
    [75_000, 0],
    [250_000, 0],
  ])('a total of %i IDR pays a fee of %i', (total, fee) => {
    expect(paymentFee(total, IDR)).toBe(fee);
  });

  it.each<[number, boolean]>([
    [0.99, true],
    [1, false],
    [0, true],
  ])('%d USD is below the minimum: %s', (total, below) => {
    expect(isBelowMinimumPayment(total, USD)).toBe(below);
  });

  it('sums the order: subtotal, fee, total', () => {
    expect(upgradeSummary(25_000, { years: 0, months: 1 }, IDR)).toEqual({ subtotal: 25_000, fee: 4_500, total: 29_500, isBelowMinimum: false });
    expect(upgradeSummary(2, { years: 1, months: 0 }, USD)).toEqual({ subtotal: 20, fee: 0, total: 20, isBelowMinimum: false });
    expect(upgradeSummary(0.5, { years: 0, months: 1 }, USD)).toEqual({ subtotal: 0.5, fee: 0.5, total: 1, isBelowMinimum: true });
  });
});

describe('expiry after the purchase (account-area 4)', () => {
  const now = Date.UTC(2026, 10, 1, 9);
  it.each<[string, number | null, boolean, number]>([
    ['an extension of a running plan adds to its expiry', now + 10 * DAY, true, now + 40 * DAY],
    ['an extension of an expired plan counts from now', now - 10 * DAY, true, now + 30 * DAY],
    ['an extension without expiry counts from now', null, true, now + 30 * DAY],
    ['an extension expiring right now counts from now', now, true, now + 30 * DAY],
    ['an upgrade counts from now', now + 10 * DAY, false, now + 30 * DAY],
  ])('%s', (_case, currentExpiry, isExtend, expected) => {
    expect(expiryAfterPurchase({ currentExpiry, isExtend, days: 30, now })).toBe(expected);
  });

  it('extends the same plan and upgrades to any other', () => {
    expect(upgradeKind(12, 12)).toBe('extend');
    expect(upgradeKind(13, 12)).toBe('upgrade');
  });
});
