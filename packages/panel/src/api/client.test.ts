import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER, SCRIPT_MARKER_HEADER, SCRIPT_MARKER_VALUE, createHttpClient, panelCredentials } from './client';
import { FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors';
import { TEST_BASE_URL, TEST_CSRF, createTestClient, setupMswServer, userapi, rejection } from './testing/msw-node';

const server = setupMswServer();
const client = createTestClient();
const hostSchema = z.object({ id: z.number(), domain: z.string() });


describe('createHttpClient', () => {
  it('reads JSON under the /userapi prefix, marked as a script call, with query parameters', async () => {
    server.use(
      http.get(userapi('team/3/host/list'), ({ request }) => {
        const url = new URL(request.url);
        expect(request.headers.get(SCRIPT_MARKER_HEADER)).toBe(SCRIPT_MARKER_VALUE);
        expect(request.headers.get(CSRF_HEADER)).toBeNull();
        return HttpResponse.json({ id: Number(url.searchParams.get('page')), domain: url.searchParams.get('server') ?? '' });
      }),
    );
    const host = await client.request({ path: 'team/3/host/list', query: { page: 2, server: 'sgp', skip: undefined }, schema: hostSchema });
    expect(host).toEqual({ id: 2, domain: 'sgp' });
  });

  it('reaches absolute paths outside /userapi', async () => {
    server.use(http.get(`${TEST_BASE_URL}/api/webhook/status/9`, () => HttpResponse.text('ok')));
    await expect(client.request({ path: '/api/webhook/status/9', schema: z.string(), responseType: 'text' })).resolves.toBe('ok');
  });

  it('calls external URLs as they are, without cookies or the script marker', async () => {
    server.use(
      http.get('https://dns.example/resolve', ({ request }) =>
        HttpResponse.json({ marker: request.headers.get(SCRIPT_MARKER_HEADER), name: new URL(request.url).searchParams.get('name') }),
      ),
    );
    const answer = await client.request({ path: 'https://dns.example/resolve', query: { name: 'example.com' }, schema: z.object({ marker: z.null(), name: z.string() }) });
    expect(answer).toEqual({ marker: null, name: 'example.com' });
  });

  it('sends the CSRF token as a header and a form field on every form post', async () => {
    server.use(
      http.post(userapi('host/runner/5'), async ({ request }) => {
        const form = await request.formData();
        return HttpResponse.json({
          header: request.headers.get(CSRF_HEADER),
          field: form.get(TEST_CSRF.name),
          template: form.get('template'),
          features: form.getAll('features'),
        });
      }),
    );
    const answer = await client.request({
      method: 'POST',
      path: 'host/runner/5',
      form: { template: 'features:\n  - mysql create', features: ['a', 'b'], skipped: undefined },
      schema: z.object({ header: z.string(), field: z.string(), template: z.string(), features: z.array(z.string()) }),
    });
    expect(answer).toEqual({ header: TEST_CSRF.value, field: TEST_CSRF.value, template: 'features:\n  - mysql create', features: ['a', 'b'] });
  });

  it('sends JSON posts with the CSRF header', async () => {
    server.use(
      http.post(userapi('profile'), async ({ request }) =>
        HttpResponse.json({ header: request.headers.get(CSRF_HEADER), body: await request.json() }),
      ),
    );
    const answer = await client.request({ method: 'POST', path: 'profile', json: { action: 'resend' }, schema: z.object({ header: z.string(), body: z.unknown() }) });
    expect(answer).toEqual({ header: TEST_CSRF.value, body: { action: 'resend' } });
  });

  it('sends multipart when the form holds a file', async () => {
    server.use(
      http.post(userapi('uploadRepo'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('repo');
        return HttpResponse.json({ name: file instanceof File ? file.name : null, csrf: form.get(TEST_CSRF.name) });
      }),
    );
    const repo = new File(['zip bytes'], 'repo.zip', { type: 'application/zip' });
    const answer = await client.request({ method: 'POST', path: 'uploadRepo', form: { repo }, schema: z.object({ name: z.string(), csrf: z.string() }) });
    expect(answer).toEqual({ name: 'repo.zip', csrf: TEST_CSRF.value });
  });

  it("rejects a 500 with 'Network response was not ok'", async () => {
    server.use(http.get(userapi('initdata'), () => new HttpResponse('Internal error', { status: 500 })));
    const error = await rejection(client.request({ path: 'initdata', schema: hostSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 500, message: NETWORK_ERROR_MESSAGE, detail: 'Internal error' });
  });

  it('carries the field messages of a rejected form (422)', async () => {
    server.use(http.post(userapi('team/3/member'), () => HttpResponse.json({ message: 'Invalid input', errors: { email: 'The email is required' } }, { status: 422 })));
    const error = await rejection(client.request({ method: 'POST', path: 'team/3/member', form: { action: 'invite' }, schema: z.unknown() }));
    expect(error.isValidation).toBe(true);
    expect(error.fieldErrors).toEqual({ email: 'The email is required' });
    expect(error.detail).toBe('Invalid input');
  });

  it('names 403 and 404', async () => {
    server.use(
      http.post(userapi('a'), () => new HttpResponse(null, { status: 403 })),
      http.get(userapi('b'), () => new HttpResponse(null, { status: 404 })),
    );
    expect((await rejection(client.request({ method: 'POST', path: 'a', schema: z.unknown() }))).isForbidden).toBe(true);
    expect((await rejection(client.request({ path: 'b', schema: z.unknown() }))).isNotFound).toBe(true);
  });

  it("turns a malformed answer into 'Error fetching data! try again later'", async () => {
    server.use(
      http.get(userapi('host/detail/1'), () => HttpResponse.json({ id: 'not a number', domain: 7 })),
      http.get(userapi('host/detail/2'), () => HttpResponse.text('<html>login page</html>')),
    );
    const wrongShape = await rejection(client.request({ path: 'host/detail/1', schema: hostSchema }));
    expect(wrongShape).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
    const notJson = await rejection(client.request({ path: 'host/detail/2', schema: hostSchema }));
    expect(notJson).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
  });

  it('parses a failed answer like a success when throwing is turned off', async () => {
    server.use(http.get(userapi('checkRepo'), () => HttpResponse.json({ status: 'error', message: 'No repository found' }, { status: 404 })));
    const answer = await client.request({ path: 'checkRepo', schema: z.object({ status: z.string(), message: z.string() }), shouldThrow: false });
    expect(answer.message).toBe('No repository found');
  });

  it('rejects as aborted when the signal fires, and as network when nothing answers', async () => {
    server.use(
      http.get(userapi('slow'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get(userapi('down'), () => HttpResponse.error()),
    );
    const controller = new AbortController();
    const pending = client.request({ path: 'slow', schema: z.unknown(), signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
    expect(await rejection(client.request({ path: 'down', schema: z.unknown() }))).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('gives up on a call that takes longer than its time limit, answer included, as a network failure', async () => {
    server.use(
      http.get(userapi('hanging'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.get(userapi('quick'), () => HttpResponse.json({ id: 1, domain: 'a.test' })),
    );
    const hurried = createHttpClient({ baseUrl: TEST_BASE_URL, timeoutMs: 50 });
    const started = Date.now();
    const error = await rejection(hurried.request({ path: 'hanging', schema: z.unknown() }));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(hurried.request({ path: 'quick', schema: hostSchema })).resolves.toEqual({ id: 1, domain: 'a.test' });
  });

  it('keeps an abort by the caller an abort, even with a time limit running', async () => {
    server.use(
      http.get(userapi('hanging'), async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const controller = new AbortController();
    const pending = createHttpClient({ baseUrl: TEST_BASE_URL, timeoutMs: 10_000 }).request({ path: 'hanging', schema: z.unknown(), signal: controller.signal });
    controller.abort();
    expect((await rejection(pending)).kind).toBe('aborted');
  });

  it('sends the session cookie to a panel server on another origin, and keeps same-origin calls same-origin', async () => {
    const seen: RequestCredentials[] = [];
    const fetchSpy: typeof fetch = (input, init) => {
      seen.push(init?.credentials ?? 'same-origin');
      return Promise.resolve(Response.json({ id: 1, domain: 'a.test' }));
    };
    await createHttpClient({ baseUrl: 'https://api.example.com', pageOrigin: 'https://console.example.com', fetch: fetchSpy }).request({ path: 'initdata', schema: hostSchema });
    await createHttpClient({ baseUrl: '', pageOrigin: 'https://console.example.com', fetch: fetchSpy }).request({ path: 'initdata', schema: hostSchema });
    await createHttpClient({ baseUrl: 'https://console.example.com/panel', pageOrigin: 'https://console.example.com', fetch: fetchSpy }).request({ path: 'initdata', schema: hostSchema });
    await createHttpClient({ baseUrl: 'https://api.example.com', pageOrigin: 'https://console.example.com', fetch: fetchSpy }).request({ path: 'https://dns.example/resolve', schema: hostSchema });
    expect(seen).toEqual(['include', 'same-origin', 'same-origin', 'omit']);
  });

  it.each([
    ['', 'https://c.example', 'same-origin'],
    ['https://c.example', 'https://c.example', 'same-origin'],
    ['https://c.example:8443', 'https://c.example', 'include'],
    ['http://c.example', 'https://c.example', 'include'],
    ['https://api.c.example', 'https://c.example', 'include'],
    ['https://api.c.example', undefined, 'same-origin'],
  ] as const)('panelCredentials(%s, page %s) is %s', (baseUrl, pageOrigin, expected) => {
    expect(panelCredentials(baseUrl, pageOrigin)).toBe(expected);
  });

  it('builds URLs for links the browser follows itself', () => {
    expect(client.url('team/3/host/open/9', { open: 'webmin' })).toBe(`${TEST_BASE_URL}/userapi/team/3/host/open/9?open=webmin`);
    expect(client.url('/logout')).toBe(`${TEST_BASE_URL}/logout`);
  });
});
