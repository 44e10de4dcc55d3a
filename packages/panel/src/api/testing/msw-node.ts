import { http } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createHttpClient, type CsrfToken, type HttpClient } from '../client';
import { ApiError } from '../errors';

export const TEST_BASE_URL = 'http://panel.test';
export const TEST_CSRF: CsrfToken = { name: 'csrf_token', value: 'token-123' };

/** An MSW server for a Node test file: unhandled requests fail the test, handlers reset after each test. */
export function setupMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

export function createTestClient(csrf: CsrfToken | undefined = TEST_CSRF): HttpClient {
  return createHttpClient({ baseUrl: TEST_BASE_URL, csrf: () => csrf });
}

/** `http://panel.test/userapi/<path>`, for MSW handlers. */
export const userapi = (path: string) => `${TEST_BASE_URL}/userapi/${path}`;

/** The ApiError a call rejects with; fails the test when the call succeeds or rejects with something else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A request as the server saw it: method, path, query and (for posts) the form fields. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, FormDataEntryValue>;
}

/** Answers `url` with `reply` and records every request it gets, for asserting what the client sent. */
export function recordRequests(server: SetupServer, method: 'get' | 'post', url: string, reply: () => Response): ReceivedRequest[] {
  const received: ReceivedRequest[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      const { pathname, searchParams } = new URL(request.url);
      const form = request.method === 'POST' ? Object.fromEntries(await request.formData()) : {};
      received.push({ method: request.method, path: pathname, query: Object.fromEntries(searchParams), form });
      return reply();
    }),
  );
  return received;
}
