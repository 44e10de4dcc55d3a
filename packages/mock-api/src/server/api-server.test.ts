import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER } from '@hostdeck/panel/contract';
import { resolveWorldA } from '../handlers/deploy-external';
import { SLOW_LATENCY_MS } from '../scenarios';
import { CSRF_FIELD } from '../world/session';
import { CONSOLE_ORIGIN, csrfToken, signIn, apiServerStarter } from './testing';

const start = apiServerStarter();

/** The status of a GET with the request target written as given (fetch always sends a path). */
function rawStatus(origin: string, target: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path: target }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

const profileEdit = (name: string) => new URLSearchParams({ action: 'edit', name, theme: 'dark', lang: 'en' });

describe('the simulated backend over HTTP: session', () => {
  it('answers every /userapi call without a known session cookie 401 with the not-signed-in message', async () => {
    const server = await start();
    for (const cookie of [undefined, 'hostdeck_session=0123', 'hostdeck_session=%E0%A4%A; other', '=;;hostdeck_session', `hostdeck_session=${'a'.repeat(64)}`]) {
      const response = await fetch(`${server.url}/userapi/initdata`, { headers: cookie === undefined ? {} : { Cookie: cookie } });
      expect(response.status, cookie).toBe(401);
      expect(await response.json()).toEqual({ message: 'You are not signed in.' });
    }
  });

  it('answers initdata with the csrf token once signed in, and the token is the world session’s', async () => {
    const server = await start();
    const cookie = await signIn(server);
    expect(await csrfToken(server, cookie)).toBe(server.store.state.session.csrf);
  });

  it('hands each server’s world its own CSRF token, and a new one on each sign-in', async () => {
    const [first, second] = await Promise.all([start(), start()]);
    const firstToken = await csrfToken(first, await signIn(first));
    expect(firstToken).toMatch(/^[0-9a-f]{64}$/);
    expect(await csrfToken(second, await signIn(second))).not.toBe(firstToken);
    expect(await csrfToken(first, await signIn(first))).not.toBe(firstToken);
  });

  it('refuses a write without the CSRF token (403) and accepts it with the header or the form field', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const token = await csrfToken(server, cookie);
    const post = (body: URLSearchParams, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/userapi/profile`, { method: 'POST', body, headers: { Cookie: cookie, ...headers } });

    const refused = await post(profileEdit('Nobody'));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/CSRF/);
    expect((await post(profileEdit('Nobody'), { [CSRF_HEADER]: 'not-the-token' })).status).toBe(403);

    expect((await post(profileEdit('Maya by header'), { [CSRF_HEADER]: token })).status).toBe(200);
    const byField = profileEdit('Maya by field');
    byField.set(CSRF_FIELD, token);
    expect((await post(byField)).status).toBe(200);
    const profile = (await (await fetch(`${server.url}/userapi/profile`, { headers: { Cookie: cookie } })).json()) as { name: string };
    expect(profile.name).toBe('Maya by field');
  });

  it('passes a multipart upload through untouched: /userapi/uploadRepo answers the stored path', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const token = await csrfToken(server, cookie);
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    const form = new FormData();
    form.append('repo', new File([zip], 'repo.zip', { type: 'application/zip' }));
    const response = await fetch(`${server.url}/userapi/uploadRepo`, { method: 'POST', body: form, headers: { Cookie: cookie, [CSRF_HEADER]: token } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { path: string }).path).toMatch(/^\/tmp\/uploads\/42-[0-9a-z]+\/repo\.zip$/);

    const empty = new FormData();
    empty.append(CSRF_FIELD, token);
    expect((await fetch(`${server.url}/userapi/uploadRepo`, { method: 'POST', body: empty, headers: { Cookie: cookie } })).status).toBe(422);
  });
});

describe('the simulated backend over HTTP: CORS', () => {
  it('allows the configured console origin with credentials, and no other origin', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const fromConsole = await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie, Origin: CONSOLE_ORIGIN } });
    expect(fromConsole.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    expect(fromConsole.headers.get('access-control-allow-credentials')).toBe('true');
    expect(fromConsole.headers.get('vary')).toBe('Origin');

    const fromElsewhere = await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie, Origin: 'http://evil.example' } });
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromElsewhere.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers a preflight from the console 204 with the methods, headers and max age, and another origin’s without them', async () => {
    const server = await start();
    const preflight = (origin: string) =>
      fetch(`${server.url}/userapi/profile`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-csrf-token' } });
    const allowed = await preflight(CONSOLE_ORIGIN);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries([...allowed.headers].filter(([name]) => name.startsWith('access-control-')))).toEqual({
      'access-control-allow-origin': CONSOLE_ORIGIN,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'Accept, Content-Type, X-Requested-With, X-CSRF-TOKEN',
      'access-control-max-age': '600',
    });
    const refused = await preflight('http://evil.example');
    expect(refused.status).toBe(204);
    expect([...refused.headers].filter(([name]) => name.startsWith('access-control-'))).toEqual([]);
  });

  it('gives no origin CORS headers when no console origin is configured', async () => {
    const server = await start({ consoleOrigin: undefined });
    const response = await fetch(`${server.url}/recipes/index.yml`, { headers: { Origin: CONSOLE_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the simulated backend over HTTP: the outside services and public calls', () => {
  it('serves the recipe index naming its own origin, the recipe files and icons, with CORS for the console', async () => {
    const server = await start();
    const index = await fetch(server.urls.recipeIndex, { headers: { Origin: CONSOLE_ORIGIN } });
    expect(index.status).toBe(200);
    expect(index.headers.get('access-control-allow-origin')).toBe(CONSOLE_ORIGIN);
    const text = await index.text();
    expect(text).toMatch(new RegExp(`^relative_url: ${server.url}/recipes/$`, 'm'));
    expect(text).toMatch(/^\s+icon: icons\/wordpress\.svg$/m);
    const recipe = await fetch(`${server.urls.recipeBase}boot/wordpress.yml`);
    expect(recipe.status).toBe(200);
    expect(await recipe.text()).toMatch(/^features:/m);
    const icon = await fetch(`${server.urls.recipeBase}icons/wordpress.svg`);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${server.urls.recipeBase}no-such-recipe.yml`)).status).toBe(404);
  });

  it('answers DNS-over-HTTPS from the world without a session', async () => {
    const server = await start();
    const domain = server.store.state.hosts.find((item) => item.record.status !== 'removed')?.record.domain ?? '';
    const response = await fetch(`${server.urls.doh}?name=${domain}&type=A`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { Status: number; Answer: Array<{ data: string }> };
    expect(answer.Status).toBe(0);
    expect(answer.Answer.map((record) => record.data)).toEqual(resolveWorldA(server.store.state, domain));
    expect(answer.Answer.length).toBeGreaterThan(0);
  });

  it('answers the webhook badge without a session (it is public), outside /userapi', async () => {
    const server = await start();
    const badge = await fetch(`${server.urls.webhookBadge}/999999?key=nope`);
    expect(badge.status).toBe(404);
    expect(await badge.json()).toEqual({ message: 'Webhook not found' });
  });
});

describe('the simulated backend over HTTP: bad input and failures', () => {
  it('answers an unknown path 404 JSON and a bad request target 400, and keeps serving', async () => {
    const server = await start();
    const missing = await fetch(`${server.url}/no/such/path`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
    // An absolute-form target must not move the request to another origin's handlers.
    expect(await rawStatus(server.url, 'http://evil.example/userapi/initdata')).toBe(400);
    const cookie = await signIn(server);
    const token = await csrfToken(server, cookie);
    const badJson = await fetch(`${server.url}/userapi/profile`, { method: 'POST', body: '{"action":', headers: { Cookie: cookie, 'Content-Type': 'application/json', [CSRF_HEADER]: token } });
    expect(badJson.status).toBe(422);
    expect((await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('answers a failure inside a handler 500 JSON, reports it, and keeps serving', async () => {
    const onError = vi.fn();
    const server = await start({ onError });
    const cookie = await signIn(server);
    vi.spyOn(server.store, 'run').mockImplementationOnce(() => {
      throw new Error('boom');
    });
    const failed = await fetch(`${server.url}/userapi/profile`, { headers: { Cookie: cookie } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'The server failed to answer this call.' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), { method: 'GET', url: '/userapi/profile' });
    expect((await fetch(`${server.url}/userapi/profile`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});

describe('the simulated backend over HTTP: world and state file', () => {
  it('starts the scenario it is given', async () => {
    const server = await start({ scenario: 'free' });
    const cookie = await signIn(server);
    const initdata = (await (await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie } })).json()) as { user: { name: string } };
    expect(server.scenario).toBe('free');
    expect(initdata.user.name).toBe('Budi Santoso');
  });

  it('answers at once when latencyMs is 0, even in the slow scenario', async () => {
    const server = await start({ scenario: 'slow', latencyMs: 0 });
    const cookie = await signIn(server);
    const started = performance.now();
    expect((await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(SLOW_LATENCY_MS);
  });

  it('writes the world to the state file on close, and a server started from it sees the change', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'hostdeck-state-'));
    try {
      const stateFile = path.join(folder, 'nested', 'world.json');
      const first = await start({ stateFile, scenario: 'member' });
      const cookie = await signIn(first);
      const body = profileEdit('Dewi Saved');
      body.set(CSRF_FIELD, await csrfToken(first, cookie));
      expect((await fetch(`${first.url}/userapi/profile`, { method: 'POST', body, headers: { Cookie: cookie } })).status).toBe(200);
      await first.close();
      expect(JSON.parse(await readFile(stateFile, 'utf8'))).toMatchObject({ scenario: 'member' });

      const second = await start({ stateFile });
      expect(second.scenario).toBe('member');
      const again = await signIn(second);
      const profile = (await (await fetch(`${second.url}/userapi/profile`, { headers: { Cookie: again } })).json()) as { name: string };
      expect(profile.name).toBe('Dewi Saved');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
