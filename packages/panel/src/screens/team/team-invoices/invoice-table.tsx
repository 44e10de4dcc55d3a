import { Badge, Button, Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@hostdeck/ui';
import type { Invoice } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';
import { hasStartedPayment } from '../../../rules/pending-invoices';

export interface InvoiceTableProps {
  invoices: readonly Invoice[];
  /** The amount of an item in its currency, formatted. */
  formatAmount: (invoice: Invoice) => string;
  onCancelPayment: (invoice: Invoice) => void;
  /** The item whose payment is being cancelled. */
  cancellingId?: number;
  /** Asks to delete an item (the screen confirms first). */
  onDelete: (invoice: Invoice) => void;
}

/** The pending items: message, time, amount; cancel for an item with a started payment, delete for every item. */
export function InvoiceTable({ invoices, formatAmount, onCancelPayment, cancellingId, onDelete }: InvoiceTableProps) {
  const { t } = useT('team-invoices');
  return (
    <Table containerProps={{ 'aria-label': t('table.label'), className: 'rounded-lg border' }}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('table.item')}</TableHead>
          <TableHead>{t('table.date')}</TableHead>
          <TableHead className="text-end">{t('table.amount')}</TableHead>
          <TableHead className="text-end">{t('table.actions')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {invoices.map((invoice) => {
          const isStarted = hasStartedPayment(invoice);
          return (
            <TableRow key={invoice.id}>
              <TableCell className="min-w-48">
                <div className="grid gap-1">
                  <span className="break-words">{invoice.nice_message}</span>
                  {isStarted && (
                    <Badge variant="info" className="max-w-full">
                      {t('table.started')}
                    </Badge>
                  )}
                </div>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{invoice.nice_time}</TableCell>
              <TableCell className="text-end whitespace-nowrap tabular-nums">{formatAmount(invoice)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-2">
                  {isStarted && (
                    <Button
                      variant="outline"
                      size="sm"
                      isLoading={cancellingId === invoice.id}
                      aria-label={t('actions.cancelLabel', { item: invoice.nice_message })}
                      onClick={() => onCancelPayment(invoice)}
                    >
                      {t('actions.cancel')}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" className="text-destructive" aria-label={t('actions.deleteLabel', { item: invoice.nice_message })} onClick={() => onDelete(invoice)}>
                    {t('actions.delete')}
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
