import type { CurrencyConfig, UpgradeDuration } from '../api/schemas/billing';
import type { Plan } from '../api/schemas/session';
import { showsPaymentForm, upgradeTermIssues } from './upgrade-form';
import { billedTerm, expiryAfterPurchase, isBelowMinimumPayment, paymentFee, upgradeKind, upgradeSubtotal, upgradeTerm, upgradeTermDays, type UpgradeTerm } from './upgrade-pricing';

/*
 * The upgrade page's order summary as one pure function (account-area 2, 4, 5 and 9): everything the summary shows
 * and whether the order may be sent, from the chosen plan, duration and currency. It lives apart from
 * upgrade-pricing.ts because it needs upgrade-form's term check, which itself builds on upgrade-pricing.
 */

export interface UpgradeQuoteInput {
  /** The selected plan (in the selected currency). */
  plan: Pick<Plan, 'id' | 'monthly'>;
  /** The team's current plan: choosing it again extends. */
  currentPlanId: number;
  /** The team's current expiry in epoch ms; null when it has none. */
  currentExpiry: number | null;
  duration: UpgradeDuration;
  /** The custom years and months (used when duration is 'custom'); NaN for an input that is not a number. */
  custom: UpgradeTerm;
  /** The selected currency: its payment limits and the digits its amounts have. */
  currency: Pick<CurrencyConfig, 'minimum' | 'fee_threshold' | 'fee_amount' | 'intl_precision'>;
  /** Epoch ms. */
  now: number;
}

export interface UpgradeQuote {
  kind: 'upgrade' | 'extend';
  /** The term as chosen: a preset's, or the custom years and months. */
  term: UpgradeTerm;
  /** The term as billed and added to the expiry: months above 9 are one more year. */
  billed: UpgradeTerm;
  /** Years 0 to 5 and months 0 to 11, whole numbers (account-area 5). */
  isTermValid: boolean;
  /** A valid term of 0 years 0 months. */
  isZeroTerm: boolean;
  /** The plan's price for the billed term, in the currency's precision (0 for an invalid term). */
  subtotal: number;
  /** The payment fee: the currency's fee when the subtotal is above 0 and below its fee threshold. */
  fee: number;
  /** What is paid: subtotal plus fee. */
  total: number;
  /** The minimum-payment warning: a valid, non-zero term whose price is below the currency minimum. */
  isBelowMinimum: boolean;
  /** The submit is enabled: a priced plan, a valid non-zero term, at least the minimum. */
  canSubmit: boolean;
  /** The plan's expiry once this order is paid, epoch ms. */
  expiryAfterPurchase: number;
}

const ZERO_TERM: UpgradeTerm = { years: 0, months: 0 };

/** 10^digits of the currency's precision, clamped as the formatting clamps it. */
function minorUnitsPerUnit(precision: number): number {
  return 10 ** Math.min(20, Math.max(0, Math.trunc(precision) || 0));
}

/**
 * Everything the upgrade summary shows. Amounts are summed in the currency's minor units (cents for usd, whole
 * rupiah for idr), so 3 × 1.15 is 3.45 and never 3.4499999999999997.
 */
export function upgradeQuote({ plan, currentPlanId, currentExpiry, duration, custom, currency, now }: UpgradeQuoteInput): UpgradeQuote {
  const kind = upgradeKind(plan.id, currentPlanId);
  const term = upgradeTerm(duration, custom);
  const isTermValid = upgradeTermIssues(term).every((issue) => issue.code === 'durationZero');
  const isZeroTerm = isTermValid && term.years === 0 && term.months === 0;
  const priced = isTermValid ? term : ZERO_TERM;
  const unit = minorUnitsPerUnit(currency.intl_precision);
  const subtotal = upgradeSubtotal(Math.round(plan.monthly * unit), priced) / unit;
  const fee = Math.round(paymentFee(subtotal, currency) * unit) / unit;
  const total = (Math.round(subtotal * unit) + Math.round(fee * unit)) / unit;
  const isBelowMinimum = isTermValid && !isZeroTerm && isBelowMinimumPayment(subtotal, currency);
  return {
    kind,
    term,
    billed: billedTerm(priced),
    isTermValid,
    isZeroTerm,
    subtotal,
    fee,
    total,
    isBelowMinimum,
    canSubmit: showsPaymentForm(plan) && isTermValid && !isZeroTerm && !isBelowMinimum,
    expiryAfterPurchase: expiryAfterPurchase({ currentExpiry, isExtend: kind === 'extend', days: upgradeTermDays(priced), now }),
  };
}
