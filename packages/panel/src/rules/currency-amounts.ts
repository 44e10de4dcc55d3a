import type { CurrencyCode } from '../api/schemas/billing';
import type { Currency } from '../api/schemas/session';
import { findCurrency } from './format';

/*
 * Amounts of the two currencies (account-area 9: "currencies are formatted with per-currency precision"): usd in
 * cents, idr in whole rupiah. initdata's currencies carry the precision; these stand in only when initdata lacks one.
 */
const FALLBACK_PRECISION: Readonly<Record<CurrencyCode, number>> = { usd: 2, idr: 0 };

/** What formatCurrency needs for a currency: the ISO code ('usd' -> 'USD') and the digits initdata gives it. */
export interface CurrencyDisplay {
  intl_code: string;
  intl_precision: number;
}

type CurrencyPrecision = Pick<Currency, 'value' | 'intl_precision'>;

/**
 * How an amount in `currency` is shown. initdata's intl_code names the locale the original formats in ('en-US'), not
 * a currency, so the code comes from the currency's value; the precision comes from initdata.
 */
export function currencyDisplay(currencies: readonly CurrencyPrecision[], currency: CurrencyCode): CurrencyDisplay {
  const precision = findCurrency(currencies, currency)?.intl_precision;
  const usable = precision !== undefined && Number.isInteger(precision) && precision >= 0 && precision <= 20;
  return { intl_code: currency.toUpperCase(), intl_precision: usable ? precision : FALLBACK_PRECISION[currency] };
}

/** The sum of amounts at `precision` digits, added in whole minor units so 2.99 + 0.5 + 0.1 is 3.59, not 3.5900000000000003. */
export function sumAmounts(amounts: readonly number[], precision: number): number {
  const factor = 10 ** precision;
  const minor = amounts.reduce((sum, amount) => sum + Math.round(amount * factor), 0);
  return minor / factor;
}
