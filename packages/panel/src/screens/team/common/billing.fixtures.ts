import { createWorldStore, DEFAULT_TEAM_ID, getInitData, getTeam, listInvoices, listPaymentHistory, printInvoice, type Outcome } from '@hostdeck/mock-api';
import type { Invoice, PaymentGroup } from '../../../api/schemas/billing';
import { invoiceListSchema, paymentHistorySchema, printedInvoiceSchema } from '../../../api/schemas/billing';
import { initDataSchema, teamSchema } from '../../../api/schemas/session';
import { invoiceLogoUrl, invoicePrintInput } from '../../../rules/invoice-print';
import type { TeamFrameValue } from '../team-frame/team-frame-value';

/**
 * The billing pages' story data, read from the simulated world the container stories and the demo run on
 * (owner-paid): Lestari Studio (101), owned by Maya, has pending items in usd and idr and three paid payments.
 */
const store = createWorldStore({ scenario: 'owner-paid' });
store.signIn('github');

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`billing fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_TEAM_ID = DEFAULT_TEAM_ID;
const teamId = STUDIO_TEAM_ID;

export const INIT_DATA = initDataSchema.parse(answerOf(store.run(getInitData, undefined), 'initdata'));
export const STUDIO_TEAM = teamSchema.parse(answerOf(store.run(getTeam, { teamId }), 'the team'));
export const CURRENCIES = INIT_DATA.currencies;

/** The team page frame's value for the studio's owner, as the frame hands it to a page. */
export function studioFrame(title: string): TeamFrameValue {
  return {
    teamId,
    teamBase: '/user',
    team: STUDIO_TEAM,
    plan: INIT_DATA.plans.find((plan) => plan.id === STUDIO_TEAM.plan_id),
    role: 'owner',
    isAdministrator: false,
    initData: INIT_DATA,
    title,
  };
}

/** The studio's pending items: a usd domain order and an idr plan extension (mixed currencies). */
export const MIXED_INVOICES: Invoice[] = invoiceListSchema.parse(answerOf(store.run(listInvoices, { teamId }), 'the invoices'));
export const USD_INVOICES = MIXED_INVOICES.filter((invoice) => invoice.metadata.price_unit === 'usd');
export const IDR_INVOICES = MIXED_INVOICES.filter((invoice) => invoice.metadata.price_unit === 'idr');

/** The idr extension with a payment started at the local provider, waiting there. */
export const STARTED_INVOICES: Invoice[] = IDR_INVOICES.map((invoice) => ({ ...invoice, metadata: { ...invoice.metadata, _id: 'MIDT-4F7Q2K9XW81ZLB', _via: 'midtrans' } }));

/** The studio's paid history, newest first: two PayPal payments in usd and one Midtrans payment in idr. */
export const PAYMENTS: PaymentGroup[] = paymentHistorySchema.parse(answerOf(store.run(listPaymentHistory, { teamId }), 'the history'));

/** The console's logo on the page's own origin, as the container sends it. */
export const LOGO_URL = invoiceLogoUrl(typeof window === 'undefined' ? 'http://localhost:6006' : window.location.origin);

/** The printed document of a payment, as the simulated print endpoint answers it. */
export function printedDocument(payment: PaymentGroup): string {
  const invoice = invoicePrintInput(payment, STUDIO_TEAM, { logo: LOGO_URL, currencies: CURRENCIES });
  return printedInvoiceSchema.parse(answerOf(store.run(printInvoice, { teamId, invoice }), `the print of ${payment.nice_id}`));
}
