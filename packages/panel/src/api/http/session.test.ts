import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCRIPT_MARKER_HEADER, SCRIPT_MARKER_VALUE } from '../client';
import { FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { TEST_BASE_URL, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createSessionApi } from './session';

const server = setupMswServer();
const api = createSessionApi(createTestClient());

const INIT_DATA = {
  user: { id: 42, lang: 'id', theme: 'night' },
  schemes: [{ id: 'com' }],
  plans: [
    { id: 1, alias: 'Free', level: 0, currency: 'usd', monthly: 0, storage: 1536, network: 2048, instance: 3, users: 1 },
    { id: 2, alias: 'Lite', level: 1, currency: 'usd', monthly: '1.5', storage: 5120, network: 20480, instance: 6, users: 3 },
  ],
  servers: [{ id: 1, endpoint: 'sga.domcloud.co', feature_level: 0 }],
  currencies: [{ value: 'usd', intl_code: 'USD', intl_precision: 2 }],
  teams: [{ id: 3, user_id: 42, role: 'owner', evaluated_at: '2025-06-01 10:00:00' }],
  csrf: { name: 'csrf_token', value: 'token-abc' },
  config: { nameservers: ['nsp.domcloud.co', 'nss.domcloud.co'], maxfilesizeupload: 104857600 },
  features: { manual_backup: 1 },
};

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  marker: string | null;
}

function see(request: Request): Seen {
  const url = new URL(request.url);
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), marker: request.headers.get(SCRIPT_MARKER_HEADER) };
}


describe('createSessionApi', () => {
  it('getInitData reads GET initdata', async () => {
    let seen: Seen | undefined;
    server.use(
      http.get(userapi('initdata'), ({ request }) => {
        seen = see(request);
        return HttpResponse.json(INIT_DATA);
      }),
    );
    const data = await api.getInitData();
    expect(seen).toEqual({ method: 'GET', path: '/userapi/initdata', query: {}, marker: SCRIPT_MARKER_VALUE });
    expect(data.user).toEqual({ id: 42, lang: 'id', theme: 'night' });
    expect(data.plans[1]).toMatchObject({ alias: 'Lite', level: 1, monthly: 1.5 });
    expect(data.csrf).toEqual({ name: 'csrf_token', value: 'token-abc' });
  });

  it.each([
    ['a login page', () => HttpResponse.text('<!doctype html><title>Login</title>')],
    ['data without a csrf token', () => HttpResponse.json({ ...INIT_DATA, csrf: null })],
    ['a team with an unknown role', () => HttpResponse.json({ ...INIT_DATA, teams: [{ id: 3, user_id: 42, role: 'guest', evaluated_at: null }] })],
  ])('getInitData turns %s into a malformed ApiError', async (_name, answer) => {
    server.use(http.get(userapi('initdata'), answer));
    const error = await rejection(api.getInitData());
    expect(error).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
  });

  it('getInitData turns a 500 into an http ApiError', async () => {
    server.use(http.get(userapi('initdata'), () => new HttpResponse('Internal error', { status: 500 })));
    const error = await rejection(api.getInitData());
    expect(error).toMatchObject({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE });
  });

  it('getInitData passes the abort signal', async () => {
    server.use(http.get(userapi('initdata'), () => HttpResponse.json(INIT_DATA)));
    const controller = new AbortController();
    controller.abort();
    expect(await rejection(api.getInitData({ signal: controller.signal }))).toMatchObject({ kind: 'aborted' });
  });

  it('listUsers reads GET users/list?page={page}', async () => {
    let seen: Seen | undefined;
    server.use(
      http.get(userapi('users/list'), ({ request }) => {
        seen = see(request);
        return HttpResponse.json({ users: [{ id: '1', email: 'admin@example.com', created_at: '2020-01-01 00:00:00' }], page: 2, pages: 7 });
      }),
    );
    const page = await api.listUsers({ page: 2 });
    expect(seen).toMatchObject({ method: 'GET', path: '/userapi/users/list', query: { page: '2' } });
    expect(page).toEqual({ users: [{ id: 1, email: 'admin@example.com', created_at: '2020-01-01 00:00:00' }], page: 2, pages: 7 });
  });

  it('listUsers sends the email filter as email=, and leaves an empty one out', async () => {
    const seen: Seen[] = [];
    server.use(
      http.get(userapi('users/list'), ({ request }) => {
        seen.push(see(request));
        return HttpResponse.json({ users: [], page: 1, pages: 1 });
      }),
    );
    await api.listUsers({ page: 1, email: 'Lestari' });
    await api.listUsers({ page: 3, email: '' });
    expect(seen).toMatchObject([{ query: { page: '1', email: 'Lestari' } }, { query: { page: '3' } }]);
    expect(seen[1]?.query).not.toHaveProperty('email');
  });

  it('banAccount calls GET /userapi/banthisaccount and ignores the page it answers', async () => {
    let seen: Seen | undefined;
    server.use(
      http.get(`${TEST_BASE_URL}/userapi/banthisaccount`, ({ request }) => {
        seen = see(request);
        return HttpResponse.text('<html>Your account is banned, sorry.</html>');
      }),
    );
    await expect(api.banAccount()).resolves.toBeUndefined();
    expect(seen).toMatchObject({ method: 'GET', path: '/userapi/banthisaccount', query: {} });
  });

  it('banAccount rejects a refusal', async () => {
    server.use(http.get(`${TEST_BASE_URL}/userapi/banthisaccount`, () => new HttpResponse(null, { status: 403 })));
    expect((await rejection(api.banAccount())).isForbidden).toBe(true);
  });

  it('builds the login-as, logout and login URLs the browser follows', () => {
    expect(api.loginAsUserUrl('ana+test@example.com')).toBe(`${TEST_BASE_URL}/userapi/loginas?email=ana%2Btest%40example.com`);
    expect(api.loginAsHostUrl('cuddly-pop-vou.domcloud.dev')).toBe(`${TEST_BASE_URL}/userapi/loginas?host=cuddly-pop-vou.domcloud.dev`);
    expect(api.logoutUrl()).toBe(`${TEST_BASE_URL}/logout`);
    expect(api.loginUrl('/user/team/3/host/list?message=payment-return')).toBe(
      `${TEST_BASE_URL}/login?r=%2Fuser%2Fteam%2F3%2Fhost%2Flist%3Fmessage%3Dpayment-return`,
    );
  });
});
