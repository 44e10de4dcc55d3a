import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from '../testing/msw-node';
import { createServersApi, serverOrigin } from './servers';

const server = setupMswServer();
const api = createServersApi(createTestClient());

const sgp = {
  id: 4,
  endpoint: 'sgp.domcloud.co',
  title: 'Singapore (ARM)',
  vcpu: 4,
  ram: 24,
  arch: 'aarch64',
  ip: '129.150.52.34',
  ip6: null,
  created_at: '2023-01-10 00:00:00',
  quota_server: 5368709120,
  feature_level: 0,
  public_scope: true,
  global_domain: 'domcloud.dev',
  wildcard_domain: 'sgp.domcloud.dev',
};

/** Records the form of the next post to `path` and answers `answer`. */
function capturePost(path: string, answer: object = { message: 'OK' }) {
  const seen: { form?: Record<string, string> } = {};
  server.use(
    http.post(userapi(path), async ({ request }) => {
      seen.form = Object.fromEntries([...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]));
      return HttpResponse.json(answer);
    }),
  );
  return seen;
}


describe('createServersApi', () => {
  it('lists the servers of a team', async () => {
    server.use(http.get(userapi('team/3/server/list'), () => HttpResponse.json([sgp, { id: '9', endpoint: 'https://bridge.example.com', title: 'My box', public_scope: 0 }])));
    const servers = await api.listServers({ teamId: 3 });
    expect(servers.map((item) => [item.id, item.endpoint, item.public_scope])).toEqual([
      [4, 'sgp.domcloud.co', true],
      [9, 'https://bridge.example.com', false],
    ]);
  });

  it('reads one server', async () => {
    server.use(http.get(userapi('server/detail/4'), () => HttpResponse.json(sgp)));
    await expect(api.getServer({ serverId: 4 })).resolves.toMatchObject({ id: 4, arch: 'aarch64', feature_level: 0 });
  });

  it('creates a self-hosted server with alias, description and secret', async () => {
    const seen = capturePost('team/3/server/create', { redirect: '/user/server/detail/9' });
    await expect(api.createServer({ teamId: 3, alias: 'https://bridge.example.com', description: 'My box', pass: 's3cret' })).resolves.toEqual({ redirect: '/user/server/detail/9' });
    expect(seen.form).toEqual({ alias: 'https://bridge.example.com', description: 'My box', pass: 's3cret', [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('updates a server, leaving out an empty secret', async () => {
    const withSecret = capturePost('team/3/server/update/9');
    await api.updateServer({ teamId: 3, serverId: 9, alias: 'https://bridge.example.com', description: 'Renamed', pass: 'n3w' });
    expect(withSecret.form).toEqual({ alias: 'https://bridge.example.com', description: 'Renamed', pass: 'n3w', [TEST_CSRF.name]: TEST_CSRF.value });

    const keepSecret = capturePost('team/3/server/update/9');
    await api.updateServer({ teamId: 3, serverId: 9, alias: 'https://bridge.example.com', description: 'Renamed', pass: '' });
    expect(keepSecret.form).toEqual({ alias: 'https://bridge.example.com', description: 'Renamed', [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('deletes a server', async () => {
    const seen = capturePost('team/3/server/delete/9', { redirect: '/user/server' });
    await expect(api.deleteServer({ teamId: 3, serverId: 9 })).resolves.toEqual({ redirect: '/user/server' });
    expect(seen.form).toEqual({ [TEST_CSRF.name]: TEST_CSRF.value });
  });

  it('gives the status view URLs of a server endpoint', () => {
    expect(api.getServerStatusUrl({ endpoint: 'sgp.domcloud.co', view: 'check' })).toBe('https://sgp.domcloud.co/status/check');
    expect(api.getServerStatusUrl({ endpoint: 'https://bridge.example.com/', view: 'about' })).toBe('https://bridge.example.com/status/about');
    expect(serverOrigin(' http://10.0.0.5:2223// ')).toBe('http://10.0.0.5:2223');
  });

  it('rejects a malformed answer as malformed and a 500 as http', async () => {
    server.use(
      http.get(userapi('server/detail/4'), () => HttpResponse.text('<html>login</html>')),
      http.get(userapi('team/3/server/list'), () => new HttpResponse(null, { status: 500 })),
    );
    expect((await rejection(api.getServer({ serverId: 4 }))).kind).toBe('malformed');
    expect(await rejection(api.listServers({ teamId: 3 }))).toMatchObject({ kind: 'http', status: 500 });
  });
});
