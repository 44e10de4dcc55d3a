import { afterEach, expect, vi } from 'vitest';
import { CSRF_FIELD } from '../world/session';
import { startApiServer, type RunningApiServer } from './api-server';
import type { ApiServerOptions } from './options';
import { SESSION_COOKIE } from './sessions';

/*
 * Test support for the HTTP server's tests: servers on free ports, closed after each test, and real fetch against them.
 */

export const CONSOLE_ORIGIN = 'http://127.0.0.1:4310';

/** Starts servers on free ports (console origin CONSOLE_ORIGIN, errors recorded) and closes them after each test. */
export function apiServerStarter() {
  const running: RunningApiServer[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.close()));
  });
  return async (options: ApiServerOptions = {}) => {
    const server = await startApiServer({ port: 0, consoleOrigin: CONSOLE_ORIGIN, onError: vi.fn(), ...options });
    running.push(server);
    return server;
  };
}

/** The session cookie a sign-in answer sets, as a Cookie header value. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith(`${SESSION_COOKIE}=`));
  expect(cookie).toBeDefined();
  return (cookie ?? '').split(';')[0] ?? '';
}

/** Signs in through GitHub's simulated page and returns the Cookie header for later calls. */
export async function signIn(server: RunningApiServer): Promise<string> {
  const response = await fetch(`${server.url}/login/github?r=/user`, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return sessionCookieOf(response);
}

/** The CSRF token initdata hands the signed-in session. */
export async function csrfToken(server: RunningApiServer, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { csrf: { name: string; value: string } };
  expect(body.csrf.name).toBe(CSRF_FIELD);
  return body.csrf.value;
}
