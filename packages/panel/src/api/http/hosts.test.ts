import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '../client';
import { FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { HOST_LAUNCHER_TOOLS } from '../schemas/hosts';
import { TEST_BASE_URL, TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createHostsApi } from './hosts';

const server = setupMswServer();
const api = createHostsApi(createTestClient());

const HOST = {
  id: 12,
  domain: 'cuddly-pop-vou.domcloud.dev',
  username: 'cuddly-pop-vou',
  ssh_username: 'cuddly-pop-vou',
  server_id: 1,
  status: 'active',
  created_at: '2024-10-13 09:12:44',
  user_id: 42,
  quota_server: 52428800,
  quota_net: 104857600,
};

const STATS = {
  quota_user: 41943040,
  quota_db: 10485760,
  quota_server: 52428800,
  quota_net: 257577216,
  bandwidths: { '2023-05-15': 128788448, '2023-05-16': 128788768 },
  ssl_expiry_at: '2024-11-06 03:49:00',
  updated_at: '2024-10-13 10:00:00',
  mypasswd: null,
  pgpasswd: 'pg-extra',
};

interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  form?: Record<string, string>;
  csrfHeader?: string | null;
}

async function see(request: Request): Promise<Seen> {
  const url = new URL(request.url);
  const seen: Seen = { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams) };
  if (request.method === 'POST') {
    expect(request.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    seen.form = Object.fromEntries(new URLSearchParams(await request.text()));
    seen.csrfHeader = request.headers.get(CSRF_HEADER);
  }
  return seen;
}

/** Answers every call to `url` with `body` and keeps what the server saw. */
function record(method: 'get' | 'post', url: string, body: JsonBodyType) {
  const calls: Seen[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      calls.push(await see(request));
      return HttpResponse.json(body);
    }),
  );
  return calls;
}


describe('createHostsApi reads', () => {
  it('listHosts reads GET team/{teamId}/host/list with page and server', async () => {
    const calls = record('get', userapi('team/3/host/list'), [HOST, { ...HOST, id: '15', status: 'removed', quota_server: null }]);
    const hosts = await api.listHosts({ teamId: 3, page: 2, serverId: 4 });
    await api.listHosts({ teamId: 3 });
    expect(calls).toEqual([
      { method: 'GET', path: '/userapi/team/3/host/list', query: { page: '2', server: '4' } },
      { method: 'GET', path: '/userapi/team/3/host/list', query: {} },
    ]);
    expect(hosts.map((host) => [host.id, host.status])).toEqual([
      [12, 'active'],
      [15, 'removed'],
    ]);
  });

  it('getHostDetail reads GET team/{teamId}/host/detail/{hostId}', async () => {
    const hostServer = { id: 1, endpoint: 'sga.domcloud.co', ip: '68.183.191.223', ip6: null, features: ['mysql'] };
    const calls = record('get', userapi('team/3/host/detail/12'), { host: { ...HOST, password: 'secret-pass' }, server: hostServer });
    const detail = await api.getHostDetail({ teamId: 3, hostId: 12 });
    expect(calls).toEqual([{ method: 'GET', path: '/userapi/team/3/host/detail/12', query: {} }]);
    expect(detail.host).toMatchObject({ id: 12, password: 'secret-pass' });
    expect(detail.server).toMatchObject({ endpoint: 'sga.domcloud.co', ip: '68.183.191.223', features: ['mysql'] });
  });

  it('getHostStats reads GET host/stat/{hostId}', async () => {
    const calls = record('get', userapi('host/stat/12'), { ...STATS, bandwidths: JSON.stringify(STATS.bandwidths) });
    const stats = await api.getHostStats({ hostId: 12 });
    expect(calls).toEqual([{ method: 'GET', path: '/userapi/host/stat/12', query: {} }]);
    expect(stats).toEqual(STATS);
  });

  it('getHostStats answers null before the first count', async () => {
    record('get', userapi('host/stat/13'), null);
    await expect(api.getHostStats({ hostId: 13 })).resolves.toBeNull();
  });

  it('turns a malformed answer into a malformed ApiError', async () => {
    record('get', userapi('team/3/host/list'), [{ ...HOST, domain: null }]);
    record('get', userapi('host/stat/12'), { ...STATS, bandwidths: { '2023-05-15': 'lots' } });
    expect(await rejection(api.listHosts({ teamId: 3 }))).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
    expect(await rejection(api.getHostStats({ hostId: 12 }))).toMatchObject({ kind: 'malformed' });
  });

  it('turns a 500 into an http ApiError', async () => {
    server.use(http.get(userapi('team/3/host/detail/12'), () => HttpResponse.json({ message: 'Server down' }, { status: 500 })));
    const error = await rejection(api.getHostDetail({ teamId: 3, hostId: 12 }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE, detail: 'Server down' });
  });
});

describe('createHostsApi writes', () => {
  const csrf = { [TEST_CSRF.name]: TEST_CSRF.value };
  const answer = { message: 'Done', redirect: '/user/team/3/host/detail/12' };

  it.each([
    ['recountHosts', () => api.recountHosts({ teamId: 3 }), 'team/3/host/list', { action: 'recount' }],
    ['recountHost', () => api.recountHost({ teamId: 3, hostId: 12 }), 'team/3/host/detail/12', { action: 'recount' }],
    ['updateHost', () => api.updateHost({ teamId: 3, hostId: 12 }), 'team/3/host/detail/12', { action: 'update' }],
    ['renameHost', () => api.renameHost({ teamId: 3, hostId: 12, username: 'new-name' }), 'team/3/host/rename/12', { username: 'new-name' }],
    ['changeHostDomain', () => api.changeHostDomain({ teamId: 3, hostId: 12, domain: 'example.com' }), 'team/3/host/cname/12', { cname: 'example.com' }],
    ['changeHostPassword', () => api.changeHostPassword({ teamId: 3, hostId: 12, password: 'n3w-Passw0rd' }), 'team/3/host/passwd/12', { password: 'n3w-Passw0rd' }],
    [
      'changeHostPassword with extra passwords',
      () => api.changeHostPassword({ teamId: 3, hostId: 12, password: 'n3w-Passw0rd', mysqlPassword: 'my-Passw0rd', postgresPassword: '' }),
      'team/3/host/passwd/12',
      { password: 'n3w-Passw0rd', mypasswd: 'my-Passw0rd' },
    ],
    ['moveHost', () => api.moveHost({ teamId: 3, hostId: 12, serverId: 4 }), 'team/3/host/server/12', { server_id: '4' }],
    ['transferHost', () => api.transferHost({ teamId: 3, hostId: 12, targetTeamId: 7 }), 'team/3/host/transfer/12', { team_id: '7' }],
    ['deleteHost', () => api.deleteHost({ teamId: 3, hostId: 12, username: 'cuddly-pop-vou' }), 'team/3/host/delete/12', { wordpass: 'cuddly-pop-vou' }],
  ])('%s posts its form with the CSRF token', async (_name, call, path, fields) => {
    const calls = record('post', userapi(path), answer);
    await expect(call()).resolves.toEqual(answer);
    expect(calls).toEqual([{ method: 'POST', path: `/userapi/${path}`, query: {}, form: { ...fields, ...csrf }, csrfHeader: TEST_CSRF.value }]);
  });

  it('accepts an empty answer to a form post', async () => {
    record('post', userapi('team/3/host/list'), {});
    await expect(api.recountHosts({ teamId: 3 })).resolves.toEqual({});
  });

  it('carries the field messages of a refused form (422)', async () => {
    server.use(
      http.post(userapi('team/3/host/rename/12'), () => HttpResponse.json({ message: 'Invalid input', errors: { username: 'Username is taken' } }, { status: 422 })),
    );
    const error = await rejection(api.renameHost({ teamId: 3, hostId: 12, username: 'taken-name' }));
    expect(error).toMatchObject({ kind: 'http', status: 422, fieldErrors: { username: 'Username is taken' } });
  });

  it('turns a form answer that is not JSON into a malformed ApiError', async () => {
    server.use(http.post(userapi('team/3/host/delete/12'), () => HttpResponse.text('<html>Deleted</html>')));
    expect(await rejection(api.deleteHost({ teamId: 3, hostId: 12, username: 'cuddly-pop-vou' }))).toMatchObject({ kind: 'malformed' });
  });
});

describe('hostLauncherUrl', () => {
  it.each(HOST_LAUNCHER_TOOLS)('builds the %s launcher URL', (tool) => {
    expect(api.hostLauncherUrl({ teamId: 3, hostId: 12, tool })).toBe(`${TEST_BASE_URL}/userapi/team/3/host/open/12?open=${tool}`);
  });
});
