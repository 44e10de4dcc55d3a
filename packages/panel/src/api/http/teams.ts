import type { FormValue, HttpClient } from '../client';
import type { InvoicePrintInput, TeamsApi } from '../contract/teams';
import { invoiceListSchema, paymentHistorySchema, printedInvoiceSchema, upgradeDataSchema } from '../schemas/billing';
import { formResultSchema } from '../schemas/common';
import { teamSchema } from '../schemas/session';
import { memberListSchema } from '../schemas/teams';

/** Flattens the printed invoice into the bracketed form fields the print endpoint reads (items[0][name] ...). */
export function invoicePrintForm(invoice: InvoicePrintInput): Record<string, FormValue> {
  const { items, ...fields } = invoice;
  const form: Record<string, FormValue> = { ...fields };
  items.forEach((item, index) => {
    form[`items[${index}][name]`] = item.name;
    form[`items[${index}][quantity]`] = item.quantity;
    form[`items[${index}][unit_cost]`] = item.unit_cost;
  });
  return form;
}

export function createTeamsApi(client: HttpClient): TeamsApi {
  const post = (path: string, form: Record<string, FormValue>, signal: AbortSignal | undefined) =>
    client.request({ method: 'POST', path, form, schema: formResultSchema, signal });

  return {
    getTeam: ({ teamId }, options) => client.request({ path: `team/${teamId}/detail`, schema: teamSchema, signal: options?.signal }),
    updateTeamProfile: ({ teamId, profile }, options) => post(`team/${teamId}/detail`, { action: 'edit', ...profile }, options?.signal),
    recountTeamUsage: ({ teamId }, options) => post(`team/${teamId}/detail`, { action: 'recount' }, options?.signal),

    listMembers: ({ teamId }, options) => client.request({ path: `team/${teamId}/member/`, schema: memberListSchema, signal: options?.signal }),
    inviteMember: ({ teamId, email, role }, options) => post(`team/${teamId}/member`, { action: 'invite', email, role }, options?.signal),
    changeMemberRole: ({ teamId, userId, role }, options) => post(`team/${teamId}/member`, { action: 'edit', id: userId, role }, options?.signal),
    removeMember: ({ teamId, userId }, options) => post(`team/${teamId}/member`, { action: 'delete', id: userId }, options?.signal),

    getUpgradeData: ({ teamId }, options) => client.request({ path: `team/${teamId}/upgrade`, schema: upgradeDataSchema, signal: options?.signal }),
    orderUpgrade: ({ teamId, order }, options) => post(`team/${teamId}/upgrade`, { ...order }, options?.signal),

    listInvoices: ({ teamId }, options) => client.request({ path: `team/${teamId}/invoice/`, schema: invoiceListSchema, signal: options?.signal }),
    payInvoices: ({ teamId, paymentType }, options) => post(`team/${teamId}/invoice`, { action: 'pay', payment_type: paymentType }, options?.signal),
    cancelInvoicePayment: ({ teamId, invoiceId }, options) => post(`team/${teamId}/invoice`, { action: 'cancel', id: invoiceId }, options?.signal),
    requestInvoice: ({ teamId }, options) => post(`team/${teamId}/invoice`, { action: 'invoice' }, options?.signal),
    deleteInvoice: ({ teamId, invoiceId }, options) => post(`team/${teamId}/invoice`, { action: 'delete', id: invoiceId }, options?.signal),

    listPaymentHistory: ({ teamId }, options) => client.request({ path: `team/${teamId}/history/`, schema: paymentHistorySchema, signal: options?.signal }),
    printInvoice: ({ teamId, invoice }, options) =>
      client.request({
        method: 'POST',
        path: `team/${teamId}/history/print`,
        form: invoicePrintForm(invoice),
        schema: printedInvoiceSchema,
        responseType: 'text',
        signal: options?.signal,
      }),
  };
}
