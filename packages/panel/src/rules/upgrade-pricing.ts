import type { CurrencyConfig, UpgradeDuration } from '../api/schemas/billing';
import { DAY_MS } from './format';
import { DISPLAY_MONTH_DAYS, DISPLAY_YEAR_DAYS, MONTHS_ROUNDED_TO_YEAR_ABOVE, YEARLY_PRICE_MONTHS } from './limits';

/*
 * Plan prices of the upgrade page (account-area 4 and 9): a year costs 10 monthly prices, months above 9 round up to
 * a year, a fee is added when the total is above 0 and below the currency's fee threshold, and the expiry after the
 * purchase extends the current one when the same plan is bought while it still runs.
 */

export interface UpgradeTerm {
  years: number;
  months: number;
}

export type UpgradePreset = Exclude<UpgradeDuration, 'custom'>;

/** account-area 9: the presets 1, 3 and 6 months and 1 year. */
export const UPGRADE_PRESET_TERMS: Readonly<Record<UpgradePreset, UpgradeTerm>> = {
  '1m': { years: 0, months: 1 },
  '3m': { years: 0, months: 3 },
  '6m': { years: 0, months: 6 },
  '1y': { years: 1, months: 0 },
};

/** The term a duration choice stands for: a preset's, or the custom years and months. */
export function upgradeTerm(duration: UpgradeDuration, custom: UpgradeTerm): UpgradeTerm {
  return duration === 'custom' ? { years: custom.years, months: custom.months } : UPGRADE_PRESET_TERMS[duration];
}

/** account-area 9: months above 9 are billed (and last) as one more year. */
export function billedTerm({ years, months }: UpgradeTerm): UpgradeTerm {
  return months > MONTHS_ROUNDED_TO_YEAR_ABOVE ? { years: years + 1, months: 0 } : { years, months };
}

/** How many monthly prices the term costs: 10 for each year (saves 16%), one per month. */
export function billedMonths(term: UpgradeTerm): number {
  const billed = billedTerm(term);
  return billed.years * YEARLY_PRICE_MONTHS + billed.months;
}

/** The plan's price for the term, before any fee. */
export function upgradeSubtotal(monthlyPrice: number, term: UpgradeTerm): number {
  return billedMonths(term) * monthlyPrice;
}

/** account-area 9: the currency's fee when the total is above 0 and below its fee threshold; otherwise none. */
export function paymentFee(total: number, currency: Pick<CurrencyConfig, 'fee_threshold' | 'fee_amount'>): number {
  return total > 0 && total < currency.fee_threshold ? currency.fee_amount : 0;
}

/** account-area 5: below the currency minimum the payment cannot be made (a warning shows, submit is disabled). */
export function isBelowMinimumPayment(total: number, currency: Pick<CurrencyConfig, 'minimum'>): boolean {
  return total < currency.minimum;
}

export interface UpgradeSummary {
  /** The plan's price for the billed term. */
  subtotal: number;
  fee: number;
  /** What is paid: subtotal plus fee. */
  total: number;
  isBelowMinimum: boolean;
}

/** The order summary of the payment form. */
export function upgradeSummary(monthlyPrice: number, term: UpgradeTerm, currency: Pick<CurrencyConfig, 'minimum' | 'fee_threshold' | 'fee_amount'>): UpgradeSummary {
  const subtotal = upgradeSubtotal(monthlyPrice, term);
  const fee = paymentFee(subtotal, currency);
  return { subtotal, fee, total: subtotal + fee, isBelowMinimum: isBelowMinimumPayment(subtotal, currency) };
}

/** account-area 9: the days the term adds, a year being 365 days and a month 30. */
export function upgradeTermDays(term: UpgradeTerm): number {
  const billed = billedTerm(term);
  return billed.years * DISPLAY_YEAR_DAYS + billed.months * DISPLAY_MONTH_DAYS;
}

/** account-area 4: the same plan extends, any other plan upgrades. */
export function upgradeKind(selectedPlanId: number, currentPlanId: number): 'upgrade' | 'extend' {
  return selectedPlanId === currentPlanId ? 'extend' : 'upgrade';
}

export interface ExpiryInput {
  /** The current expiry in ms; null or NaN when the team has none. */
  currentExpiry: number | null;
  isExtend: boolean;
  days: number;
  now: number;
}

/** account-area 4: an extension adds to the current expiry while it is in the future; otherwise it counts from now. */
export function expiryAfterPurchase({ currentExpiry, isExtend, days, now }: ExpiryInput): number {
  const from = isExtend && currentExpiry !== null && currentExpiry > now ? currentExpiry : now;
  return from + days * DAY_MS;
}
