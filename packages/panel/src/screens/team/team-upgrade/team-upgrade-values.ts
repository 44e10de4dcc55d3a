import type { UpgradeDuration } from '../../../api/schemas/billing';
import type { RuleIssue } from '../../../rules/issues';
import { upgradeTermIssues } from '../../../rules/upgrade-form';
import type { UpgradeTerm } from '../../../rules/upgrade-pricing';

/** The upgrade form as the inputs hold it: ids and numbers as typed text. */
export interface UpgradeFormValues {
  planId: string;
  currency: string;
  duration: UpgradeDuration;
  years: string;
  months: string;
}

/** A typed count: '' is no number (NaN), so the rules ask for one rather than reading it as 0. */
function countOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The custom years and months as numbers. */
export function customTermOf(values: Pick<UpgradeFormValues, 'years' | 'months'>): UpgradeTerm {
  return { years: countOf(values.years), months: countOf(values.months) };
}

/** account-area 5: the custom term's years 0 to 5 and months 0 to 11, not both 0; a preset is always valid. */
export function validateUpgradeForm(values: UpgradeFormValues): RuleIssue[] {
  return values.duration === 'custom' ? upgradeTermIssues(customTermOf(values)) : [];
}
