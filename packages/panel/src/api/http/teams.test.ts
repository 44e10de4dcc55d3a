import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { TEST_CSRF, createTestClient, recordRequests, setupMswServer, userapi } from '../testing/msw-node';
import { createTeamsApi } from './teams';

const server = setupMswServer();
const api = createTeamsApi(createTestClient());
const csrf = { [TEST_CSRF.name]: TEST_CSRF.value };


const done = () => HttpResponse.json({ message: 'Saved' });

const team = {
  id: 3, name: 'Acme Studio', country: 'ID', currency: 'idr', default_server: 2, invoice_note: null, plan_id: 7, role: 'owner',
  expiry_at: '2025-12-31 00:00:00', evaluated_at: '2025-06-01 08:30:00', usage_storage: '1288490188', usage_network: 53687091,
  usage_instance: 4, usage_users: 2, usage_notice: null, gravatar: null, user_id: 12,
};
const pendingItem = {
  id: 41, status: 'pending', nice_message: 'Upgrade to Lite for 3 months', nice_time: '2 days ago',
  metadata: { price_unit: 'usd', price: 4.5, expiration: '2025-09-01 00:00:00' },
};

describe('createTeamsApi: team detail', () => {
  it('reads the team detail', async () => {
    const received = recordRequests(server, 'get', userapi('team/3/detail'), () => HttpResponse.json(team));
    const result = await api.getTeam({ teamId: 3 });
    expect(received).toEqual([{ method: 'GET', path: '/userapi/team/3/detail', query: {}, form: {} }]);
    expect(result).toMatchObject({ id: 3, usage_storage: 1288490188, role: 'owner' });
  });

  it('saves the team profile and recounts the usage on the detail page', async () => {
    const received = recordRequests(server, 'post', userapi('team/3/detail'), done);
    const saved = await api.updateTeamProfile({ teamId: 3, profile: { name: 'Acme', country: 'ID', currency: 'idr', invoice_note: 'VAT 1234' } });
    await api.recountTeamUsage({ teamId: 3 });
    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /userapi/team/3/detail', 'POST /userapi/team/3/detail']);
    expect(received[0]?.form).toEqual({ action: 'edit', name: 'Acme', country: 'ID', currency: 'idr', invoice_note: 'VAT 1234', ...csrf });
    expect(received[1]?.form).toEqual({ action: 'recount', ...csrf });
    expect(saved).toEqual({ message: 'Saved' });
  });
});

describe('createTeamsApi: members', () => {
  it('lists the members', async () => {
    const members = [
      { id: 12, name: 'Wiena', email: 'wiena@example.com', role: 'owner' },
      { id: '15', name: 'Budi', email: 'budi@example.com', role: 'client' },
    ];
    const received = recordRequests(server, 'get', userapi('team/3/member/'), () => HttpResponse.json(members));
    const result = await api.listMembers({ teamId: 3 });
    expect(received[0]).toMatchObject({ method: 'GET', path: '/userapi/team/3/member/' });
    expect(result[1]).toEqual({ id: 15, name: 'Budi', email: 'budi@example.com', role: 'client' });
  });

  it('invites, edits the role of and removes a member on the member page', async () => {
    const received = recordRequests(server, 'post', userapi('team/3/member'), done);
    await api.inviteMember({ teamId: 3, email: 'new@example.com', role: 'member' });
    await api.changeMemberRole({ teamId: 3, userId: 15, role: 'admin' });
    await api.removeMember({ teamId: 3, userId: 15 });
    expect(received.every(({ method, path }) => method === 'POST' && path === '/userapi/team/3/member')).toBe(true);
    expect(received.map(({ form }) => form)).toEqual([
      { action: 'invite', email: 'new@example.com', role: 'member', ...csrf },
      { action: 'edit', id: '15', role: 'admin', ...csrf },
      { action: 'delete', id: '15', ...csrf },
    ]);
  });
});

describe('createTeamsApi: upgrade', () => {
  it('reads the plans and currency limits', async () => {
    const data = {
      plans: [{ id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: 1.5, storage: 5120, network: 20480, instance: 6, users: 3 }],
      currencies: [{ value: 'usd', minimum: 1, fee_threshold: 5, fee_amount: 0.5, intl_code: 'en-US', intl_precision: 2 }],
    };
    const received = recordRequests(server, 'get', userapi('team/3/upgrade'), () => HttpResponse.json(data));
    expect(await api.getUpgradeData({ teamId: 3 })).toEqual(data);
    expect(received[0]).toMatchObject({ method: 'GET', path: '/userapi/team/3/upgrade' });
  });

  it('posts the order on the upgrade page and returns where to pay', async () => {
    const received = recordRequests(server, 'post', userapi('team/3/upgrade'), () => HttpResponse.json({ redirect: '/user/team/3/invoice' }));
    const result = await api.orderUpgrade({ teamId: 3, order: { plan: 2, years: 1, months: 0, currency: 'usd', duration: '1y' } });
    expect(received[0]).toMatchObject({ method: 'POST', path: '/userapi/team/3/upgrade' });
    expect(received[0]?.form).toEqual({ plan: '2', years: '1', months: '0', currency: 'usd', duration: '1y', ...csrf });
    expect(result.redirect).toBe('/user/team/3/invoice');
  });
});

describe('createTeamsApi: invoices and history', () => {
  it('lists the pending invoice items', async () => {
    const received = recordRequests(server, 'get', userapi('team/3/invoice/'), () => HttpResponse.json([pendingItem]));
    const result = await api.listInvoices({ teamId: 3 });
    expect(received[0]).toMatchObject({ method: 'GET', path: '/userapi/team/3/invoice/' });
    expect(result[0]?.metadata).toEqual({ price_unit: 'usd', price: 4.5, expiration: '2025-09-01 00:00:00' });
  });

  it('posts pay, cancel, invoice and delete to the invoice page', async () => {
    const received = recordRequests(server, 'post', userapi('team/3/invoice'), () => HttpResponse.json({ redirect: 'https://pay.example/checkout/1' }));
    const paid = await api.payInvoices({ teamId: 3, paymentType: 'card' });
    await api.cancelInvoicePayment({ teamId: 3, invoiceId: 41 });
    await api.requestInvoice({ teamId: 3 });
    await api.deleteInvoice({ teamId: 3, invoiceId: 41 });
    expect(paid.redirect).toBe('https://pay.example/checkout/1');
    expect(received.every(({ method, path }) => method === 'POST' && path === '/userapi/team/3/invoice')).toBe(true);
    expect(received.map(({ form }) => form)).toEqual([
      { action: 'pay', payment_type: 'card', ...csrf },
      { action: 'cancel', id: '41', ...csrf },
      { action: 'invoice', ...csrf },
      { action: 'delete', id: '41', ...csrf },
    ]);
  });

  it('lists the payment history', async () => {
    const group = {
      id: 'pi_3NfQ2', nice_id: 40, date: '2025-05-01', via: 'stripe', price_unit: 'usd',
      invoices: [{ ...pendingItem, id: 40, status: 'paid', metadata: { ...pendingItem.metadata, _id: 'pi_3NfQ2', _via: 'stripe' } }],
    };
    const received = recordRequests(server, 'get', userapi('team/3/history/'), () => HttpResponse.json([group]));
    const result = await api.listPaymentHistory({ teamId: 3 });
    expect(received[0]).toMatchObject({ method: 'GET', path: '/userapi/team/3/history/' });
    expect(result[0]).toMatchObject({ id: 'pi_3NfQ2', nice_id: 40, invoices: [{ id: 40, status: 'paid' }] });
  });

  it('prints an invoice with bracketed item fields and the token field, answering the document', async () => {
    const received = recordRequests(server, 'post', userapi('team/3/history/print'), () => HttpResponse.text('<!doctype html><title>Invoice 40</title>'));
    const printed = await api.printInvoice({
      teamId: 3,
      invoice: {
        from: 'Hostdeck', to: 'Acme Studio', date: '2025-05-01', payment_terms: 'Paid', currency: 'USD', number: '40',
        items: [{ name: 'Lite, 1 year', quantity: 1, unit_cost: 15 }, { name: 'Payment fee', quantity: 1, unit_cost: 0.5 }],
        amount_paid: 15.5, logo: 'https://hostdeck.example/logo.png',
      },
    });
    expect(received[0]).toMatchObject({ method: 'POST', path: '/userapi/team/3/history/print', query: {} });
    expect(received[0]?.form).toEqual({
      from: 'Hostdeck', to: 'Acme Studio', date: '2025-05-01', payment_terms: 'Paid', currency: 'USD', number: '40', amount_paid: '15.5',
      logo: 'https://hostdeck.example/logo.png',
      'items[0][name]': 'Lite, 1 year', 'items[0][quantity]': '1', 'items[0][unit_cost]': '15',
      'items[1][name]': 'Payment fee', 'items[1][quantity]': '1', 'items[1][unit_cost]': '0.5',
      ...csrf,
    });
    expect(printed).toBe('<!doctype html><title>Invoice 40</title>');
  });
});

describe('createTeamsApi: failures', () => {
  it("turns a malformed answer into ApiError 'malformed'", async () => {
    recordRequests(server, 'get', userapi('team/3/detail'), () => HttpResponse.json({ ...team, role: 'guest' }));
    recordRequests(server, 'get', userapi('team/3/member/'), () => HttpResponse.text('<html>login</html>'));
    await expect(api.getTeam({ teamId: 3 })).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed' });
    await expect(api.listMembers({ teamId: 3 })).rejects.toMatchObject({ kind: 'malformed' });
  });

  it("turns a 500 into ApiError 'http'", async () => {
    recordRequests(server, 'post', userapi('team/3/invoice'), () => new HttpResponse('Internal error', { status: 500 }));
    const error: unknown = await api.payInvoices({ teamId: 3, paymentType: 'card' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });

  it('passes the abort signal', async () => {
    recordRequests(server, 'get', userapi('team/3/history/'), () => HttpResponse.json([]));
    const controller = new AbortController();
    controller.abort();
    await expect(api.listPaymentHistory({ teamId: 3 }, { signal: controller.signal })).rejects.toMatchObject({ kind: 'aborted' });
  });
});
