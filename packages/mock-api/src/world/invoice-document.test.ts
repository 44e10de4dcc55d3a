import type { InvoicePrintInput } from '@hostdeck/panel/contract';
import { describe, expect, it } from 'vitest';
import { printInvoice } from './billing';
import { createWorld } from './create-world';
import { escapeHtml, invoiceDocument } from './invoice-document';
import { World } from './world';

const USD_INVOICE: InvoicePrintInput = {
  from: 'Hostdeck\nJl. Senopati 88\nJakarta Selatan 12190',
  to: 'Lestari Studio\nPT Lestari Kreatif Studio\nNPWP 01.234.567.8-901.000',
  date: 'Jun 1, 2025',
  payment_terms: 'Paid via PayPal',
  currency: 'USD',
  number: '8004',
  items: [
    { name: 'Domain registration arkabakery.com for 1 year', quantity: 1, unit_cost: 12.99 },
    { name: 'Payment fee', quantity: 2, unit_cost: 0.25 },
  ],
  amount_paid: 13.49,
  logo: 'https://console.example.com/favicon.svg',
};

/** The document's visible text, tags dropped and entities of the escaper undone, one space between words. */
function textOf(html: string): string {
  const body = html.slice(html.indexOf('<body>'));
  return body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('the printed invoice document', () => {
  const html = invoiceDocument(USD_INVOICE, 2);

  it('is a complete document titled with the number, the logo and the number in its header', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Invoice 8004</title>');
    expect(html).toMatch(/<header>.*<img class="logo" src="https:\/\/console\.example\.com\/favicon\.svg" alt="Hostdeck">.*# 8004.*<\/header>/);
  });

  it('shows from and to with their line breaks, the date and the payment terms', () => {
    expect(html).toContain('PT Lestari Kreatif Studio<br>NPWP 01.234.567.8-901.000');
    expect(html).toContain('Jl. Senopati 88<br>Jakarta Selatan 12190');
    expect(textOf(html)).toContain('Date Jun 1, 2025 Payment terms Paid via PayPal Currency USD');
  });

  it('lists every item with quantity, unit cost and amount, then the total and the amount paid in cents', () => {
    const text = textOf(html);
    expect(text).toContain('Item Quantity Unit cost Amount');
    expect(text).toContain('Domain registration arkabakery.com for 1 year 1 $12.99 $12.99');
    expect(text).toContain('Payment fee 2 $0.25 $0.50');
    expect(text).toContain('Total $13.49 Amount paid $13.49');
  });

  it('shows idr amounts without decimals', () => {
    const text = textOf(invoiceDocument({ ...USD_INVOICE, currency: 'idr', items: [{ name: 'Extend Kit for 1 year', quantity: 1, unit_cost: 800_000 }], amount_paid: 800_000 }, 0));
    expect(text).toContain('Extend Kit for 1 year 1 IDR 800,000 IDR 800,000');
    expect(text).toContain('Total IDR 800,000 Amount paid IDR 800,000');
    expect(text).toContain('Currency IDR');
  });

  it('prints on A4, one invoice per page, without the screen decoration', () => {
    expect(html).toMatch(/@page \{ size: A4; margin: [^}]+\}/);
    expect(html).toMatch(/\.invoice \{[^}]*break-after: page; page-break-after: always;/);
    const print = html.slice(html.indexOf('@media print'));
    expect(print).toMatch(/\.invoice \{[^}]*border: 0;[^}]*box-shadow: none;/);
    expect(print).toMatch(/html, body \{ background: none; \}/);
  });

  it('escapes every value from the form', () => {
    const hostile = '<script>alert("x")</script> & \'quoted\'';
    const document = invoiceDocument(
      { ...USD_INVOICE, from: hostile, to: `Team\n${hostile}`, date: hostile, payment_terms: hostile, number: hostile, items: [{ name: hostile, quantity: 1, unit_cost: 1 }] },
      2,
    );
    expect(document).not.toContain('<script>');
    expect(document).toContain(escapeHtml(hostile));
    expect(textOf(document)).toContain(hostile);
  });

  it.each([
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['no address', undefined],
    ['a quote breaking out of the attribute', 'https://example.com/"><script>'],
  ])('prints %s as a logo only when it is a web address', (_, logo) => {
    const document = invoiceDocument({ ...USD_INVOICE, logo }, 2);
    expect(document).not.toContain('<script>');
    expect(document).not.toMatch(/src="(javascript|data):/);
  });

  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the print endpoint of the simulated backend', () => {
  it('answers the document at the precision of the currency it names', () => {
    const world = new World(createWorld());
    const idr = { ...USD_INVOICE, currency: 'idr', items: [{ name: 'Upgrade to Lite for 1 year', quantity: 1, unit_cost: 250_000 }], amount_paid: 250_000 };
    const outcome = world.run(printInvoice, { teamId: 101, invoice: idr });
    expect(outcome.ok && textOf(outcome.value)).toContain('Total IDR 250,000 Amount paid IDR 250,000');
  });

  it('refuses a currency the platform does not take', () => {
    const world = new World(createWorld());
    expect(world.run(printInvoice, { teamId: 101, invoice: { ...USD_INVOICE, currency: 'EUR' } })).toMatchObject({ ok: false, status: 422, fieldErrors: { currency: 'Choose usd or idr.' } });
  });
});
