import type { CurrencyCode } from '../../../api/schemas/billing';
import type { Currency } from '../../../api/schemas/session';
import { currencyDisplay } from '../../../rules/currency-amounts';
import { formatCurrency } from '../../../rules/format';

/** Formats amounts of either currency for a locale, each with the precision initdata gives it (usd cents, idr none). */
export function moneyFormatter(currencies: readonly Currency[], locale: string): (amount: number, currency: CurrencyCode) => string {
  return (amount, currency) => formatCurrency(amount, currencyDisplay(currencies, currency), locale);
}
