import { useId } from 'react';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardHeader,
  CardTitle,
  DescriptionDetails,
  DescriptionItem,
  DescriptionList,
  DescriptionTerm,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  isolateLtr,
} from '@hostdeck/ui';
import { Printer } from 'lucide-react';
import type { CurrencyCode, PaymentGroup } from '../../../api/schemas/billing';
import { useT } from '../../../i18n/i18n-provider';
import { paymentProviderName } from '../../../rules/invoice-print';
import { formatDate } from '../../../rules/format';

export interface PaymentCardProps {
  payment: PaymentGroup;
  /** The payment's total in its currency, at the currency's precision. */
  total: number;
  formatMoney: (amount: number, currency: CurrencyCode) => string;
  onPrint: (payment: PaymentGroup) => void;
  /** This payment's document is being fetched. */
  isPrinting: boolean;
  /** Printing is off: an invoice was printed during this visit, or another is being fetched. */
  isPrintDisabled: boolean;
}

/** One payment: number (the smallest item id), date, provider, its lines and total, and Print. */
export function PaymentCard({ payment, total, formatMoney, onPrint, isPrinting, isPrintDisabled }: PaymentCardProps) {
  const { t, i18n } = useT('team-history');
  const titleId = useId();
  const number = isolateLtr(String(payment.nice_id));
  // The backend's clock (UTC), as the printed invoice dates it.
  const date = formatDate(payment.date, i18n.language, { timeZone: 'UTC' }) ?? payment.date;
  return (
    <article aria-labelledby={titleId} className="min-w-0">
      <Card>
      <CardHeader>
        <CardTitle id={titleId}>{t('payment.title', { number })}</CardTitle>
        <CardAction>
          <Button variant="outline" size="sm" isLoading={isPrinting} disabled={isPrintDisabled} aria-label={t('print.buttonLabel', { number })} onClick={() => onPrint(payment)}>
            {!isPrinting && <Printer aria-hidden />}
            {t('print.button')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4">
        <DescriptionList variant="grid">
          <DescriptionItem>
            <DescriptionTerm>{t('payment.date')}</DescriptionTerm>
            <DescriptionDetails>{date}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('payment.via')}</DescriptionTerm>
            <DescriptionDetails>{paymentProviderName(payment.via)}</DescriptionDetails>
          </DescriptionItem>
          <DescriptionItem>
            <DescriptionTerm>{t('payment.total')}</DescriptionTerm>
            <DescriptionDetails className="font-semibold tabular-nums">{formatMoney(total, payment.price_unit)}</DescriptionDetails>
          </DescriptionItem>
        </DescriptionList>
        <Table containerProps={{ 'aria-label': t('payment.lines', { number }), className: 'rounded-md border' }}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('payment.item')}</TableHead>
              <TableHead className="text-end">{t('payment.amount')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payment.invoices.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="min-w-40 break-words">{line.nice_message}</TableCell>
                <TableCell className="text-end whitespace-nowrap tabular-nums">{formatMoney(line.metadata.price, line.metadata.price_unit)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      </Card>
    </article>
  );
}
