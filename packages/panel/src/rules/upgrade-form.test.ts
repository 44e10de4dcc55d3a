import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import { canSubmitUpgrade, checkMinimumPayment, planInCurrency, showsPaymentForm, upgradeOrderIssues, upgradeTermIssues } from './upgrade-form';
import type { UpgradeTerm } from './upgrade-pricing';

const IDR = { value: 'idr', minimum: 15_000 } as const;
const LITE = { monthly: 25_000 };

describe('the upgrade term (account-area 5: years 0 to 5, months 0 to 11, not 0/0)', () => {
  it.each<[UpgradeTerm, RuleIssue[]]>([
    [{ years: 0, months: 1 }, []],
    [{ years: 5, months: 11 }, []],
    [{ years: 1, months: 0 }, []],
    [{ years: 0, months: 0 }, [ruleIssue('duration', 'durationZero')]],
    [{ years: 6, months: 0 }, [ruleIssue('years', 'outOfRange', { min: 0, max: 5 })]],
    [{ years: -1, months: 2 }, [ruleIssue('years', 'outOfRange', { min: 0, max: 5 })]],
    [{ years: 0, months: 12 }, [ruleIssue('months', 'outOfRange', { min: 0, max: 11 })]],
    [{ years: 1.5, months: Number.NaN }, [ruleIssue('years', 'notInteger'), ruleIssue('months', 'notInteger')]],
  ])('%j', (term, issues) => {
    expect(upgradeTermIssues(term)).toEqual(issues);
  });
});

describe('the payment form', () => {
  it('shows only for a priced plan', () => {
    expect(showsPaymentForm({ monthly: 25_000 })).toBe(true);
    expect(showsPaymentForm({ monthly: 0 })).toBe(false);
  });

  it('warns below the currency minimum', () => {
    expect(checkMinimumPayment(14_999, IDR)).toEqual(ruleIssue('duration', 'belowMinimumPayment', { min: 15_000, currency: 'IDR' }));
    expect(checkMinimumPayment(15_000, IDR)).toBeUndefined();
  });

  it.each<[string, { monthly: number }, UpgradeTerm, RuleIssue[], boolean]>([
    ['one month of Lite', LITE, { years: 0, months: 1 }, [], true],
    ['a year of Lite', LITE, { years: 1, months: 0 }, [], true],
    ['no duration', LITE, { years: 0, months: 0 }, [ruleIssue('duration', 'durationZero')], false],
    ['a month below the minimum', { monthly: 10_000 }, { years: 0, months: 1 }, [ruleIssue('duration', 'belowMinimumPayment', { min: 15_000, currency: 'IDR' })], false],
    ['two months reaching the minimum', { monthly: 10_000 }, { years: 0, months: 2 }, [], true],
    ['the free plan', { monthly: 0 }, { years: 1, months: 0 }, [ruleIssue('duration', 'belowMinimumPayment', { min: 15_000, currency: 'IDR' })], false],
    ['years out of range', LITE, { years: 6, months: 0 }, [ruleIssue('years', 'outOfRange', { min: 0, max: 5 })], false],
  ])('%s', (_case, plan, term, issues, enabled) => {
    expect(upgradeOrderIssues(plan, term, IDR)).toEqual(issues);
    expect(canSubmitUpgrade(plan, term, IDR)).toBe(enabled);
  });
});

describe('switching currency (account-area 4)', () => {
  const plans = [
    { id: 2, alias: 'Lite', currency: 'usd' },
    { id: 12, alias: 'Lite', currency: 'idr' },
    { id: 13, alias: 'Kit', currency: 'idr' },
  ];
  it('selects the plan of the same alias in the other currency', () => {
    expect(planInCurrency(plans, { alias: 'Lite' }, 'idr')?.id).toBe(12);
    expect(planInCurrency(plans, { alias: 'Lite' }, 'usd')?.id).toBe(2);
    expect(planInCurrency(plans, { alias: 'Kit' }, 'usd')).toBeUndefined();
  });
});
