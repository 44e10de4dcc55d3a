import type { CurrencyConfig } from '../api/schemas/billing';
import type { Plan } from '../api/schemas/session';
import { checkIntRange } from './field-checks';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { UPGRADE_MONTHS_MAX, UPGRADE_YEARS_MAX } from './limits';
import { isBelowMinimumPayment, upgradeSubtotal, type UpgradeTerm } from './upgrade-pricing';

/*
 * The upgrade page's payment form (account-area 2, 4 and 5): shown for a priced plan only; years 0 to 5 and months
 * 0 to 11, required; submit disabled below the currency minimum or for a duration of 0 years 0 months.
 */

/** account-area 2: the payment form shows only when the selected plan's monthly price is above 0. */
export function showsPaymentForm(plan: Pick<Plan, 'monthly'>): boolean {
  return plan.monthly > 0;
}

/** account-area 5: years 0 to 5 and months 0 to 11, whole numbers, not both 0 (fields: years, months, duration). */
export function upgradeTermIssues(term: UpgradeTerm): RuleIssue[] {
  const issues = collectIssues(checkIntRange('years', term.years, 0, UPGRADE_YEARS_MAX), checkIntRange('months', term.months, 0, UPGRADE_MONTHS_MAX));
  if (issues.length === 0 && term.years === 0 && term.months === 0) issues.push(ruleIssue('duration', 'durationZero'));
  return issues;
}

/** The minimum-payment issue (field: duration), with the minimum and the currency to show. */
export function checkMinimumPayment(total: number, currency: Pick<CurrencyConfig, 'minimum' | 'value'>): RuleIssue | undefined {
  return isBelowMinimumPayment(total, currency) ? ruleIssue('duration', 'belowMinimumPayment', { min: currency.minimum, currency: currency.value.toUpperCase() }) : undefined;
}

/** Every rule the order breaks: the term first, then the minimum payment of the plan's price for it. */
export function upgradeOrderIssues(plan: Pick<Plan, 'monthly'>, term: UpgradeTerm, currency: Pick<CurrencyConfig, 'minimum' | 'value'>): RuleIssue[] {
  const termIssues = upgradeTermIssues(term);
  if (termIssues.length > 0) return termIssues;
  return collectIssues(checkMinimumPayment(upgradeSubtotal(plan.monthly, term), currency));
}

/** account-area 5: submit is enabled for a valid, non-zero term whose price reaches the currency minimum. */
export function canSubmitUpgrade(plan: Pick<Plan, 'monthly'>, term: UpgradeTerm, currency: Pick<CurrencyConfig, 'minimum' | 'value'>): boolean {
  return showsPaymentForm(plan) && upgradeOrderIssues(plan, term, currency).length === 0;
}

/** account-area 4: a plan chosen in another currency becomes the plan with the same alias in that currency. */
export function planInCurrency<T extends Pick<Plan, 'alias' | 'currency'>>(plans: readonly T[], selected: Pick<Plan, 'alias'>, currency: string): T | undefined {
  return plans.find((plan) => plan.alias === selected.alias && plan.currency === currency);
}
