import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle, ConfirmDialog, EmptyState, PageHeader, Skeleton, isolateLtr } from '@hostdeck/ui';
import { ReceiptText } from 'lucide-react';
import type { Invoice } from '../../../api/schemas/billing';
import type { Currency } from '../../../api/schemas/session';
import { useT } from '../../../i18n/i18n-provider';
import type { PaymentType } from '../../../rules/payment-providers';
import { invoiceCurrencies, invoicesMixCurrencies, payableCurrency, totalsPerCurrency } from '../../../rules/pending-invoices';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { moneyFormatter } from '../common/money';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceTable } from './invoice-table';
import { PayDialog } from './pay-dialog';

export interface TeamInvoicesScreenProps {
  /** The page title (from the route table), the h1. */
  title: string;
  /** Where the pending invoices stand; 'empty' shows the no-pending-invoices note. */
  status: ScreenStatus;
  onRetry: () => void;
  isRetrying?: boolean;
  /** The team's pending invoice items. */
  invoices: readonly Invoice[] | undefined;
  /** initdata's currencies: the precision of each currency's amounts. */
  currencies: readonly Currency[];
  /** Starts the payment of every pending item with the provider; resolves once on the way to its checkout. */
  onPay: (paymentType: PaymentType) => Promise<void>;
  /** Cancels the payment started for an item. */
  onCancelPayment: (invoice: Invoice) => void;
  /** The item whose started payment is being cancelled. */
  cancellingId?: number;
  /** Asks for an invoice of the pending items by email. */
  onRequestInvoice: () => void;
  isRequestingInvoice?: boolean;
  /** Deletes an item once the user has confirmed; rejects (the confirmation stays) on failure. */
  onDelete: (invoice: Invoice) => Promise<void>;
}

function InvoicesSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden>
      <Skeleton className="h-48" />
      <Skeleton className="h-10 w-full sm:w-80" />
    </div>
  );
}

/** The pending invoices page ({teamBase}/invoice): pay, cancel a started payment, email an invoice, delete an item. */
export function TeamInvoicesScreen(props: TeamInvoicesScreenProps) {
  const { title, status, onRetry, isRetrying, invoices } = props;
  const { t } = useT('team-invoices');
  const shown: ScreenStatus = status === 'content' && !invoices ? 'loading' : status;
  return (
    <section aria-busy={shown === 'loading'} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title={title} description={t('description')} />
      <ScreenState
        status={shown}
        skeleton={<InvoicesSkeleton />}
        onRetry={onRetry}
        isRetrying={isRetrying}
        empty={<EmptyState icon={<ReceiptText />} title={t('empty.title')} description={t('empty.text')} />}
      >
        {invoices && <InvoicesContent {...props} invoices={invoices} />}
      </ScreenState>
    </section>
  );
}

function InvoicesContent({ invoices, currencies, onPay, onCancelPayment, cancellingId, onRequestInvoice, isRequestingInvoice = false, onDelete }: TeamInvoicesScreenProps & { invoices: readonly Invoice[] }) {
  const { t, i18n } = useT('team-invoices');
  const [isPayOpen, setIsPayOpen] = useState(false);
  const [deleting, setDeleting] = useState<Invoice | null>(null);
  const money = moneyFormatter(currencies, i18n.language);
  const totals = totalsPerCurrency(invoices, currencies);
  const currency = payableCurrency(invoices);
  const payTotal = totals.find((total) => total.currency === currency);
  const payAmount = payTotal ? money(payTotal.total, payTotal.currency) : undefined;
  const formatAmount = (invoice: Invoice) => money(invoice.metadata.price, invoice.metadata.price_unit);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {invoicesMixCurrencies(invoices) && (
        <Alert variant="warning">
          <AlertTitle>{t('mixed.title')}</AlertTitle>
          <AlertDescription>{t('mixed.text', { currencies: invoiceCurrencies(invoices).map((code) => isolateLtr(code.toUpperCase())).join(' · ') })}</AlertDescription>
        </Alert>
      )}
      <InvoiceTable invoices={invoices} formatAmount={formatAmount} onCancelPayment={onCancelPayment} cancellingId={cancellingId} onDelete={setDeleting} />
      <InvoiceSummary
        totals={totals}
        formatTotal={(total) => money(total.total, total.currency)}
        payAmount={payAmount}
        onPay={() => setIsPayOpen(true)}
        onRequestInvoice={onRequestInvoice}
        isRequestingInvoice={isRequestingInvoice}
      />
      {currency && payAmount !== undefined && <PayDialog open={isPayOpen} onOpenChange={setIsPayOpen} currency={currency} amount={payAmount} onPay={onPay} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        variant="destructive"
        title={t('delete.title')}
        description={deleting ? t('delete.description', { item: deleting.nice_message, amount: isolateLtr(formatAmount(deleting)) }) : undefined}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}
