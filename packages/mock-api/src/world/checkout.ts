import type { CurrencyCode } from '@hostdeck/panel/contract';
import { currencyOfPaymentType, isPaymentType, paymentTypeFor, type PaymentType } from '@hostdeck/panel/rules';
import { teamBase } from './access';
import { newPaymentId, payItems } from './invoices';
import { operation, query } from './operation';
import { notFound, ok, refused } from './result';
import type { WorldInvoice, WorldState, WorldTeam } from './state';

/*
 * The simulated payment provider. Starting a payment covers the pending items with a provider payment id (their
 * metadata._id and _via, as a real provider's would be) and answers the provider's checkout address. There the
 * visitor pays or cancels, and the provider sends them back to the host list with message=payment-return or
 * payment-cancel (account-area 2).
 */

/** Where the simulated provider's checkout page lives (the demo console's page, or the simulated server's). */
export const SIMULATED_CHECKOUT_PATH = '/simulated-payment';

export function simulatedCheckoutPath(paymentId: string): string {
  return `${SIMULATED_CHECKOUT_PATH}/${encodeURIComponent(paymentId)}`;
}

/** Covers the items with a new payment of the provider their currency implies; answers the checkout's address. */
export function startPayment(state: WorldState, items: readonly WorldInvoice[], currency: CurrencyCode): string {
  const provider = paymentTypeFor(currency);
  const paymentId = newPaymentId(state, provider);
  for (const item of items) {
    item.metadata._id = paymentId;
    item.metadata._via = provider;
  }
  return simulatedCheckoutPath(paymentId);
}

/** What the provider's checkout shows: who is paid, for what, and how much. */
export interface SimulatedCheckout {
  paymentId: string;
  provider: PaymentType;
  currency: CurrencyCode;
  /** The currency's display precision (initdata's intl_precision). */
  precision: number;
  teamName: string;
  items: Array<{ id: number; message: string; price: number }>;
  total: number;
}

function checkoutItems(state: WorldState, paymentId: string): { items: WorldInvoice[]; team: WorldTeam | undefined } {
  const items = state.invoices.filter((item) => item.metadata._id === paymentId);
  return { items, team: state.teams.find((team) => team.id === items[0]?.team_id) };
}

const NOT_FOUND = 'This payment does not exist, or it was completed or cancelled.';

export const getCheckout = query<{ paymentId: string }, SimulatedCheckout>((state, { paymentId }) => {
  const { items, team } = checkoutItems(state, paymentId);
  const via = items[0]?.metadata._via ?? '';
  if (!team || !isPaymentType(via)) return notFound(NOT_FOUND);
  return ok({
    paymentId,
    provider: via,
    currency: currencyOfPaymentType(via),
    precision: state.catalog.currencies.find((currency) => currency.value === currencyOfPaymentType(via))?.intl_precision ?? 2,
    teamName: team.name,
    items: items.map((item) => ({ id: item.id, message: item.nice_message, price: item.metadata.price })),
    total: items.reduce((sum, item) => sum + item.metadata.price, 0),
  });
});

export type CheckoutOutcome = 'pay' | 'cancel';

/** The visitor pays (the items move to the history and take effect) or cancels (they stay pending, uncovered). */
export const completeCheckout = operation<{ paymentId: string; outcome: CheckoutOutcome }, { redirect: string }>((state, { paymentId, outcome }, now) => {
  const { items, team } = checkoutItems(state, paymentId);
  const via = items[0]?.metadata._via ?? '';
  if (!team || !isPaymentType(via)) return notFound(NOT_FOUND);
  if (items.some((item) => item.metadata.price_unit !== currencyOfPaymentType(via))) return refused('The items of this payment are in another currency.');
  const base = teamBase(state, team.id);
  if (outcome === 'cancel') {
    for (const item of items) {
      item.metadata._id = null;
      item.metadata._via = null;
    }
    return ok({ redirect: `${base}/host/list?message=payment-cancel` });
  }
  payItems(state, team, items, via, now, paymentId);
  return ok({ redirect: `${base}/host/list?message=payment-return` });
});
