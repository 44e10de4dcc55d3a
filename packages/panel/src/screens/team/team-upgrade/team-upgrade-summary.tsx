import { useId } from 'react';
import { DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { CurrencyConfig } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';
import type { UpgradeQuote } from '../../../rules/upgrade-quote';
import type { UpgradeFormat } from './use-upgrade-format';

export interface UpgradeSummaryProps {
  planAlias: string;
  quote: UpgradeQuote;
  currency: Pick<CurrencyConfig, 'value' | 'intl_precision'>;
  format: UpgradeFormat;
}

/** The order summary: exactly what upgradeQuote says (plan, billed term, subtotal, fee, total, expiry after purchase). */
export function UpgradeSummary({ planAlias, quote, currency, format }: UpgradeSummaryProps) {
  const { t } = useT('team-upgrade');
  const titleId = useId();
  const isRounded = quote.isTermValid && (quote.billed.years !== quote.term.years || quote.billed.months !== quote.term.months);
  const rows = [
    ['plan', t('summary.plan'), t(quote.kind === 'extend' ? 'summary.extend' : 'summary.upgrade', { plan: planAlias })],
    ['term', t('summary.term'), format.term(quote.billed)],
    ['subtotal', t('summary.subtotal'), format.money(quote.subtotal, currency)],
    ['fee', t('summary.fee'), format.money(quote.fee, currency)],
    ['total', t('summary.total'), format.money(quote.total, currency)],
    ['expiry', t('summary.expiry'), format.date(quote.expiryAfterPurchase)],
  ] as const;
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg bg-muted/50 p-4">
      <h3 id={titleId} className="text-base font-semibold">
        {t('summary.title')}
      </h3>
      <DescriptionList>
        {rows.map(([name, term, value]) => (
          <DescriptionItem key={name} data-row={name}>
            <DescriptionTerm>{term}</DescriptionTerm>
            <DescriptionDetails className={name === 'total' ? 'text-base font-semibold tabular-nums' : 'tabular-nums'}>{value}</DescriptionDetails>
          </DescriptionItem>
        ))}
      </DescriptionList>
      {isRounded && <p className="text-sm text-muted-foreground">{t('summary.rounded')}</p>}
    </section>
  );
}
