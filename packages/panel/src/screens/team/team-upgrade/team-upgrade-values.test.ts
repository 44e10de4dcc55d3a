import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from '../../../rules/issues';
import { customTermOf, validateUpgradeForm, type UpgradeFormValues } from './team-upgrade-values';

const values = (change: Partial<UpgradeFormValues>): UpgradeFormValues => ({ planId: '3', currency: 'usd', duration: 'custom', years: '0', months: '1', ...change });

describe('the upgrade form values', () => {
  it.each<[string, Partial<UpgradeFormValues>, RuleIssue[]]>([
    ['a custom term', { years: '2', months: '3' }, []],
    ['the longest custom term', { years: '5', months: '11' }, []],
    ['0 years 0 months', { years: '0', months: '0' }, [ruleIssue('duration', 'durationZero')]],
    ['an empty years input asks for a number', { years: ' ', months: '3' }, [ruleIssue('years', 'notInteger')]],
    ['12 months', { months: '12' }, [ruleIssue('months', 'outOfRange', { min: 0, max: 11 })]],
    ['a preset ignores the custom inputs', { duration: '1y', years: '', months: '99' }, []],
  ])('%s', (_case, change, issues) => {
    expect(validateUpgradeForm(values(change))).toEqual(issues);
  });

  it('reads the typed counts as numbers', () => {
    expect(customTermOf({ years: ' 2', months: '10 ' })).toEqual({ years: 2, months: 10 });
    expect(customTermOf({ years: '', months: '1' }).years).toBeNaN();
  });
});
