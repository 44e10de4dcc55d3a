import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createDomainsApi } from './domains';

const server = setupMswServer();
const api = createDomainsApi(createTestClient());

const domain = {
  id: 12,
  name: 'myawesomewebsite.com',
  status: 'active',
  expiry_at: { date: '2026-08-01 00:00:00.000000' },
  metadata: { verifyStatus: 'Complete', locks: { transfer: 1, privacy: 0 }, ns: ['nsp.domcloud.co', 'nss.domcloud.co'] },
};

const contact = {
  fname: 'Jane',
  company: 'Acme',
  email: 'jane@example.com',
  tel: '+62.81234567890',
  country: 'ID',
  state: 'Jawa Barat',
  city: 'Bandung',
  postal: '40111',
  address1: 'Jl. Merdeka 1',
};

/** Records the form of the next post to `path` and answers `answer`. */
function capturePost(path: string, answer: object = { message: 'Command Complete Successfully' }) {
  const seen: { form?: Record<string, string | string[]> } = {};
  server.use(
    http.post(userapi(path), async ({ request }) => {
      const form = await request.formData();
      const entries: Record<string, string | string[]> = {};
      for (const key of new Set(form.keys())) {
        const values = form.getAll(key).map(String);
        entries[key] = key.endsWith('[]') ? values : (values[0] ?? '');
      }
      seen.form = entries;
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}


describe('createDomainsApi', () => {
  it('lists the domains of a team', async () => {
    server.use(http.get(userapi('team/3/domain/list'), () => HttpResponse.json([domain, { id: '13', name: 'new-shop.id', status: 'pending', expiry_at: null, metadata: [] }])));
    const domains = await api.listDomains({ teamId: 3 });
    expect(domains.map((item) => [item.id, item.status])).toEqual([
      [12, 'active'],
      [13, 'pending'],
    ]);
    expect(domains[0]?.metadata?.locks).toEqual({ transfer: true, privacy: false });
  });

  it('reads one domain with its price', async () => {
    server.use(http.get(userapi('domain/detail/12'), () => HttpResponse.json({ ...domain, price: { purchase: 12, renewal: '14.5' } })));
    const detail = await api.getDomain({ domainId: 12 });
    expect(detail).toMatchObject({ id: 12, name: 'myawesomewebsite.com', price: { purchase: 12, renewal: 14.5 } });
  });

  it('checks availability with name and scheme in the query', async () => {
    server.use(
      http.get(userapi('domain/check'), ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json({ domain: `${url.searchParams.get('name')}.${url.searchParams.get('scheme')}`, status: 'available' });
      }),
    );
    await expect(api.checkDomain({ name: 'myawesomewebsite', scheme: 'com' })).resolves.toEqual({ domain: 'myawesomewebsite.com', status: 'available' });
  });

  it('orders a domain with the contact in bracket fields and the CSRF field', async () => {
    const seen = capturePost('team/3/domain/create', { redirect: '/user/domain/detail/14' });
    const result = await api.orderDomain({ teamId: 3, name: 'myawesomewebsite', scheme: 'com', years: 2, bio: contact });
    expect(result).toEqual({ redirect: '/user/domain/detail/14' });
    expect(seen.form).toEqual({
      name: 'myawesomewebsite',
      scheme: 'com',
      years: '2',
      'bio[fname]': 'Jane',
      'bio[company]': 'Acme',
      'bio[email]': 'jane@example.com',
      'bio[tel]': '+62.81234567890',
      'bio[country]': 'ID',
      'bio[state]': 'Jawa Barat',
      'bio[city]': 'Bandung',
      'bio[postal]': '40111',
      'bio[address1]': 'Jl. Merdeka 1',
      [TEST_CSRF.name]: TEST_CSRF.value,
    });
  });

  it('orders a transfer with the transfer code as secret', async () => {
    const seen = capturePost('team/3/domain/transfer');
    await api.transferDomain({ teamId: 3, name: 'oldsite', scheme: 'net', years: 1, secret: 'Xy7#pQ2!a', bio: { ...contact, lname: 'Doe', address2: 'Unit 5' } });
    expect(seen.form).toMatchObject({ name: 'oldsite', scheme: 'net', years: '1', secret: 'Xy7#pQ2!a', 'bio[lname]': 'Doe', 'bio[address2]': 'Unit 5' });
  });

  it('sends a user contact as user[...] fields beside the owner, only when given', async () => {
    const seen = capturePost('team/3/domain/create');
    await api.orderDomain({ teamId: 3, name: 'myawesomewebsite', scheme: 'com', years: 1, bio: contact, user: { ...contact, fname: 'Budi', postal: '40112' } });
    expect(seen.form).toMatchObject({ 'bio[fname]': 'Jane', 'user[fname]': 'Budi', 'user[postal]': '40112', 'user[address1]': 'Jl. Merdeka 1' });
    expect(Object.keys(seen.form ?? {}).filter((key) => key.startsWith('user['))).toHaveLength(9);

    const transfer = capturePost('team/3/domain/transfer');
    await api.transferDomain({ teamId: 3, name: 'oldsite', scheme: 'net', years: 1, secret: 'Xy7', bio: contact });
    expect(Object.keys(transfer.form ?? {}).some((key) => key.startsWith('user['))).toBe(false);
  });

  it('renews a domain for a number of years', async () => {
    const seen = capturePost('team/3/domain/renew/12');
    await expect(api.renewDomain({ teamId: 3, domainId: 12, years: 3 })).resolves.toEqual({ message: 'Command Complete Successfully' });
    expect(seen.form).toEqual({ years: '3', [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('updates the locks and the name servers from the DNS page', async () => {
    const locks = capturePost('team/3/domain/dns/12');
    await api.updateDomainLocks({ teamId: 3, domainId: 12, transfer: false, privacy: true });
    expect(locks.form).toEqual({ action: 'update', 'locks[transfer]': '0', 'locks[privacy]': '1', [TEST_CSRF.name]: TEST_CSRF.value });

    const onlyTransfer = capturePost('team/3/domain/dns/12');
    await api.updateDomainLocks({ teamId: 3, domainId: 12, transfer: true });
    expect(onlyTransfer.form).toEqual({ action: 'update', 'locks[transfer]': '1', [TEST_CSRF.name]: TEST_CSRF.value });

    const ns = capturePost('team/3/domain/dns/12');
    await api.updateDomainNameServers({ teamId: 3, domainId: 12, ns: ['nsp.domcloud.co', 'nss.domcloud.co'] });
    expect(ns.form).toEqual({ action: 'updatens', 'ns[]': ['nsp.domcloud.co', 'nss.domcloud.co'], [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('posts the actions of the detail page', async () => {
    const calls = [
      [() => api.resendDomainVerification({ teamId: 3, domainId: 12 }), { action: 'resendraa' }],
      [() => api.payDomain({ teamId: 3, domainId: 12, paymentType: 'local' }), { action: 'pay', payment_type: 'local' }],
      [() => api.cancelDomainPayment({ teamId: 3, domainId: 12 }), { action: 'cancel' }],
      [() => api.requestDomainInvoice({ teamId: 3, domainId: 12 }), { action: 'invoice' }],
      [() => api.deleteDomain({ teamId: 3, domainId: 12 }), { action: 'delete' }],
    ] as const;
    for (const [call, fields] of calls) {
      const seen = capturePost('team/3/domain/detail/12', { redirect: '/user/domain' });
      await expect(call()).resolves.toEqual({ redirect: '/user/domain' });
      expect(seen.form).toEqual({ ...fields, [TEST_CSRF.name]: TEST_CSRF.value });
    }
  });

  it('rejects a malformed answer as malformed and a 500 as http', async () => {
    server.use(
      http.get(userapi('domain/check'), () => HttpResponse.json({ domain: 'x.com', status: 'taken' })),
      http.get(userapi('team/3/domain/list'), () => new HttpResponse('boom', { status: 500 })),
    );
    expect((await rejection(api.checkDomain({ name: 'x', scheme: 'com' }))).kind).toBe('malformed');
    expect(await rejection(api.listDomains({ teamId: 3 }))).toMatchObject({ kind: 'http', status: 500 });
  });

  it('passes the abort signal', async () => {
    server.use(http.get(userapi('team/3/domain/list'), () => HttpResponse.json([])));
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(api.listDomains({ teamId: 3 }, { signal: controller.signal }))).kind).toBe('aborted');
  });
});
