import { describe, expect, it } from 'vitest';
import type { Invoice, PaymentGroup } from '../api/schemas/billing';
import { invoiceLogoUrl, invoicePrintInput, paymentProviderName, paymentTotal, PLATFORM_COMPANY } from './invoice-print';

const CURRENCIES = [
  { value: 'usd', intl_precision: 2 },
  { value: 'idr', intl_precision: 0 },
];
const LOGO = 'https://console.example.com/favicon.svg';
const STUDIO = { name: 'Lestari Studio', invoice_note: 'PT Lestari Kreatif Studio\nJl. Kemang Raya 12, Jakarta Selatan 12730' };

function line(id: number, message: string, price: number, unit: 'usd' | 'idr'): Invoice {
  return { id, status: 'paid', nice_message: message, nice_time: '01 Jun 2025 10:00', metadata: { _id: 'PAY-1', price, price_unit: unit } };
}

const USD_PAYMENT: PaymentGroup = {
  id: 'PAYP-7RK21934MB',
  nice_id: 8004,
  date: '2025-06-01 23:30:00',
  via: 'paypal',
  price_unit: 'usd',
  invoices: [line(8004, 'Domain registration arkabakery.com for 1 year', 12.99, 'usd'), line(8005, 'Payment fee', 0.5, 'usd')],
};
const IDR_PAYMENT: PaymentGroup = { id: 'MT-1', nice_id: 8001, date: '2024-02-15 08:00:00', via: 'midtrans', price_unit: 'idr', invoices: [line(8001, 'Upgrade to Lite for 1 year', 250_000, 'idr')] };

describe('invoicePrintInput (account-area 7, the invoice print call)', () => {
  it('prints a usd payment: number, English date of the backend clock, terms, lines and the total in cents', () => {
    expect(invoicePrintInput(USD_PAYMENT, STUDIO, { logo: LOGO, currencies: CURRENCIES })).toEqual({
      from: `${PLATFORM_COMPANY.name}\n${PLATFORM_COMPANY.address}`,
      to: 'Lestari Studio\nPT Lestari Kreatif Studio\nJl. Kemang Raya 12, Jakarta Selatan 12730',
      date: 'Jun 1, 2025',
      payment_terms: 'Paid via PayPal',
      currency: 'USD',
      number: '8004',
      items: [
        { name: 'Domain registration arkabakery.com for 1 year', quantity: 1, unit_cost: 12.99 },
        { name: 'Payment fee', quantity: 1, unit_cost: 0.5 },
      ],
      amount_paid: 13.49,
      logo: LOGO,
    });
  });

  it.each([
    ['an idr payment through Midtrans', IDR_PAYMENT, STUDIO, undefined, { payment_terms: 'Paid via Midtrans', currency: 'IDR', number: '8001', amount_paid: 250_000, date: 'Feb 15, 2024' }],
    ['a team without an invoice note', IDR_PAYMENT, { name: 'Budi Santoso', invoice_note: '' }, undefined, { to: 'Budi Santoso' }],
    ['a note of blanks only', IDR_PAYMENT, { name: 'Budi Santoso', invoice_note: '  \n ' }, undefined, { to: 'Budi Santoso' }],
    ['a note that is absent', IDR_PAYMENT, { name: 'Budi Santoso', invoice_note: null }, undefined, { to: 'Budi Santoso' }],
    ['the date in another zone', USD_PAYMENT, STUDIO, 'Asia/Jakarta', { date: 'Jun 2, 2025' }],
    ['an unknown provider as sent', { ...USD_PAYMENT, via: 'stripe' }, STUDIO, undefined, { payment_terms: 'Paid via stripe' }],
    ['an unreadable date as sent', { ...USD_PAYMENT, date: 'yesterday' }, STUDIO, undefined, { date: 'yesterday' }],
  ] as const)('%s', (_, payment, team, timeZone, expected) => {
    expect(invoicePrintInput(payment, team, { logo: LOGO, currencies: CURRENCIES, timeZone })).toMatchObject(expected);
  });

  it('adds fractions in whole cents', () => {
    const payment = { ...USD_PAYMENT, invoices: [line(1, 'a', 0.1, 'usd'), line(2, 'b', 0.2, 'usd')] };
    expect(invoicePrintInput(payment, STUDIO, { logo: LOGO, currencies: CURRENCIES }).amount_paid).toBe(0.3);
  });
});

describe('paymentTotal', () => {
  it.each([
    ['a usd payment in cents', USD_PAYMENT, 13.49],
    ['an idr payment in whole rupiah', IDR_PAYMENT, 250_000],
    ['fractions of a cent rounded per line', { ...USD_PAYMENT, invoices: [line(1, 'a', 0.105, 'usd'), line(2, 'b', 0.1, 'usd')] }, 0.21],
    ['no lines', { ...IDR_PAYMENT, invoices: [] }, 0],
  ] satisfies Array<[string, PaymentGroup, number]>)('%s', (_, payment, expected) => {
    expect(paymentTotal(payment, CURRENCIES)).toBe(expected);
  });
});

describe('the invoice logo and provider names', () => {
  it.each([
    ['https://console.example.com', 'https://console.example.com/favicon.svg'],
    ['http://localhost:5173/', 'http://localhost:5173/favicon.svg'],
  ])('the logo on %s is %s', (origin, expected) => {
    expect(invoiceLogoUrl(origin)).toBe(expected);
  });

  it.each([
    ['paypal', 'PayPal'],
    ['PayPal', 'PayPal'],
    ['midtrans', 'Midtrans'],
    [' bank ', 'bank'],
  ])('%j is called %s', (via, expected) => {
    expect(paymentProviderName(via)).toBe(expected);
  });
});
