import { describe, expect, it } from 'vitest';
import type { CurrencyCode, Invoice } from '../api/schemas/billing';
import { hasStartedPayment, invoiceCurrencies, invoicesMixCurrencies, payableCurrency, totalsPerCurrency } from './pending-invoices';

const CURRENCIES = [
  { value: 'usd', intl_precision: 2 },
  { value: 'idr', intl_precision: 0 },
];

function item(price: number, unit: CurrencyCode, paymentId: string | null = null): Pick<Invoice, 'metadata'> {
  return { metadata: { _id: paymentId, price, price_unit: unit } };
}

describe('pending invoices in one or more currencies (account-area 2)', () => {
  it.each([
    ['nothing pending', [], [], false, null],
    ['one usd item', [item(2.99, 'usd')], ['usd'], false, 'usd'],
    ['two idr items', [item(800_000, 'idr'), item(4_500, 'idr')], ['idr'], false, 'idr'],
    ['usd then idr', [item(2.99, 'usd'), item(800_000, 'idr')], ['usd', 'idr'], true, null],
    ['idr, usd, idr', [item(1, 'idr'), item(1, 'usd'), item(2, 'idr')], ['idr', 'usd'], true, null],
  ] as const)('%s: currencies %j, mixed %s, paid in %s', (_, invoices, currencies, mixed, payable) => {
    expect(invoiceCurrencies(invoices)).toEqual(currencies);
    expect(invoicesMixCurrencies(invoices)).toBe(mixed);
    expect(payableCurrency(invoices)).toBe(payable);
  });

  it.each([
    ['nothing', [], []],
    ['usd in cents', [item(2.99, 'usd'), item(0.5, 'usd'), item(0.1, 'usd')], [{ currency: 'usd', total: 3.59 }]],
    ['each currency on its own', [item(2.99, 'usd'), item(800_000, 'idr'), item(4_500, 'idr')], [{ currency: 'usd', total: 2.99 }, { currency: 'idr', total: 804_500 }]],
    ['idr in whole rupiah', [item(250_000.4, 'idr'), item(0.4, 'idr')], [{ currency: 'idr', total: 250_000 }]],
  ] as const)('totals of %s', (_, invoices, totals) => {
    expect(totalsPerCurrency(invoices, CURRENCIES)).toEqual(totals);
  });

  it.each([
    ['no payment id', null, false],
    ['an absent payment id', undefined, false],
    ['an empty payment id', ' ', false],
    ['a started payment', 'PAYP-7RK21934MB', true],
  ])('%s: cancel offered is %s', (_, paymentId, expected) => {
    expect(hasStartedPayment({ metadata: { _id: paymentId, price: 1, price_unit: 'usd' } })).toBe(expected);
  });
});
