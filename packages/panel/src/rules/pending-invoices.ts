import type { CurrencyCode, Invoice } from '../api/schemas/billing';
import type { Currency } from '../api/schemas/session';
import { currencyDisplay, sumAmounts } from './currency-amounts';

/*
 * The pending invoices page (account-area 2): every pending item is paid in one payment, so payment is offered only
 * when the items share one currency; when they mix currencies payment is hidden and a warning shown.
 */

type Priced = Pick<Invoice, 'metadata'>;

/** The currencies of the items, each once, in the order they first appear. */
export function invoiceCurrencies(invoices: readonly Priced[]): CurrencyCode[] {
  return [...new Set(invoices.map((invoice) => invoice.metadata.price_unit))];
}

/** The items are priced in more than one currency: payment is hidden and the warning shows. */
export function invoicesMixCurrencies(invoices: readonly Priced[]): boolean {
  return invoiceCurrencies(invoices).length > 1;
}

/** The one currency the items are paid in; null when there is nothing to pay or they mix currencies. */
export function payableCurrency(invoices: readonly Priced[]): CurrencyCode | null {
  const currencies = invoiceCurrencies(invoices);
  return currencies.length === 1 ? (currencies[0] ?? null) : null;
}

export interface CurrencyTotal {
  currency: CurrencyCode;
  total: number;
}

/** The total of the items per currency, at each currency's precision, in the order the currencies first appear. */
export function totalsPerCurrency(invoices: readonly Priced[], currencies: readonly Pick<Currency, 'value' | 'intl_precision'>[]): CurrencyTotal[] {
  return invoiceCurrencies(invoices).map((currency) => ({
    currency,
    total: sumAmounts(
      invoices.filter((invoice) => invoice.metadata.price_unit === currency).map((invoice) => invoice.metadata.price),
      currencyDisplay(currencies, currency).intl_precision,
    ),
  }));
}

/** A payment was started for the item (its metadata carries the payment id): it can be cancelled. */
export function hasStartedPayment(invoice: Priced): boolean {
  const id = invoice.metadata._id;
  return id !== undefined && id !== null && id.trim() !== '';
}
