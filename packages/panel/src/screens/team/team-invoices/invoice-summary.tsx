import { Button, isolateLtr } from '@hostdeck/ui';
import type { CurrencyTotal } from '../../../rules/pending-invoices';
import { useT } from '../../../i18n/i18n-provider';

export interface InvoiceSummaryProps {
  totals: readonly CurrencyTotal[];
  formatTotal: (total: CurrencyTotal) => string;
  /** The formatted amount to pay; absent when payment is hidden (nothing to pay, or mixed currencies). */
  payAmount?: string;
  onPay: () => void;
  onRequestInvoice: () => void;
  isRequestingInvoice: boolean;
}

/** The total per currency, then pay (when the items share one currency) and the emailed invoice. */
export function InvoiceSummary({ totals, formatTotal, payAmount, onPay, onRequestInvoice, isRequestingInvoice }: InvoiceSummaryProps) {
  const { t } = useT('team-invoices');
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div role="group" aria-label={t('totals.label')}>
        <dl className="grid gap-1">
        {totals.map((total) => (
          <div key={total.currency} className="flex flex-wrap items-baseline gap-x-3">
            <dt className="text-sm text-muted-foreground">{t('totals.currency', { currency: isolateLtr(total.currency.toUpperCase()) })}</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatTotal(total)}</dd>
          </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" isLoading={isRequestingInvoice} onClick={onRequestInvoice}>
          {t('actions.invoice')}
        </Button>
        {payAmount !== undefined && <Button onClick={onPay}>{t('actions.pay', { amount: isolateLtr(payAmount) })}</Button>}
      </div>
    </div>
  );
}
