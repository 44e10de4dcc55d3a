import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { cancelInvoicePayment, listInvoices, listPaymentHistory, orderUpgrade } from './billing';
import { completeCheckout, getCheckout } from './checkout';
import type { Outcome } from './result';
import { getTeam } from './teams';
import { World } from './world';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

/** Kopi Collective (106): Lite in idr, where Maya (the owner-paid scenario's user) is admin; its expiry is 200 days ahead. */
const KOPI = 106;

function orderKitForAYearInUsd(world: World): string {
  const { redirect } = value(world.run(orderUpgrade, { teamId: KOPI, order: { plan: 3, years: 0, months: 0, currency: 'usd', duration: '1y' } }));
  expect(redirect).toMatch(/^\/simulated-payment\/PAYP-/);
  return decodeURIComponent(redirect?.split('/').pop() ?? '');
}

describe('the simulated payment provider', () => {
  it('sends an upgrade order to the provider of its currency, with what it costs', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const paymentId = orderKitForAYearInUsd(world);
    expect(value(world.run(getCheckout, { paymentId }))).toEqual({
      paymentId,
      provider: 'paypal',
      currency: 'usd',
      precision: 2,
      teamName: 'Kopi Collective',
      items: [{ id: expect.any(Number), message: 'Upgrade to Kit for 1 year', price: 50 }],
      total: 50,
    });
  });

  it('takes a payment: the plan changes and the user returns to the thank-you banner', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const paymentId = orderKitForAYearInUsd(world);
    expect(value(world.run(completeCheckout, { paymentId, outcome: 'pay' }))).toEqual({ redirect: '/user/team/106/host/list?message=payment-return' });
    expect(value(world.run(getTeam, { teamId: KOPI }))).toMatchObject({ plan_id: 3, currency: 'usd', expiry_at: '2027-11-01 09:00:00' });
    expect(value(world.run(listPaymentHistory, { teamId: 101 })).length).toBe(3);
    expect(world.run(getCheckout, { paymentId })).toMatchObject({ ok: false, status: 404 });
  });

  it('cancels a payment: the items stay pending, no longer covered, and the user returns to the cancelled banner', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const paymentId = orderKitForAYearInUsd(world);
    expect(value(world.run(completeCheckout, { paymentId, outcome: 'cancel' }))).toEqual({ redirect: '/user/team/106/host/list?message=payment-cancel' });
    const pending = value(world.run(listInvoices, { teamId: KOPI }));
    expect(pending.map((item) => [item.nice_message, item.metadata._id])).toEqual([['Upgrade to Kit for 1 year', null]]);
    expect(value(world.run(getTeam, { teamId: KOPI }))).toMatchObject({ plan_id: 12 });
  });

  it('extends in idr by 3 months from the current expiry, at the fee threshold without a fee', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const { redirect } = value(world.run(orderUpgrade, { teamId: KOPI, order: { plan: 12, years: 0, months: 0, currency: 'idr', duration: '3m' } }));
    const paymentId = decodeURIComponent(redirect?.split('/').pop() ?? '');
    expect(value(world.run(getCheckout, { paymentId }))).toMatchObject({ provider: 'midtrans', currency: 'idr', precision: 0, items: [{ message: 'Extend Lite for 3 months', price: 75_000 }], total: 75_000 });
    value(world.run(completeCheckout, { paymentId, outcome: 'pay' }));
    // 200 days ahead plus 3 x 30 days.
    expect(value(world.run(getTeam, { teamId: KOPI }))).toMatchObject({ plan_id: 12, expiry_at: '2027-08-18 09:00:00' });
  });

  it('adds the fee below the threshold to the same payment', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const { redirect } = value(world.run(orderUpgrade, { teamId: KOPI, order: { plan: 12, years: 0, months: 0, currency: 'idr', duration: '1m' } }));
    const paymentId = decodeURIComponent(redirect?.split('/').pop() ?? '');
    expect(value(world.run(getCheckout, { paymentId }))).toMatchObject({ items: [{ price: 25_000 }, { message: 'Payment fee', price: 4_500 }], total: 29_500 });
  });

  it('cancels a started payment from the invoice page for every item it covers', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    const paymentId = orderKitForAYearInUsd(world);
    const [item] = value(world.run(listInvoices, { teamId: KOPI }));
    expect(item?.metadata._id).toBe(paymentId);
    value(world.run(cancelInvoicePayment, { teamId: KOPI, invoiceId: item?.id ?? 0 }));
    expect(world.run(getCheckout, { paymentId })).toMatchObject({ ok: false, status: 404 });
    expect(world.run(cancelInvoicePayment, { teamId: KOPI, invoiceId: item?.id ?? 0 })).toMatchObject({ ok: false, status: 422 });
  });

  it('knows no payment it did not start', () => {
    const world = new World(createScenarioWorld('owner-paid'));
    expect(world.run(completeCheckout, { paymentId: 'PAYP-NOPE', outcome: 'pay' })).toMatchObject({ ok: false, status: 404 });
  });
});
