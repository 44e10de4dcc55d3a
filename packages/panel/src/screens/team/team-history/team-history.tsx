import { Alert, AlertDescription, EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import { Archive } from 'lucide-react';
import type { PaymentGroup } from '../../../api/schemas/billing';
import type { Currency } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import { paymentTotal } from '../../../rules/invoice-print';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { moneyFormatter } from '../common/money';
import { InvoicePrintDialog, type InvoicePrintView } from './invoice-print-dialog';
import { PaymentCard } from './payment-card';

export type { InvoicePrintView } from './invoice-print-dialog';

export interface TeamHistoryScreenProps {
  /** The page title (from the route table), the h1. */
  title: string;
  /** Where the history stands; 'empty' shows the no-payments note. */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  /** Paid invoices grouped per payment, newest first. */
  payments: readonly PaymentGroup[] | undefined;
  /** initdata's currencies: the precision of each currency's amounts. */
  currencies: readonly Currency[];
  /** Asks for the printed invoice of a payment. */
  onPrint: (payment: PaymentGroup) => void;
  /** The payment whose printed invoice is being fetched. */
  printingId?: string;
  /** An invoice was printed during this visit: the print buttons are off (account-area 4). */
  hasPrinted: boolean;
  /** The printed invoice on view; null when the print view is closed. */
  printView: InvoicePrintView | null;
  onClosePrintView: () => void;
}

function HistorySkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
    </div>
  );
}

/** The payment history ({teamBase}/history, the archives): paid invoices per payment, each printable. */
export function TeamHistoryScreen(props: TeamHistoryScreenProps) {
  const { title, status, onRetry, isRetrying, payments, printView, onClosePrintView } = props;
  const { t } = useT('team-history');
  const shown: ScreenStatus = status === 'content' && !payments ? 'loading' : status;
  return (
    <section aria-busy={shown === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={t('description')} />
      <ScreenState
        status={shown}
        skeleton={<HistorySkeleton />}
        onRetry={onRetry}
        isRetrying={isRetrying}
        empty={<EmptyState icon={<Archive />} title={t('empty.title')} description={t('empty.text')} />}
      >
        {payments && <HistoryContent {...props} payments={payments} />}
      </ScreenState>
      <InvoicePrintDialog view={printView} onClose={onClosePrintView} />
    </section>
  );
}

function HistoryContent({ payments, currencies, onPrint, printingId, hasPrinted }: TeamHistoryScreenProps & { payments: readonly PaymentGroup[] }) {
  const { t, i18n } = useT('team-history');
  const money = moneyFormatter(currencies, i18n.language);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {hasPrinted && (
        <Alert variant="info">
          <AlertDescription>{t('print.printed')}</AlertDescription>
        </Alert>
      )}
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label={t('list')}>
        {payments.map((payment) => (
          <li key={payment.id} className="min-w-0">
            <PaymentCard
              payment={payment}
              total={paymentTotal(payment, currencies)}
              formatMoney={money}
              onPrint={onPrint}
              isPrinting={printingId === payment.id}
              isPrintDisabled={hasPrinted || printingId !== undefined}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
