import type { CurrencyCode, Invoice } from '@hostdeck/panel/contract';
import { DISPLAY_YEAR_DAYS, expiryAfterPurchase } from '@hostdeck/panel/rules';
import { nextId } from './access';
import { withRandom } from './random';
import type { InvoiceEffect, WorldInvoice, WorldState, WorldTeam } from './state';
import { YEAR, formatDateTime, parseTime } from './time';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The invoice's human time, e.g. '01 Nov 2026 09:00'. */
export function niceTime(ms: number): string {
  const date = new Date(ms);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()} ${formatDateTime(ms).slice(11, 16)}`;
}

export interface InvoiceDraft {
  message: string;
  price: number;
  currency: CurrencyCode;
  effect: InvoiceEffect | null;
  expiration?: string | null;
}

/** The Invoice entity of a stored item. */
export function toInvoice(item: WorldInvoice): Invoice {
  return { id: item.id, status: item.status, nice_message: item.nice_message, nice_time: item.nice_time, metadata: { ...item.metadata } };
}

/** Adds a pending invoice item for the team. */
export function createInvoice(state: WorldState, team: WorldTeam, draft: InvoiceDraft, now: number): WorldInvoice {
  const invoice: WorldInvoice = {
    id: nextId([...state.invoices, ...state.payments.flatMap((payment) => payment.invoices)], 9001),
    status: 'pending',
    nice_message: draft.message,
    nice_time: niceTime(now),
    metadata: { _id: null, _invoiced: null, _via: null, price_unit: draft.currency, price: draft.price, expiration: draft.expiration ?? null },
    team_id: team.id,
    effect: draft.effect,
  };
  state.invoices.push(invoice);
  return invoice;
}

/** A registrar's metadata for a domain that has just become active. */
function activateDomain(state: WorldState, domainId: number, years: number, now: number): void {
  const domain = state.domains.find((item) => item.id === domainId);
  if (!domain) return;
  const owner = state.users.find((user) => user.id === state.teams.find((team) => team.id === domain.team_id)?.user_id);
  const end = now + years * YEAR;
  domain.status = 'active';
  domain.expiry_at = { date: `${formatDateTime(end)}.000000` };
  domain.metadata = {
    name: domain.name,
    email: owner?.email ?? null,
    verifyStatus: 'Pending',
    verifyEmail: owner?.email ?? null,
    status: 'ACTIVE',
    dates: { start: formatDateTime(now), end: formatDateTime(end) },
    locks: { transfer: true, privacy: true },
    ns: [...state.catalog.nameservers],
    code: withRandom(state, (random) => random.token(12)),
  };
}

function applyEffect(state: WorldState, team: WorldTeam, effect: InvoiceEffect, now: number): void {
  if (effect.kind === 'plan') {
    const plan = state.catalog.plans.find((item) => item.id === effect.plan_id);
    team.plan_id = effect.plan_id;
    team.expiry_at = effect.expiry_at;
    if (plan && (plan.currency === 'usd' || plan.currency === 'idr')) team.currency = plan.currency;
    return;
  }
  if (effect.kind === 'domain-order') {
    activateDomain(state, effect.domain_id, effect.years, now);
    return;
  }
  const domain = state.domains.find((item) => item.id === effect.domain_id);
  if (!domain?.expiry_at) return;
  // A renewal extends a running term and starts an expired one afresh, like a plan extension (account-area 4).
  const end = expiryAfterPurchase({ currentExpiry: parseTime(domain.expiry_at.date.slice(0, 19)), isExtend: true, days: effect.years * DISPLAY_YEAR_DAYS, now });
  domain.status = 'active';
  domain.expiry_at = { date: `${formatDateTime(end)}.000000` };
  if (domain.metadata?.dates) domain.metadata.dates.end = formatDateTime(end);
}

/** A provider's payment id, e.g. 'PAYP-7RK21934MBX2QA'. */
export function newPaymentId(state: WorldState, via: string): string {
  return withRandom(state, (random) => `${via.toUpperCase().slice(0, 4)}-${random.token(14).toUpperCase()}`);
}

/** Pays items of one currency through `via`: they move into the paid history as one payment and take effect. */
export function payItems(state: WorldState, team: WorldTeam, items: readonly WorldInvoice[], via: string, now: number, paymentId = newPaymentId(state, via)): string {
  const paid: Invoice[] = items.map((item) => ({
    ...toInvoice(item),
    status: 'paid',
    metadata: { ...item.metadata, _id: paymentId, _via: via, _invoiced: item.metadata._invoiced ?? formatDateTime(now) },
  }));
  for (const item of items) if (item.effect) applyEffect(state, team, item.effect, now);
  const ids = new Set(items.map((item) => item.id));
  state.invoices = state.invoices.filter((item) => !ids.has(item.id));
  const first = items[0];
  state.payments.unshift({ id: paymentId, nice_id: Math.min(...items.map((item) => item.id)), date: formatDateTime(now), via, price_unit: first?.metadata.price_unit ?? 'usd', invoices: paid, team_id: team.id });
  state.notifications.unshift({ id: nextId(state.notifications, 1), user_id: team.user_id, title: 'Payment received', message: `Thank you! Payment ${paymentId} for ${team.name} is complete.`, link: null, created_at: formatDateTime(now), read_at: null });
  return paymentId;
}
