import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { TEST_BASE_URL, createTestClient, setupMswServer, userapi } from '../testing/msw-node';
import { createDeployApi } from './deploy';
import { receive, rejection, type Received } from './deploy-test-kit';

const server = setupMswServer();
const api = createDeployApi(createTestClient());

const log = 'DOM Cloud runner v1.4.260106 ref 13e0b21 in example.com at 2024-10-13T08:21:45.000Z\n$> Applying features\n$> Execution Finished in 1.234s';
const deployment = { id: 41, user_id: 1, result: log, template: 'features:\n  - mysql\n', updated_at: '2024-10-13 08:21:58' };
const webhook = {
  id: 12,
  source_repo: 'willnode/my-app',
  source_commit: '3f2a9c1e',
  source_branch: 'main',
  source_vendor: 'github',
  status: 'active',
  secret: 'a1b2c3d4e5f6a7b8c9d0',
  updated_at: '2024-10-13 08:21:45',
};

describe('createDeployApi: runner', () => {
  it('lists the deployments of a host', async () => {
    let received: Received | undefined;
    server.use(
      http.get(userapi('host/runner/7'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json([deployment, { ...deployment, id: '42', result: null, updated_at: null }]);
      }),
    );
    const list = await api.listDeployments({ hostId: 7 });
    expect(received).toEqual({ method: 'GET', path: '/userapi/host/runner/7', query: {}, form: {} });
    expect(list).toEqual([deployment, { ...deployment, id: 42, result: '', updated_at: null }]);
  });

  it('reads one deployment from the runner page path with ?id=', async () => {
    let received: Received | undefined;
    server.use(
      http.get(userapi('team/3/host/runner/7'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json({ result: 'Running deployment script... Please wait...\n', template: 'features: [mysql]' });
      }),
    );
    const detail = await api.getDeployment({ teamId: 3, hostId: 7, deployId: 42 });
    expect(received).toEqual({ method: 'GET', path: '/userapi/team/3/host/runner/7', query: { id: '42' }, form: {} });
    expect(detail).toEqual({ result: 'Running deployment script... Please wait...\n', template: 'features: [mysql]' });
  });

  it('posts the deploy form with the YAML template, and the clear form with delete=y', async () => {
    const received: Received[] = [];
    server.use(
      http.post(userapi('team/3/host/runner/7'), async ({ request }) => {
        received.push(await receive(request));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    await expect(api.startDeployment({ teamId: 3, hostId: 7, template: 'features:\n  - mysql create\n' })).resolves.toEqual({ message: 'ok' });
    await expect(api.clearDeployments({ teamId: 3, hostId: 7 })).resolves.toEqual({ message: 'ok' });
    expect(received).toEqual([
      { method: 'POST', path: '/userapi/team/3/host/runner/7', query: {}, form: { template: 'features:\n  - mysql create\n' } },
      { method: 'POST', path: '/userapi/team/3/host/runner/7', query: {}, form: { delete: 'y' } },
    ]);
  });

  it('reads the environment of a host', async () => {
    let received: Received | undefined;
    server.use(
      http.get(userapi('host/environment/7'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json({ envs: { NODE_ENV: 'production' } });
      }),
    );
    await expect(api.getHostEnvironment({ hostId: 7 })).resolves.toEqual({ envs: { NODE_ENV: 'production' } });
    expect(received).toEqual({ method: 'GET', path: '/userapi/host/environment/7', query: {}, form: {} });
  });

  it("rejects a malformed history as 'malformed' and a 500 as 'http'", async () => {
    server.use(
      http.get(userapi('host/runner/7'), () => HttpResponse.json([{ ...deployment, template: undefined }])),
      http.get(userapi('host/runner/8'), () => HttpResponse.text('<html>login</html>')),
      http.post(userapi('team/3/host/runner/7'), () => new HttpResponse('boom', { status: 500 })),
    );
    expect(await rejection(api.listDeployments({ hostId: 7 }))).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
    expect(await rejection(api.listDeployments({ hostId: 8 }))).toMatchObject({ kind: 'malformed' });
    expect(await rejection(api.startDeployment({ teamId: 3, hostId: 7, template: 'features: [mysql]' }))).toMatchObject({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE });
  });

  it('passes the abort signal on', async () => {
    server.use(
      http.get(userapi('host/runner/7'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = api.listDeployments({ hostId: 7 }, { signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
  });
});

describe('createDeployApi: webhooks', () => {
  it('lists the webhooks of a host', async () => {
    let received: Received | undefined;
    server.use(
      http.get(userapi('host/webhook/7'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json([webhook, { ...webhook, id: '13', status: 'idle', source_commit: null }]);
      }),
    );
    const list = await api.listWebhooks({ hostId: 7 });
    expect(received).toEqual({ method: 'GET', path: '/userapi/host/webhook/7', query: {}, form: {} });
    expect(list).toEqual([webhook, { ...webhook, id: 13, status: 'idle', source_commit: null }]);
  });

  it('posts add (with the YAML script) and delete to the webhook page', async () => {
    const received: Received[] = [];
    server.use(
      http.post(userapi('team/3/host/webhook/7'), async ({ request }) => {
        received.push(await receive(request));
        return HttpResponse.json({});
      }),
    );
    await api.addWebhook({ teamId: 3, hostId: 7, script: 'source: https://github.com/willnode/my-app\ncommands:\n  - git pull\n  - restart\n' });
    await api.deleteWebhook({ teamId: 3, hostId: 7, webhookId: 12 });
    expect(received).toEqual([
      { method: 'POST', path: '/userapi/team/3/host/webhook/7', query: {}, form: { action: 'add', template: 'source: https://github.com/willnode/my-app\ncommands:\n  - git pull\n  - restart\n' } },
      { method: 'POST', path: '/userapi/team/3/host/webhook/7', query: {}, form: { action: 'delete', id: '12' } },
    ]);
  });

  it('reads the badge status with the first 8 characters of the secret, and builds its URL', async () => {
    let received: Received | undefined;
    server.use(
      http.get(`${TEST_BASE_URL}/api/webhook/status/12`, async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json({ schemaVersion: 1, label: 'deploy', message: 'updating', color: 'yellow' });
      }),
    );
    await expect(api.getWebhookBadge({ webhookId: 12, secret: webhook.secret })).resolves.toEqual({ schemaVersion: 1, label: 'deploy', message: 'updating', color: 'yellow' });
    expect(received).toEqual({ method: 'GET', path: '/api/webhook/status/12', query: { key: 'a1b2c3d4', type: 'badge' }, form: {} });
    expect(api.getWebhookBadgeUrl({ webhookId: 12, secret: webhook.secret })).toBe(`${TEST_BASE_URL}/api/webhook/status/12?key=a1b2c3d4&type=badge`);
  });

  it('rejects an unknown badge status as malformed', async () => {
    server.use(http.get(`${TEST_BASE_URL}/api/webhook/status/12`, () => HttpResponse.json({ label: 'deploy', message: 'passing' })));
    expect((await rejection(api.getWebhookBadge({ webhookId: 12, secret: webhook.secret }))).kind).toBe('malformed');
  });
});
