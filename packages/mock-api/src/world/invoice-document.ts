import type { InvoicePrintInput } from '@hostdeck/panel/contract';
import { formatCurrency, sumAmounts } from '@hostdeck/panel/rules';

/*
 * The printed invoice the simulated print endpoint answers (account-area 7): a complete English HTML document that a
 * browser prints or saves as PDF, one invoice per A4 page. Every value comes from the form, so every value is escaped.
 */

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Escaped text whose line breaks stay line breaks (an address, the team's invoice note). */
function lines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

/** Only a web address may be a logo: anything else (javascript:, data:) is left out. */
function safeLogo(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
html { background: #eef0f3; }
body { margin: 0; padding: 24px 12px; font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; }
.invoice { max-width: 800px; margin: 0 auto 24px; padding: 40px; background: #fff; border: 1px solid #d8dde3; border-radius: 8px; box-shadow: 0 2px 12px rgb(0 0 0 / 0.08); break-after: page; page-break-after: always; }
.invoice:last-of-type { break-after: auto; page-break-after: auto; }
header { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; margin-bottom: 32px; }
.logo { max-height: 56px; max-width: 200px; }
h1 { margin: 0; font-size: 28px; letter-spacing: 0.04em; text-transform: uppercase; text-align: end; }
.number { margin: 4px 0 0; color: #57606a; text-align: end; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 24px; margin-bottom: 24px; }
.label { margin: 0 0 4px; font-size: 12px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: #57606a; }
.block { margin: 0; overflow-wrap: anywhere; }
.party-name { font-weight: 600; }
.facts { display: flex; flex-wrap: wrap; gap: 8px 32px; margin: 0 0 24px; }
.facts div { display: grid; }
.facts dd { margin: 0; }
table { width: 100%; border-collapse: collapse; margin-bottom: 24px; }
th, td { padding: 10px 8px; border-bottom: 1px solid #d8dde3; text-align: start; vertical-align: top; }
th { font-size: 12px; letter-spacing: 0.06em; text-transform: uppercase; color: #57606a; background: #f6f8fa; }
.amount { text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
tbody tr { break-inside: avoid; page-break-inside: avoid; }
.totals { margin: 0 0 0 auto; width: min(100%, 320px); }
.totals div { display: flex; justify-content: space-between; gap: 16px; padding: 6px 8px; }
.totals dt { color: #57606a; }
.totals dd { margin: 0; font-variant-numeric: tabular-nums; }
.totals .paid { border-top: 2px solid #1f2328; font-weight: 700; }
@media (max-width: 600px) {
  .invoice { padding: 20px; }
  .parties { grid-template-columns: 1fr; }
}
@media print {
  html, body { background: none; }
  body { padding: 0; }
  .invoice { max-width: none; margin: 0; padding: 0; border: 0; border-radius: 0; box-shadow: none; }
  th { background: none; }
}
`;

/** The complete HTML document of a printed invoice; amounts in the invoice's currency with `precision` digits. */
export function invoiceDocument(invoice: InvoicePrintInput, precision: number): string {
  const currency = { intl_code: invoice.currency.trim().toUpperCase(), intl_precision: precision };
  const money = (amount: number) => escapeHtml(formatCurrency(amount, currency, 'en-US'));
  const quantity = new Intl.NumberFormat('en-US');
  const amounts = invoice.items.map((item) => item.quantity * item.unit_cost);
  const total = sumAmounts(amounts, precision);
  const logo = safeLogo(invoice.logo);
  const rows = invoice.items
    .map(
      (item, index) =>
        `<tr><td>${escapeHtml(item.name)}</td><td class="amount">${escapeHtml(quantity.format(item.quantity))}</td><td class="amount">${money(item.unit_cost)}</td><td class="amount">${money(amounts[index] ?? 0)}</td></tr>`,
    )
    .join('');
  const [fromName = '', ...fromRest] = invoice.from.split(/\r\n|\r|\n/);
  const [toName = '', ...toRest] = invoice.to.split(/\r\n|\r|\n/);
  const party = (label: string, name: string, rest: readonly string[]) =>
    `<section><p class="label">${label}</p><p class="block"><span class="party-name">${escapeHtml(name)}</span>${rest.length > 0 ? `<br>${lines(rest.join('\n'))}` : ''}</p></section>`;
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Invoice ${escapeHtml(invoice.number)}</title><style>${STYLE}</style></head>`,
    '<body>',
    '<article class="invoice">',
    `<header><div>${logo ? `<img class="logo" src="${escapeHtml(logo)}" alt="${escapeHtml(fromName)}">` : ''}</div><div><h1>Invoice</h1><p class="number"># ${escapeHtml(invoice.number)}</p></div></header>`,
    `<div class="parties">${party('From', fromName, fromRest)}${party('Bill to', toName, toRest)}</div>`,
    `<dl class="facts"><div><dt class="label">Date</dt><dd>${escapeHtml(invoice.date)}</dd></div><div><dt class="label">Payment terms</dt><dd>${escapeHtml(invoice.payment_terms)}</dd></div><div><dt class="label">Currency</dt><dd>${escapeHtml(currency.intl_code)}</dd></div></dl>`,
    `<table><thead><tr><th scope="col">Item</th><th scope="col" class="amount">Quantity</th><th scope="col" class="amount">Unit cost</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<dl class="totals"><div><dt>Total</dt><dd>${money(total)}</dd></div><div class="paid"><dt>Amount paid</dt><dd>${money(invoice.amount_paid)}</dd></div></dl>`,
    '</article>',
    '</body>',
    '</html>',
  ].join('\n');
}
