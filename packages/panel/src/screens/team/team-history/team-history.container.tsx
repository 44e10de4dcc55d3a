import { useState } from 'react';
import type { PaymentGroup } from '../../../api/schemas/billing';
import { usePrintInvoice } from '../../../data/teams/mutations';
import { usePaymentHistory } from '../../../data/teams/page-queries';
import { invoiceLogoUrl, invoicePrintInput } from '../../../rules/invoice-print';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamHistoryScreen, type InvoicePrintView } from './team-history';

export interface TeamHistoryScreenContainerProps {
  /** What the team page frame hands its page: the team (its name and invoice note go on the invoice), initdata, the title. */
  frame: TeamFrameValue;
}

/** The payment history wired to its query and the invoice print call; the frame has loaded the team and checked the role. */
export function TeamHistoryScreenContainer({ frame }: TeamHistoryScreenContainerProps) {
  const { teamId, team, initData } = frame;
  const history = usePaymentHistory({ teamId });
  const print = usePrintInvoice();
  const [printView, setPrintView] = useState<InvoicePrintView | null>(null);
  // account-area 4: after printing an invoice the print buttons are disabled (for this visit of the page).
  const [hasPrinted, setHasPrinted] = useState(false);
  const [printingId, setPrintingId] = useState<string>();
  const state = combineQueries({ history }, (data) => data.history.length === 0);

  const onPrint = (payment: PaymentGroup) => {
    const invoice = invoicePrintInput(payment, team, { logo: invoiceLogoUrl(window.location.origin), currencies: initData.currencies });
    setPrintingId(payment.id);
    print.mutate(
      { teamId, invoice },
      {
        onSuccess: (html) => {
          setHasPrinted(true);
          setPrintView({ number: invoice.number, html });
        },
        onSettled: () => setPrintingId(undefined),
      },
    );
  };

  return (
    <TeamHistoryScreen
      title={frame.title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      payments={history.data}
      currencies={initData.currencies}
      onPrint={onPrint}
      printingId={printingId}
      hasPrinted={hasPrinted}
      printView={printView}
      onClosePrintView={() => setPrintView(null)}
    />
  );
}
