import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../client';
import { TEST_BASE_URL, TEST_CSRF, createTestClient, setupMswServer, userapi } from '../testing/msw-node';
import type { UploadRequest } from '../upload';
import { createDeployApi } from './deploy';
import { receive, rejection, type Received } from './deploy-test-kit';

const server = setupMswServer();
const api = createDeployApi(createTestClient());

describe('createDeployApi: ordering', () => {
  it('posts the order form and answers with the new host id', async () => {
    let received: Received | undefined;
    server.use(
      http.post(userapi('team/3/host/create'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json({ id: '88', redirect: '/user/host/runner/88' });
      }),
    );
    const order = { teamId: 3, username: 'cuddly-pop-vou', serverId: 2, domain: 'cuddly-pop-vou.domcloud.dev', password: 's3cret-pass', template: 'features:\n  - mysql\n' };
    await expect(api.createHost({ ...order, mergeWithParent: true })).resolves.toEqual({ id: 88, redirect: '/user/host/runner/88' });
    expect(received).toEqual({
      method: 'POST',
      path: '/userapi/team/3/host/create',
      query: {},
      form: { username: 'cuddly-pop-vou', server_id: '2', domain: 'cuddly-pop-vou.domcloud.dev', merge_parent: 'y', password: 's3cret-pass', template: 'features:\n  - mysql\n' },
    });
    await api.createHost({ ...order, mergeWithParent: false, template: '' });
    expect(received?.form).toEqual({ username: 'cuddly-pop-vou', server_id: '2', domain: 'cuddly-pop-vou.domcloud.dev', password: 's3cret-pass', template: '' });
  });

  it('carries the field messages of a rejected order', async () => {
    server.use(http.post(userapi('team/3/host/create'), () => HttpResponse.json({ message: 'Invalid input', errors: { username: 'The username is taken' } }, { status: 422 })));
    const error = await rejection(api.createHost({ teamId: 3, username: 'taken', serverId: 2, domain: 'taken.domcloud.dev', mergeWithParent: false, password: 's3cret-pass', template: '' }));
    expect(error.fieldErrors).toEqual({ username: 'The username is taken' });
  });

  it('searches repositories, and gives an empty list on any failure', async () => {
    let received: Received | undefined;
    server.use(
      http.get(userapi('github/'), async ({ request }) => {
        received = await receive(request);
        return HttpResponse.json({ total_count: 1, items: [{ full_name: 'willnode/my-app', private: false }] });
      }),
    );
    await expect(api.searchRepositories({ query: 'my-app', owner: 'willnode' })).resolves.toEqual([{ full_name: 'willnode/my-app', private: false }]);
    expect(received).toEqual({ method: 'GET', path: '/userapi/github/', query: { q: 'my-app', o: 'willnode' }, form: {} });

    server.use(http.get(userapi('github/'), () => HttpResponse.json({ message: 'GitHub API token not found' }, { status: 403 })));
    await expect(api.searchRepositories({ query: 'my-app' })).resolves.toEqual([]);
    server.use(http.get(userapi('github/'), () => HttpResponse.json({ unexpected: true })));
    await expect(api.searchRepositories({ query: 'my-app' })).resolves.toEqual([]);
  });

  it('still rejects a cancelled search', async () => {
    server.use(
      http.get(userapi('github/'), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = api.searchRepositories({ query: 'x' }, { signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
  });

  it('checks a repository URL: ok, a problem (even on 4xx), or a deploy key', async () => {
    const url = 'https://github.com/willnode/private-app';
    const key = { type: 'deploy-key', publicKey: 'ssh-ed25519 AAAA deploy', privateKey: '-----BEGIN OPENSSH PRIVATE KEY-----', setupUrl: `${url}/settings/keys/new`, usingDeployKey: false };
    const answers = [
      HttpResponse.json({ status: 'ok' }),
      HttpResponse.json({ status: 'error', message: 'No repository found', hint: 'Is the repository private?' }, { status: 404 }),
      HttpResponse.json(key),
    ];
    const received: Received[] = [];
    server.use(
      http.get(userapi('checkRepo'), async ({ request }) => {
        received.push(await receive(request));
        return answers.shift() ?? HttpResponse.json({}, { status: 500 });
      }),
    );
    await expect(api.checkRepo({ url })).resolves.toEqual({ kind: 'ok' });
    await expect(api.checkRepo({ url })).resolves.toEqual({ kind: 'problem', message: 'No repository found', hint: 'Is the repository private?' });
    await expect(api.checkRepo({ url })).resolves.toEqual({ kind: 'deploy-key', deployKey: key });
    expect(received[0]).toEqual({ method: 'GET', path: '/userapi/checkRepo', query: { url }, form: {} });
    expect((await rejection(api.checkRepo({ url }))).kind).toBe('malformed');
  });
});

describe('createDeployApi: uploadRepo', () => {
  type Listener = (event: ProgressEvent) => void;

  function fakeUpload() {
    const listeners = new Map<string, Listener>();
    let progress: Listener | undefined;
    const request = {
      status: 0,
      responseText: '',
      withCredentials: false,
      url: '',
      headers: new Map<string, string>(),
      body: undefined as unknown,
      open: vi.fn((_method: string, url: string) => {
        request.url = url;
      }),
      send: vi.fn((body: unknown) => {
        request.body = body;
      }),
      abort: vi.fn(),
      setRequestHeader: (name: string, value: string) => request.headers.set(name, value),
      upload: { addEventListener: (_type: string, listener: Listener) => (progress = listener) },
      addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
      /** Answers once the upload has been sent (its code loads on the first upload, so it starts a moment later). */
      async answer(status: number, text: string) {
        await vi.waitFor(() => expect(request.send).toHaveBeenCalled());
        progress?.({ lengthComputable: true, loaded: 2048, total: 4096 } as ProgressEvent);
        request.status = status;
        request.responseText = text;
        listeners.get('load')?.(new Event('load') as ProgressEvent);
      },
    };
    const client = createHttpClient({ baseUrl: TEST_BASE_URL, csrf: () => TEST_CSRF, createUploadRequest: () => request as unknown as UploadRequest });
    return { request, uploadApi: createDeployApi(client) };
  }

  it('posts the zip as repo.zip in field repo with the CSRF field, reporting progress', async () => {
    const { request, uploadApi } = fakeUpload();
    const onProgress = vi.fn();
    const pending = uploadApi.uploadRepo({ zip: new Blob(['PK zip bytes'], { type: 'application/zip' }), onProgress });
    await request.answer(200, '{"path":"/tmp/uploads/8f3a/repo.zip"}');
    await expect(pending).resolves.toEqual({ path: '/tmp/uploads/8f3a/repo.zip' });
    expect(request.open).toHaveBeenCalledWith('POST', `${TEST_BASE_URL}/userapi/uploadRepo`);
    expect(request.headers.get('x-csrf-token')).toBe(TEST_CSRF.value);
    const body = request.body as FormData;
    const repo = body.get('repo');
    expect(repo).toBeInstanceOf(File);
    expect((repo as File).name).toBe('repo.zip');
    expect(await (repo as File).text()).toBe('PK zip bytes');
    expect(body.get(TEST_CSRF.name)).toBe(TEST_CSRF.value);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 2048, total: 4096 });
  });

  it("rejects an answer without a path as 'malformed' and a 500 as 'http'", async () => {
    const first = fakeUpload();
    const malformed = first.uploadApi.uploadRepo({ zip: new Blob(['x']) });
    await first.request.answer(200, '{"ok":true}');
    expect((await rejection(malformed)).kind).toBe('malformed');
    const second = fakeUpload();
    const failed = second.uploadApi.uploadRepo({ zip: new Blob(['x']) });
    await second.request.answer(500, 'Server error');
    expect(await rejection(failed)).toMatchObject({ kind: 'http', status: 500, message: 'Upload failed with status code 500' });
  });
});
