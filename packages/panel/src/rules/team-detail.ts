import { CURRENCY_CODE_VALUES, type CurrencyCode } from '../api/schemas/billing';
import type { Plan, SessionServer, Team } from '../api/schemas/session';
import { findCountry } from './countries';
import { checkChoice } from './field-checks';
import { recountCooldownLeft } from './host-list';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { TEAM_RECOUNT_COOLDOWN_MS } from './limits';
import { teamCurrency } from './plan-summary';
import { teamProfileIssues } from './team-forms';

/*
 * The team detail page (account-area 2, 5, 9): the owner's profile form as the page edits it (every field a string,
 * the currency and default server as chosen in a select) and the usage recount's ten-minute cooldown.
 */

export interface TeamProfileFormValues {
  name: string;
  /** A code of the country list ('ID'); '' until one is chosen. */
  country: string;
  /** '' when the team has none yet. */
  currency: CurrencyCode | '';
  /** A server id as the select holds it; '' for none. */
  default_server: string;
  invoice_note: string;
}

function isCurrencyCode(value: string | undefined): value is CurrencyCode {
  return (CURRENCY_CODE_VALUES as readonly (string | undefined)[]).includes(value);
}

type ProfileTeam = Pick<Team, 'name' | 'country' | 'currency' | 'plan_id' | 'default_server' | 'invoice_note'>;

/** The form's values of a team: its currency, else its plan's; a country code in upper case. */
export function teamProfileFormValues(team: ProfileTeam, plans: readonly Pick<Plan, 'id' | 'currency'>[]): TeamProfileFormValues {
  const currency = teamCurrency(team, plans);
  return {
    name: team.name,
    country: team.country?.trim().toUpperCase() ?? '',
    currency: isCurrencyCode(currency) ? currency : '',
    default_server: team.default_server === null || team.default_server === undefined ? '' : String(team.default_server),
    invoice_note: team.invoice_note ?? '',
  };
}

/**
 * Every rule the profile form breaks: team-forms' teamProfileIssues (name 3 to 255, a country of the list, invoice
 * note at most 2000, a server the plan may use) and a currency of usd or idr.
 */
export function teamProfileFormIssues(values: TeamProfileFormValues, servers: readonly Pick<SessionServer, 'id' | 'feature_level'>[], planLevel: number): RuleIssue[] {
  const server = values.default_server === '' ? undefined : servers.find((item) => String(item.id) === values.default_server);
  const issues = teamProfileIssues(values, server ? { defaultServer: server, planLevel } : undefined);
  const serverIssue = values.default_server !== '' && !server ? ruleIssue('default_server', 'invalidChoice') : undefined;
  return collectIssues(issues, checkChoice('currency', values.currency, CURRENCY_CODE_VALUES), serverIssue);
}

/** What updateTeamProfile sends (the contract's TeamProfileInput). */
export interface TeamProfilePayload {
  name: string;
  country: string;
  currency?: CurrencyCode;
  default_server?: number;
  invoice_note: string;
}

export function teamProfilePayload(values: TeamProfileFormValues): TeamProfilePayload {
  return {
    name: values.name,
    country: values.country,
    ...(values.currency === '' ? {} : { currency: values.currency }),
    ...(values.default_server === '' ? {} : { default_server: Number(values.default_server) }),
    invoice_note: values.invoice_note,
  };
}

/** The currency the chosen country pays in, when the form has another one chosen (a hint offers it). */
export function suggestedCurrency(country: string, currency: CurrencyCode | ''): CurrencyCode | undefined {
  const suggested = findCountry(country)?.currency;
  return suggested && suggested !== currency ? suggested : undefined;
}

/** How long the team detail's recount stays disabled, in ms (0: available): ten minutes after the last evaluation. */
export function teamRecountCooldownLeft(evaluatedAt: string | number | null | undefined, now: number): number {
  return recountCooldownLeft(evaluatedAt, now, TEAM_RECOUNT_COOLDOWN_MS);
}

/** A time left as minutes and seconds, rounded up to the second so a disabled button never reads 0:00. */
export function cooldownParts(remainingMs: number): { minutes: number; seconds: number } {
  const total = Math.ceil(Math.max(0, remainingMs) / 1000);
  return { minutes: Math.floor(total / 60), seconds: total % 60 };
}
