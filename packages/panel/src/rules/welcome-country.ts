import { findCountry } from './countries';
import { ruleIssue, type RuleIssue } from './issues';

/** The welcome step's form (account-area 7: POST /userapi/profile?r=/welcome, action edit-country). */
export interface WelcomeCountryValues {
  /** The chosen country's code ('ID'); '' until one is chosen. */
  country: string;
  /** Keeps the console in English rather than the chosen country's language. */
  keepEnglish: boolean;
}

/** A country must be chosen, and from the list. */
export function welcomeCountryIssues({ country }: WelcomeCountryValues): RuleIssue[] {
  if (country.trim() === '') return [ruleIssue('country', 'required')];
  return findCountry(country) ? [] : [ruleIssue('country', 'invalidChoice')];
}
