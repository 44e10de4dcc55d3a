import type { Invoice, PanelApi, PaymentGroup, UpgradeData } from '@hostdeck/panel/contract';
import {
  PLAN_LEVEL,
  billedTerm,
  canSeeTeamPage,
  checkMinimumPayment,
  findCurrency,
  isBanned,
  paymentTypeFor,
  upgradeTerm,
  upgradeQuote,
  upgradeTermIssues,
  type UpgradeTerm,
} from '@hostdeck/panel/rules';
import { teamAccess, type TeamAccess } from './access';
import { startPayment } from './checkout';
import { createInvoice, toInvoice } from './invoices';
import { invoiceDocument } from './invoice-document';
import { englishFieldErrors, issueEnglish, type FieldWords } from './issue-english';
import { operation, query } from './operation';
import { collectErrors, done, forbidden, invalid, notFound, ok, refused, type Failure, type FormAnswer, type Outcome } from './result';
import type { WorldState } from './state';
import { formatDateTime, parseTime } from './time';

type UpgradeOrder = Parameters<PanelApi['orderUpgrade']>[0]['order'];
type PrintInput = Parameters<PanelApi['printInvoice']>[0]['invoice'];

/** How the upgrade form's answers name its fields. */
const UPGRADE_WORDS: Readonly<Record<string, FieldWords>> = { years: { subject: 'years' }, months: { subject: 'months' } };

/** The Upgrade and Invoice tabs are for owner, admin and member; History for the owner only (account-area 6). */
function billingAccess(state: WorldState, teamId: number, page: 'upgrade' | 'invoice' | 'history'): Outcome<TeamAccess> {
  const access = teamAccess(state, teamId);
  if (!access.ok) return access;
  if (access.value.isAdmin || canSeeTeamPage(access.value.role, page)) return access;
  return forbidden(page === 'history' ? 'Only the owner can see the payment history.' : 'Clients cannot see billing.');
}

export const getUpgradeData = query<{ teamId: number }, UpgradeData>((state, { teamId }) => {
  const access = billingAccess(state, teamId, 'upgrade');
  if (!access.ok) return access;
  return ok({ plans: state.catalog.plans.filter((plan) => plan.level >= PLAN_LEVEL.free).map((plan) => ({ ...plan })), currencies: state.catalog.currencies.map((currency) => ({ ...currency })) });
});

/** account-area 5: the preset's term, or custom years 0 to 5 and months 0 to 11, not both 0. */
function duration(order: UpgradeOrder): UpgradeTerm | Failure {
  const term = upgradeTerm(order.duration, { years: order.years, months: order.months });
  const errors = englishFieldErrors(upgradeTermIssues(term), UPGRADE_WORDS);
  return errors ? invalid(errors) : term;
}

/** '1 year 3 months', as the invoice line says the billed term. */
function termLabel(term: UpgradeTerm): string {
  const { years, months } = billedTerm(term);
  const part = (count: number, unit: string) => (count > 0 ? `${count} ${unit}${count > 1 ? 's' : ''}` : '');
  return [part(years, 'year'), part(months, 'month')].filter(Boolean).join(' ');
}

/** account-area 4, 5, 9: the current plan extends, another upgrades; the total must reach the currency minimum. */
export const orderUpgrade = operation<{ teamId: number; order: UpgradeOrder }, FormAnswer>((state, { teamId, order }, now) => {
  const access = billingAccess(state, teamId, 'upgrade');
  if (!access.ok) return access;
  const { team } = access.value;
  if (isBanned(access.value.plan.level)) return forbidden('Your account is banned, sorry.');
  const plan = state.catalog.plans.find((item) => item.id === order.plan);
  if (!plan || plan.level < PLAN_LEVEL.free) return invalid({ plan: 'Choose a plan.' });
  if (plan.currency !== order.currency) return invalid({ currency: `The ${plan.alias} plan you chose is priced in ${plan.currency.toUpperCase()}.` });
  if (plan.monthly <= 0) return invalid({ plan: 'The free plan needs no payment.' });
  const term = duration(order);
  if ('ok' in term) return term;
  const currency = state.catalog.currencies.find((item) => item.value === order.currency);
  if (!currency) return invalid({ currency: 'Choose usd or idr.' });
  // The same figures the upgrade page shows: one pricing function for both.
  const quote = upgradeQuote({ plan, currentPlanId: team.plan_id, currentExpiry: team.expiry_at ? parseTime(team.expiry_at) : null, duration: 'custom', custom: term, currency, now });
  const belowMinimum = checkMinimumPayment(quote.subtotal, currency);
  if (belowMinimum) return refused(issueEnglish(belowMinimum));
  const extend = quote.kind === 'extend';
  const expiry = formatDateTime(quote.expiryAfterPurchase);
  const items = [createInvoice(state, team, { message: `${extend ? 'Extend' : 'Upgrade to'} ${plan.alias} for ${termLabel(term)}`, price: quote.subtotal, currency: currency.value, effect: { kind: 'plan', plan_id: plan.id, expiry_at: expiry }, expiration: expiry }, now)];
  if (quote.fee > 0) items.push(createInvoice(state, team, { message: 'Payment fee', price: quote.fee, currency: currency.value, effect: null }, now));
  // The order goes straight to the provider of its currency; left unpaid, it waits on the invoice page.
  return done(extend ? 'Extension added to your invoices.' : 'Upgrade added to your invoices.', startPayment(state, items, currency.value));
});

export const listInvoices = query<{ teamId: number }, Invoice[]>((state, { teamId }) => {
  const access = billingAccess(state, teamId, 'invoice');
  return access.ok ? ok(state.invoices.filter((item) => item.team_id === teamId).map(toInvoice)) : access;
});

/** Pays every pending item; refused when they mix currencies (account-area 2: payment is hidden then). */
export const payInvoices = operation<{ teamId: number; paymentType: string }, FormAnswer>((state, { teamId, paymentType }) => {
  const access = billingAccess(state, teamId, 'invoice');
  if (!access.ok) return access;
  const items = state.invoices.filter((item) => item.team_id === teamId);
  if (items.length === 0) return refused('There are no pending invoices.');
  if (new Set(items.map((item) => item.metadata.price_unit)).size > 1) return refused('Pending invoices mix currencies; cancel or delete some before paying.');
  const currency = items[0]?.metadata.price_unit ?? 'usd';
  if (paymentType !== paymentTypeFor(currency)) return invalid({ payment_type: `Payments in ${currency.toUpperCase()} go through ${paymentTypeFor(currency)}.` });
  return done('Redirecting to the payment provider', startPayment(state, items, currency));
});

export const cancelInvoicePayment = operation<{ teamId: number; invoiceId: number }, FormAnswer>((state, { teamId, invoiceId }) => {
  const access = billingAccess(state, teamId, 'invoice');
  if (!access.ok) return access;
  const item = state.invoices.find((invoice) => invoice.id === invoiceId && invoice.team_id === teamId);
  if (!item) return notFound('Invoice not found');
  const paymentId = item.metadata._id;
  if (!paymentId) return refused('No payment was started for this invoice.');
  // The started payment covers every item it was started for: cancelling it uncovers them all.
  for (const covered of state.invoices.filter((invoice) => invoice.metadata._id === paymentId)) {
    covered.metadata._id = null;
    covered.metadata._via = null;
  }
  return done('Payment cancelled');
});

export const requestInvoice = operation<{ teamId: number }, FormAnswer>((state, { teamId }, now) => {
  const access = billingAccess(state, teamId, 'invoice');
  if (!access.ok) return access;
  const items = state.invoices.filter((item) => item.team_id === teamId);
  if (items.length === 0) return refused('There are no pending invoices.');
  for (const item of items) item.metadata._invoiced ??= formatDateTime(now);
  return done('Invoice sent to your email');
});

export const deleteInvoice = operation<{ teamId: number; invoiceId: number }, FormAnswer>((state, { teamId, invoiceId }) => {
  const access = billingAccess(state, teamId, 'invoice');
  if (!access.ok) return access;
  if (!state.invoices.some((item) => item.id === invoiceId && item.team_id === teamId)) return notFound('Invoice not found');
  state.invoices = state.invoices.filter((item) => item.id !== invoiceId);
  return done('Invoice deleted');
});

export const listPaymentHistory = query<{ teamId: number }, PaymentGroup[]>((state, { teamId }) => {
  const access = billingAccess(state, teamId, 'history');
  if (!access.ok) return access;
  return ok(state.payments.filter((payment) => payment.team_id === teamId).map(({ id, nice_id, date, via, price_unit, invoices }) => ({ id, nice_id, date, via, price_unit, invoices: structuredClone(invoices) })));
});

/** The printed invoice: a complete HTML document (invoice-document.ts), amounts at the currency's precision. */
export const printInvoice = query<{ teamId: number; invoice: PrintInput }, string>((state, { teamId, invoice }) => {
  const access = billingAccess(state, teamId, 'history');
  if (!access.ok) return access;
  const currency = findCurrency(state.catalog.currencies, invoice.currency.trim());
  const errors = collectErrors({
    number: invoice.number ? undefined : 'The number is required.',
    items: invoice.items.length > 0 ? undefined : 'An invoice needs at least one item.',
    currency: currency ? undefined : 'Choose usd or idr.',
  });
  if (errors || !currency) return invalid(errors ?? {});
  return ok(invoiceDocument(invoice, currency.intl_precision));
});
