import type { PaymentGroup } from '../api/schemas/billing';
import type { Currency, Team } from '../api/schemas/session';
import { currencyDisplay, sumAmounts } from './currency-amounts';
import { formatDate } from './format';

/*
 * The printed invoice of a paid payment (account-area 7, the invoice print call): from, to, date, payment terms,
 * currency, number, items, amount paid and logo. The print endpoint answers an English document, so these fields are
 * English too, whatever the console's language.
 */

/** The platform's company as it issues invoices: the "from" block. Set by whoever runs the platform. */
export const PLATFORM_COMPANY = {
  name: 'Hostdeck',
  address: 'Jl. Senopati 88\nJakarta Selatan 12190\nIndonesia',
} as const;

/** The console's logo, printed in the invoice header; the print endpoint needs it as an absolute URL. */
export const INVOICE_LOGO_PATH = '/favicon.svg';

/** The logo's absolute address on the console's origin ('https://console.example.com'). */
export function invoiceLogoUrl(origin: string): string {
  return new URL(INVOICE_LOGO_PATH, origin).href;
}

/** Providers by the name their customers know; another `via` is shown as it was sent. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = { paypal: 'PayPal', midtrans: 'Midtrans' };

/** 'paypal' -> 'PayPal': the provider that took a payment, as people call it. */
export function paymentProviderName(via: string): string {
  return PROVIDER_NAMES[via.trim().toLowerCase()] ?? via.trim();
}

/** One line of the printed invoice. */
export interface InvoicePrintItem {
  name: string;
  quantity: number;
  unit_cost: number;
}

/** The fields of the invoice print call (the contract's InvoicePrintInput; rules do not import the contract). */
export interface InvoicePrintFields {
  from: string;
  to: string;
  date: string;
  payment_terms: string;
  /** ISO code, 'USD' or 'IDR'. */
  currency: string;
  number: string;
  items: InvoicePrintItem[];
  amount_paid: number;
  logo: string;
}

export interface InvoicePrintOptions {
  /** The logo's absolute URL (invoiceLogoUrl). */
  logo: string;
  /** initdata's currencies: the precision of the amount paid. */
  currencies: readonly Pick<Currency, 'value' | 'intl_precision'>[];
  /** The zone the date is read in; the backend's clock (UTC) by default, so every viewer prints the same date. */
  timeZone?: string;
}

/** The team and its invoice note (the billing address the owner keeps), a line apart. */
function billedTo(team: Pick<Team, 'name' | 'invoice_note'>): string {
  const note = team.invoice_note?.trim() ?? '';
  return note === '' ? team.name : `${team.name}\n${note}`;
}

/** What a payment came to: its items added in its currency, at the currency's precision. */
export function paymentTotal(payment: Pick<PaymentGroup, 'price_unit' | 'invoices'>, currencies: InvoicePrintOptions['currencies']): number {
  const precision = currencyDisplay(currencies, payment.price_unit).intl_precision;
  return sumAmounts(payment.invoices.map((invoice) => invoice.metadata.price), precision);
}

/** The invoice print call's fields for a paid payment: number = nice_id, one line per paid item, amount paid = their total. */
export function invoicePrintInput(payment: PaymentGroup, team: Pick<Team, 'name' | 'invoice_note'>, options: InvoicePrintOptions): InvoicePrintFields {
  const items = payment.invoices.map((invoice) => ({ name: invoice.nice_message, quantity: 1, unit_cost: invoice.metadata.price }));
  return {
    from: `${PLATFORM_COMPANY.name}\n${PLATFORM_COMPANY.address}`,
    to: billedTo(team),
    date: formatDate(payment.date, 'en', { timeZone: options.timeZone ?? 'UTC' }) ?? payment.date,
    payment_terms: `Paid via ${paymentProviderName(payment.via)}`,
    currency: payment.price_unit.toUpperCase(),
    number: String(payment.nice_id),
    items,
    amount_paid: paymentTotal(payment, options.currencies),
    logo: options.logo,
  };
}
