import { isolateLtr } from '@hostdeck/ui';
import { formatCurrency, formatDate } from '../../../rules/format';

/** A story's language (the toolbar's), for the figures a play expects. */
export function storyLocale(context: { globals: Record<string, unknown> }): string {
  return String(context.globals.language ?? 'en');
}

/** An amount as the page shows it: usd with 2 digits, idr without, isolated left to right. */
export function moneyIn(locale: string) {
  return (amount: number, currency: 'usd' | 'idr') => isolateLtr(formatCurrency(amount, { intl_code: currency.toUpperCase(), intl_precision: currency === 'usd' ? 2 : 0 }, locale));
}

/** A date as the page shows it. */
export function dateIn(locale: string) {
  return (epochMs: number) => formatDate(new Date(epochMs), locale) ?? '';
}

/** The order summary's rows, term -> value, read from its region. */
export function summaryRows(region: HTMLElement): Record<string, string> {
  const rows = [...region.querySelectorAll('dt')];
  return Object.fromEntries(rows.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

/** The yearly saving as the 1 year choice says it. */
export function percentIn(locale: string) {
  return (value: number) => isolateLtr(new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100));
}
