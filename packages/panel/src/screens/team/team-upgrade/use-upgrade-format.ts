import { isolateLtr } from '@hostdeck/ui';
import type { CurrencyConfig } from '../../../api/schemas/billing';
import { currencyDisplay } from '../../../rules/currency-amounts';
import { useT } from '../../../i18n/i18n-provider';
import { formatCurrency, formatDate } from '../../../rules/format';
import type { UpgradeTerm } from '../../../rules/upgrade-pricing';
import { planMegabytesToGigabytes } from '../../../rules/usage';

/** The upgrade page's figures in the reader's language: amounts, dates, terms and plan sizes. */
export interface UpgradeFormat {
  /** An amount with exactly the currency's digits (usd 2, idr none), isolated left to right for Arabic pages. */
  money: (amount: number, currency: Pick<CurrencyConfig, 'value' | 'intl_precision'>) => string;
  /** A date ('Nov 1, 2027'); '' for none. */
  date: (value: Date | string | number | null) => string;
  /** '1 year', '3 months', '2 years 3 months'. */
  term: (term: UpgradeTerm) => string;
  /** A plan cap in MB as GB ('12 GB'). */
  gigabytes: (megabytes: number) => string;
  count: (value: number) => string;
  /** 16 -> '16%', isolated left to right. */
  percent: (value: number) => string;
}

export function useUpgradeFormat(): UpgradeFormat {
  const { t, i18n } = useT('team-upgrade');
  const locale = i18n.language;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const years = (count: number) => t('term.years', { count });
  const months = (count: number) => t('term.months', { count });
  return {
    // initdata's intl_code names a locale ('en-US'): currencyDisplay takes the ISO code from the currency's value.
    money: (amount, currency) => isolateLtr(formatCurrency(amount, currencyDisplay([currency], currency.value), locale)),
    date: (value) => formatDate(typeof value === 'number' ? new Date(value) : value, locale) ?? '',
    term: (term) => {
      if (term.years === 0) return months(term.months);
      if (term.months === 0) return years(term.years);
      return t('term.both', { years: years(term.years), months: months(term.months) });
    },
    gigabytes: (megabytes) => t('plans.gigabytes', { amount: number.format(planMegabytesToGigabytes(megabytes)) }),
    count: (value) => number.format(value),
    percent: (value) => isolateLtr(new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)),
  };
}
