import { currencyCodeSchema } from '../api/schemas/billing';
import type { InitData, Team } from '../api/schemas/session';
import { currencyDisplay, type CurrencyDisplay } from './currency-amounts';
import { teamCurrency } from './plan-summary';

/**
 * The currency a domain order or renewal is priced in: the team's own (else its plan's), as the server prices it (scheme
 * price per team currency), shown with initdata's precision. Undefined for a currency the platform does not bill in.
 */
export function renewalCurrency(team: Pick<Team, 'currency' | 'plan_id'>, initData: Pick<InitData, 'plans' | 'currencies'>): CurrencyDisplay | undefined {
  const code = currencyCodeSchema.safeParse(teamCurrency(team, initData.plans));
  return code.success ? currencyDisplay(initData.currencies, code.data) : undefined;
}
