import { describe, expect, it } from 'vitest';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('teams');
const TEAM = { teamId: 101 };

describe('teams handlers', () => {
  it('reads and edits the team', async () => {
    const team = await world.api.getTeam(TEAM);
    expect(team).toMatchObject({ id: 101, role: 'owner', currency: 'usd' });
    expect(await world.api.updateTeamProfile({ ...TEAM, profile: { name: 'Lestari Studio Co', country: 'ID', default_server: 2, invoice_note: 'PT Lestari' } })).toHaveProperty('message');
    expect((await world.api.getTeam(TEAM)).name).toBe('Lestari Studio Co');
    expect((await rejection(world.api.updateTeamProfile({ ...TEAM, profile: { name: 'x', country: 'Indonesia', invoice_note: '' } }))).fieldErrors).toMatchObject({ name: expect.any(String), country: expect.any(String) });
    // A code of two capitals that names no country is refused as the form refuses it.
    expect((await rejection(world.api.updateTeamProfile({ ...TEAM, profile: { name: 'Lestari Studio', country: 'ZZ', invoice_note: '' } }))).fieldErrors).toEqual({ country: expect.any(String) });
    expect(await world.api.recountTeamUsage(TEAM)).toHaveProperty('message');
    expect((await rejection(world.api.recountTeamUsage(TEAM))).status).toBe(422);
  });

  it('invites, edits and removes members', async () => {
    expect((await world.api.listMembers(TEAM)).map((member) => member.role)).toEqual(['owner', 'admin', 'member', 'client']);
    expect(await world.api.inviteMember({ ...TEAM, email: 'putri@lestari.studio', role: 'member' })).toHaveProperty('message');
    expect(await world.api.changeMemberRole({ ...TEAM, userId: 44, role: 'admin' })).toHaveProperty('message');
    expect(await world.api.removeMember({ ...TEAM, userId: 45 })).toHaveProperty('message');
    const members = await world.api.listMembers(TEAM);
    expect(members.map((member) => member.email)).toContain('putri@lestari.studio');
    expect(members.find((member) => member.id === 44)?.role).toBe('admin');
    expect((await rejection(world.api.removeMember({ ...TEAM, userId: 42 }))).status).toBe(403);
  });

  it('orders upgrades and handles invoices', async () => {
    expect((await world.api.getUpgradeData(TEAM)).plans.length).toBeGreaterThan(0);
    expect(await world.api.orderUpgrade({ ...TEAM, order: { plan: 3, years: 1, months: 0, currency: 'usd', duration: '1y' } })).toHaveProperty('redirect');
    const invoices = await world.api.listInvoices(TEAM);
    expect(new Set(invoices.map((invoice) => invoice.metadata.price_unit)).size).toBe(2);
    expect((await rejection(world.api.payInvoices({ ...TEAM, paymentType: 'paypal' }))).status).toBe(422);
    for (const invoice of invoices.filter((item) => item.metadata.price_unit === 'idr')) await world.api.deleteInvoice({ ...TEAM, invoiceId: invoice.id });
    expect(await world.api.requestInvoice(TEAM)).toHaveProperty('message');
    const ordered = invoices.find((invoice) => invoice.metadata._id);
    expect(ordered?.nice_message).toBe('Extend Kit for 1 year');
    expect(await world.api.cancelInvoicePayment({ ...TEAM, invoiceId: ordered?.id ?? 0 })).toHaveProperty('message');
    expect((await world.api.payInvoices({ ...TEAM, paymentType: 'paypal' })).redirect).toMatch(/^\/simulated-payment\//);
    // Waiting at the provider: still pending, now covered by the started payment.
    expect((await world.api.listInvoices(TEAM)).every((invoice) => invoice.metadata._via === 'paypal')).toBe(true);
  });

  it('shows the payment history and prints an invoice for the owner only', async () => {
    expect((await world.api.listPaymentHistory(TEAM)).length).toBeGreaterThan(0);
    const html = await world.api.printInvoice({
      ...TEAM,
      invoice: { from: 'Hostdeck', to: 'Lestari Studio', date: '2026-11-01', payment_terms: 'Paid', currency: 'usd', number: 'INV-8004', items: [{ name: 'Kit plan', quantity: 1, unit_cost: 50 }], amount_paid: 50 },
    });
    expect(html).toContain('INV-8004');
    expect(html).toContain('Kit plan');
    world.start('member');
    expect((await rejection(world.api.listPaymentHistory(TEAM))).status).toBe(403);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
