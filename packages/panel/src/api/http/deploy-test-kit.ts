import { expect } from 'vitest';
import { CSRF_HEADER } from '../client';
import { ApiError } from '../errors';
import { TEST_CSRF } from '../testing/msw-node';

export interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  form: Record<string, string>;
}

/** What the server got: method, path, query and url-encoded form fields (the CSRF field left out). */
export async function receive(request: Request): Promise<Received> {
  const url = new URL(request.url);
  const form: Record<string, string> = {};
  if (request.method === 'POST') {
    expect(request.headers.get(CSRF_HEADER)).toBe(TEST_CSRF.value);
    for (const [key, value] of new URLSearchParams(await request.text())) if (key !== TEST_CSRF.name) form[key] = value;
  }
  return { method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), form };
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

