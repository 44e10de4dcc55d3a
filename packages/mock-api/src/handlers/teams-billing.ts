import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { currencyCodeSchema, idSchema, looseIntSchema, looseNumberSchema, upgradeDurationSchema } from '@hostdeck/panel/contract';
import { cancelInvoicePayment, deleteInvoice, getUpgradeData, listInvoices, listPaymentHistory, orderUpgrade, payInvoices, printInvoice, requestInvoice } from '../world/billing';
import { bracketRows } from './form';
import { idParam, text, type Kit } from './kit';

const upgradeForm = z.object({
  plan: idSchema,
  years: z._default(looseIntSchema, 0),
  months: z._default(looseIntSchema, 0),
  currency: currencyCodeSchema,
  duration: upgradeDurationSchema,
});
const invoiceForm = z.discriminatedUnion('action', [
  z.object({ action: z.literal('pay'), payment_type: z.string().default('') }),
  z.object({ action: z.literal('cancel'), id: idSchema }),
  z.object({ action: z.literal('invoice') }),
  z.object({ action: z.literal('delete'), id: idSchema }),
]);
const printItem = z.object({ name: z.string(), quantity: looseNumberSchema, unit_cost: looseNumberSchema });
const printForm = z.object({
  from: z.string().default(''),
  to: z.string().default(''),
  date: z.string().default(''),
  payment_terms: z.string().default(''),
  currency: z.string().default(''),
  number: z.string().default(''),
  items: z.array(printItem),
  amount_paid: z._default(looseNumberSchema, 0),
  logo: z.string().optional(),
});

/** The team's billing: upgrade, pending invoices, payment history and the printed invoice. */
export function billingHandlers(kit: Kit): HttpHandler[] {
  const team = (context: Parameters<typeof idParam>[0]) => ({ teamId: idParam(context, 'teamId') });
  return [
    kit.get('team/:teamId/upgrade', (context) => kit.op('getUpgradeData', getUpgradeData, team(context))),
    kit.post('team/:teamId/upgrade', (context) => kit.withFields('orderUpgrade', upgradeForm, context.form, (order) => kit.op('orderUpgrade', orderUpgrade, { ...team(context), order }))),
    kit.get('team/:teamId/invoice/', (context) => kit.op('listInvoices', listInvoices, team(context))),
    kit.post('team/:teamId/invoice', (context) =>
      kit.withFields('payInvoices', invoiceForm, context.form, (form) => {
        switch (form.action) {
          case 'pay':
            return kit.op('payInvoices', payInvoices, { ...team(context), paymentType: form.payment_type });
          case 'cancel':
            return kit.op('cancelInvoicePayment', cancelInvoicePayment, { ...team(context), invoiceId: form.id });
          case 'invoice':
            return kit.op('requestInvoice', requestInvoice, team(context));
          case 'delete':
            return kit.op('deleteInvoice', deleteInvoice, { ...team(context), invoiceId: form.id });
        }
      }),
    ),
    kit.get('team/:teamId/history/', (context) => kit.op('listPaymentHistory', listPaymentHistory, team(context))),
    // The printed invoice is an HTML document.
    kit.post('team/:teamId/history/print', (context) =>
      kit.withFields('printInvoice', printForm, { ...context.form, items: bracketRows(context.form, 'items') }, (invoice) =>
        kit.op('printInvoice', printInvoice, { ...team(context), invoice }, (html) => text(html, 200, 'text/html')),
      ),
    ),
  ];
}
