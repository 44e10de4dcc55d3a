import type { FormResult } from '../schemas/common';
import type { CurrencyCode, Invoice, PaymentGroup, PrintedInvoice, UpgradeData, UpgradeDuration } from '../schemas/billing';
import type { Team } from '../schemas/session';
import type { Member, MemberRole } from '../schemas/teams';
import type { CallOptions } from './call-options';

/** The owner's team profile form; limits (name 3 to 255, invoice note up to 2000) live in rules. */
export interface TeamProfileInput {
  name: string;
  /** Country code, e.g. 'ID'. */
  country: string;
  currency?: CurrencyCode;
  default_server?: number;
  invoice_note: string;
}

/** The upgrade or extend form; choosing the current plan extends it. */
export interface UpgradeOrder {
  /** Plan id. */
  plan: number;
  years: number;
  months: number;
  currency: CurrencyCode;
  duration: UpgradeDuration;
}

export interface PrintedInvoiceItem {
  name: string;
  quantity: number;
  unit_cost: number;
}

/** The fields of a printed invoice; the client adds the token (CSRF) field itself. */
export interface InvoicePrintInput {
  from: string;
  to: string;
  date: string;
  payment_terms: string;
  currency: string;
  number: string;
  items: readonly PrintedInvoiceItem[];
  amount_paid: number;
  /** URL of the logo printed in the header. */
  logo?: string;
}

export interface TeamParams {
  teamId: number;
}

/** Team detail, members, upgrade, invoices and payment history. */
export interface TeamsApi {
  /** GET team/{team}/detail: the full Team (plan, usage, expiry) behind the top bar meters and the plan gates. */
  getTeam(params: TeamParams, options?: CallOptions): Promise<Team>;
  /** POST team/{team}/detail (form, action edit): the owner's team profile. */
  updateTeamProfile(params: TeamParams & { profile: TeamProfileInput }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/detail (form, action recount): recounts the usage. */
  recountTeamUsage(params: TeamParams, options?: CallOptions): Promise<FormResult>;
  /** GET team/{team}/member/ */
  listMembers(params: TeamParams, options?: CallOptions): Promise<Member[]>;
  /** POST team/{team}/member (form, action invite, email, role) */
  inviteMember(params: TeamParams & { email: string; role: MemberRole }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/member (form, action edit, id, role) */
  changeMemberRole(params: TeamParams & { userId: number; role: MemberRole }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/member (form, action delete, id) */
  removeMember(params: TeamParams & { userId: number }, options?: CallOptions): Promise<FormResult>;
  /** GET team/{team}/upgrade: plans and currency limits. */
  getUpgradeData(params: TeamParams, options?: CallOptions): Promise<UpgradeData>;
  /** POST team/{team}/upgrade (form: plan, years, months, currency, duration); answers where to pay. */
  orderUpgrade(params: TeamParams & { order: UpgradeOrder }, options?: CallOptions): Promise<FormResult>;
  /** GET team/{team}/invoice/: the pending invoice items. */
  listInvoices(params: TeamParams, options?: CallOptions): Promise<Invoice[]>;
  /** POST team/{team}/invoice (form, action pay, payment_type): pays every pending item; answers the provider redirect. */
  payInvoices(params: TeamParams & { paymentType: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/invoice (form, action cancel, id): cancels the payment started for an item. */
  cancelInvoicePayment(params: TeamParams & { invoiceId: number }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/invoice (form, action invoice): asks for an invoice of the pending items. */
  requestInvoice(params: TeamParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{team}/invoice (form, action delete, id) */
  deleteInvoice(params: TeamParams & { invoiceId: number }, options?: CallOptions): Promise<FormResult>;
  /** GET team/{team}/history/: paid invoices grouped per payment. */
  listPaymentHistory(params: TeamParams, options?: CallOptions): Promise<PaymentGroup[]>;
  /** POST team/{team}/history/print (form: from, to, date, payment_terms, currency, number, items[n][...], amount_paid, logo): an HTML document. */
  printInvoice(params: TeamParams & { invoice: InvoicePrintInput }, options?: CallOptions): Promise<PrintedInvoice>;
}
