import { useCallback } from 'react';
import { toast } from '@hostdeck/ui';
import type { Invoice } from '../../../api/schemas/billing';
import type { FormResult } from '../../../api/schemas/common';
import { usePanel } from '../../../data/panel-provider';
import { useCancelInvoicePayment, useDeleteInvoice, usePayInvoices, useRequestInvoice } from '../../../data/teams/mutations';
import { useInvoiceList } from '../../../data/teams/page-queries';
import { useT } from '../../../i18n/i18n-provider';
import type { PaymentType } from '../../../rules/payment-providers';
import { followRedirect } from '../../common/redirect/follow-redirect';
import { combineQueries } from '../../common/screen-state/combine-queries';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import { TeamInvoicesScreen } from './team-invoices';

export interface TeamInvoicesScreenContainerProps {
  /** What the team page frame hands its page: the team, the viewer's role, initdata, the title. */
  frame: TeamFrameValue;
}

/** The pending invoices wired to the invoice list and its actions; the frame has loaded the team and checked the role. */
export function TeamInvoicesScreenContainer({ frame }: TeamInvoicesScreenContainerProps) {
  const { teamId } = frame;
  const { t } = useT('team-invoices');
  const { navigate } = usePanel();
  const list = useInvoiceList({ teamId });
  const { mutateAsync: payInvoices } = usePayInvoices();
  const cancel = useCancelInvoicePayment();
  const request = useRequestInvoice();
  const { mutateAsync: deleteInvoice } = useDeleteInvoice();
  const state = combineQueries({ list }, (data) => data.list.length === 0);

  // A provider's checkout is left for with a full navigation; a console path moves inside the app.
  const follow = useCallback((result: FormResult, done: () => void) => (result.redirect ? followRedirect(result.redirect, navigate) : done()), [navigate]);

  const onPay = useCallback(
    async (paymentType: PaymentType) => {
      const result = await payInvoices({ teamId, paymentType });
      follow(result, () => undefined);
    },
    [payInvoices, teamId, follow],
  );
  const onCancelPayment = (invoice: Invoice) =>
    cancel.mutate({ teamId, invoiceId: invoice.id }, { onSuccess: (result) => follow(result, () => toast.success(t('done.cancelled'))) });
  const onRequestInvoice = () => request.mutate({ teamId }, { onSuccess: () => toast.success(t('done.invoice')) });
  const onDelete = async (invoice: Invoice) => {
    await deleteInvoice({ teamId, invoiceId: invoice.id });
    toast.success(t('done.deleted'));
  };

  return (
    <TeamInvoicesScreen
      title={frame.title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      invoices={list.data}
      currencies={frame.initData.currencies}
      onPay={onPay}
      onCancelPayment={onCancelPayment}
      cancellingId={cancel.isPending ? cancel.variables.invoiceId : undefined}
      onRequestInvoice={onRequestInvoice}
      isRequestingInvoice={request.isPending}
      onDelete={onDelete}
    />
  );
}
