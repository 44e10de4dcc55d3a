import { describe, expect, it } from 'vitest';
import { createScenarioWorld } from '../scenarios';
import { deleteInvoice, listInvoices, listPaymentHistory, orderUpgrade, payInvoices } from './billing';
import { createWorld } from './create-world';
import { getDomain } from './domains';
import type { Outcome } from './result';
import { getTeam } from './teams';
import { completeCheckout } from './checkout';
import { World } from './world';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`${outcome.status} ${outcome.message}`);
  return outcome.value;
}

describe('invoices', () => {
  it('refuses to pay pending items of mixed currencies', () => {
    const world = new World(createWorld());
    expect(world.run(payInvoices, { teamId: 101, paymentType: 'paypal' })).toMatchObject({ ok: false, status: 422 });
  });

  it('moves paid items into the history as one payment, and they take effect', () => {
    const world = new World(createWorld());
    value(world.run(deleteInvoice, { teamId: 101, invoiceId: 9002 }));
    const answer = value(world.run(payInvoices, { teamId: 101, paymentType: 'paypal' }));
    expect(answer.redirect).toMatch(/^\/simulated-payment\/PAYP-[A-Z0-9]{14}$/);
    const paymentId = decodeURIComponent(answer.redirect?.split('/').pop() ?? '');
    expect(value(world.run(completeCheckout, { paymentId, outcome: 'pay' }))).toEqual({ redirect: '/user/host/list?message=payment-return' });
    expect(value(world.run(listInvoices, { teamId: 101 }))).toEqual([]);
    const [latest] = value(world.run(listPaymentHistory, { teamId: 101 }));
    expect(latest).toMatchObject({ nice_id: 9001, via: 'paypal', price_unit: 'usd', date: '2026-11-01 09:00:00' });
    expect(latest?.invoices.map((item) => [item.id, item.status, item.metadata._id])).toEqual([[9001, 'paid', latest?.id]]);
    expect(value(world.run(getDomain, { domainId: 503 }))).toMatchObject({ status: 'active', expiry_at: { date: '2027-11-01 09:00:00.000000' } });
  });

  it('upgrades the plan when an upgrade invoice is paid', () => {
    const world = new World(createScenarioWorld('free'));
    const { redirect } = value(world.run(payInvoices, { teamId: 103, paymentType: 'midtrans' }));
    value(world.run(completeCheckout, { paymentId: decodeURIComponent(redirect?.split('/').pop() ?? ''), outcome: 'pay' }));
    expect(value(world.run(getTeam, { teamId: 103 }))).toMatchObject({ plan_id: 12, expiry_at: '2027-11-01 09:00:00' });
  });

  it('orders an upgrade as a pending item, with the fee below the threshold', () => {
    const world = new World(createScenarioWorld('free'));
    value(world.run(orderUpgrade, { teamId: 103, order: { plan: 12, years: 0, months: 0, currency: 'idr', duration: '1m' } }));
    const items = value(world.run(listInvoices, { teamId: 103 })).slice(-2);
    expect(items.map((item) => [item.nice_message, item.metadata.price])).toEqual([
      ['Upgrade to Lite for 1 month', 25_000],
      ['Payment fee', 4_500],
    ]);
    expect(world.run(orderUpgrade, { teamId: 103, order: { plan: 12, years: 0, months: 0, currency: 'idr', duration: 'custom' } })).toMatchObject({ ok: false, status: 422 });
    expect(world.run(orderUpgrade, { teamId: 103, order: { plan: 2, years: 1, months: 0, currency: 'idr', duration: '1y' } })).toMatchObject({ ok: false, status: 422 });
  });

  it('pays only through the provider of the pending items\' currency', () => {
    const world = new World(createScenarioWorld('free'));
    expect(world.run(payInvoices, { teamId: 103, paymentType: 'paypal' })).toMatchObject({ ok: false, status: 422, fieldErrors: { payment_type: 'Payments in IDR go through midtrans.' } });
  });

  it('shows the history to the owner only', () => {
    expect(new World(createScenarioWorld('member')).run(listPaymentHistory, { teamId: 101 })).toMatchObject({ ok: false, status: 403 });
  });
});
