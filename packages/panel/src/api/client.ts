import * as z from 'zod/mini';
import { ApiError, FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from './errors';
import { errorBodySchema } from './schemas/common';
import type { UploadProgress, UploadRequest } from './upload';

export interface CsrfToken {
  /** Form field name the server expects the token under. */
  name: string;
  value: string;
}

export interface HttpClientOptions {
  /** Origin (and optional root path) of the panel server, without a trailing slash; '' for the same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** The current CSRF token (from initdata); read at every write. */
  csrf?: () => CsrfToken | undefined;
  /** Makes the XMLHttpRequest of uploads; tests hand in a fake. */
  createUploadRequest?: () => UploadRequest;
  /** Milliseconds a call may take, answer included, before it fails as a network error. Default DEFAULT_TIMEOUT_MS. */
  timeoutMs?: number;
  /** The page's origin, to tell whether the panel server is another origin; default `location.origin`. */
  pageOrigin?: string;
}

/** How long a call (not an upload, which shows its progress and can be cancelled) may take before it gives up. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The cookies a call to the panel server carries: its session cookie must go along, so a server on another origin gets
 * 'include' (it must answer with CORS credentials for the console's origin); the same origin keeps 'same-origin'.
 */
export function panelCredentials(baseUrl: string, pageOrigin: string | undefined): RequestCredentials {
  if (baseUrl === '' || pageOrigin === undefined) return 'same-origin';
  try {
    return new URL(baseUrl, pageOrigin).origin === pageOrigin ? 'same-origin' : 'include';
  } catch {
    return 'same-origin';
  }
}

export interface UploadRequestOptions<T> {
  path: string;
  form: Record<string, FormValue>;
  schema: z.core.$ZodType<T>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export type QueryValue = string | number | boolean | undefined | null;
export type FormValue = string | number | boolean | Blob | readonly string[] | undefined | null;

export interface RequestOptions<T> {
  method?: 'GET' | 'POST';
  /**
   * Path under /userapi (e.g. 'team/3/host/list'), an absolute path starting with '/' (e.g. '/api/...'), or a full
   * external URL (DNS-over-HTTPS, a server endpoint, the recipe index), which gets no cookies and no custom headers.
   */
  path: string;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A form body (url-encoded, or multipart when it holds a Blob). */
  form?: Record<string, FormValue>;
  /** How the answer is parsed; text answers are parsed as a string. Any zod schema fits: mini or classic share this core type. */
  schema: z.core.$ZodType<T>;
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
  /** 'error' refuses an answer that redirects (a recipe address must not lead to another origin); default 'follow'. */
  redirect?: RequestRedirect;
  /** When false, a non-2xx answer is parsed like a success instead of rejecting (the spec's "turn throwing off"). */
  shouldThrow?: boolean;
}

export const USERAPI_PREFIX = '/userapi';
/** Marks calls as made by script, so the server answers with data instead of a page. */
export const SCRIPT_MARKER_HEADER = 'X-Requested-With';
export const SCRIPT_MARKER_VALUE = 'XMLHttpRequest';
export const CSRF_HEADER = 'X-CSRF-TOKEN';

export interface HttpClient {
  request<T>(options: RequestOptions<T>): Promise<T>;
  /** A multipart post with upload progress; rejects with the catalogue's upload messages. */
  upload<T>(options: UploadRequestOptions<T>): Promise<T>;
  /** The full URL of a path, for links the browser follows itself (downloads, launchers). */
  url(path: string, query?: Record<string, QueryValue>): string;
  readonly options: HttpClientOptions;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const credentials = panelCredentials(options.baseUrl, options.pageOrigin ?? globalThis.location?.origin);

  const url = (path: string, query?: Record<string, QueryValue>) => {
    const isExternal = isExternalUrl(path);
    const absolute = isExternal || path.startsWith('/') ? path : `${USERAPI_PREFIX}/${path}`;
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
    const suffix = search.size > 0 ? `${absolute.includes('?') ? '&' : '?'}${search}` : '';
    return `${isExternal ? '' : options.baseUrl}${absolute}${suffix}`;
  };

  async function request<T>({ method = 'GET', path, query, json, form, schema, responseType = 'json', signal, redirect, shouldThrow = true }: RequestOptions<T>): Promise<T> {
    const isExternal = isExternalUrl(path);
    const headers = new Headers({ Accept: responseType === 'json' ? 'application/json' : 'text/plain' });
    // Custom headers on a foreign origin would force a CORS preflight that public services refuse.
    if (!isExternal) headers.set(SCRIPT_MARKER_HEADER, SCRIPT_MARKER_VALUE);
    const csrf = method === 'POST' && !isExternal ? options.csrf?.() : undefined;
    if (csrf) headers.set(CSRF_HEADER, csrf.value);
    const body = encodeBody(headers, json, form, csrf);

    const deadline = callDeadline(timeoutMs, signal);
    let response: Response;
    try {
      response = await fetchImpl(url(path, query), { method, headers, body, signal: deadline.signal, credentials: isExternal ? 'omit' : credentials, ...(redirect ? { redirect } : {}) });
    } catch (cause) {
      throw deadline.error(cause) ?? new ApiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, cause });
    }
    if (!response.ok && shouldThrow) throw await httpError(response);
    return parseBody(response, schema, responseType, deadline);
  }

  async function upload<T>({ path, form, schema, onProgress, signal }: UploadRequestOptions<T>): Promise<T> {
    const headers = new Headers({ [SCRIPT_MARKER_HEADER]: SCRIPT_MARKER_VALUE, Accept: 'application/json' });
    const csrf = options.csrf?.();
    if (csrf) headers.set(CSRF_HEADER, csrf.value);
    const multipart = new FormData();
    const body = encodeBody(new Headers(), undefined, form, csrf);
    if (body instanceof FormData) body.forEach((value, key) => multipart.append(key, value));
    else if (body instanceof URLSearchParams) body.forEach((value, key) => multipart.append(key, value));
    // Only uploads need the XMLHttpRequest code, so it loads with the first one.
    const { uploadWithProgress } = await import('./upload');
    const text = await uploadWithProgress({ url: url(path), body: multipart, headers, onProgress, signal, createRequest: options.createUploadRequest });
    return parseBody(new Response(text, { status: 200 }), schema, 'json');
  }

  return { request, upload, url, options };
}

const isExternalUrl = (path: string) => /^https?:\/\//.test(path);

interface CallDeadline {
  /** Aborts when the caller's signal does or when the time is up, whichever comes first. */
  signal: AbortSignal;
  /** The error a failure during the call stands for once the signal fired; undefined when it did not. */
  error(cause: unknown): ApiError | undefined;
}

/**
 * One call's time limit joined with the caller's signal. Running out of time is a network failure (the spec's 'Network
 * response was not ok': nothing came back in time); the caller's own abort stays an abort, which screens do not report.
 */
function callDeadline(timeoutMs: number, signal: AbortSignal | undefined): CallDeadline {
  const timeout = AbortSignal.timeout(timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    error: (cause) => {
      if (signal?.aborted) return new ApiError({ kind: 'aborted', message: 'The request was aborted', cause });
      // No detail: a detail reads as the server's own words, and the server said nothing.
      if (timeout.aborted) return new ApiError({ kind: 'network', message: NETWORK_ERROR_MESSAGE, cause });
      return undefined;
    },
  };
}

function encodeBody(headers: Headers, json: unknown, form: Record<string, FormValue> | undefined, csrf: CsrfToken | undefined): BodyInit | undefined {
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(json);
  }
  if (!form) return undefined;
  const entries = Object.entries(form).filter((entry): entry is [string, Exclude<FormValue, undefined | null>] => entry[1] !== undefined && entry[1] !== null);
  const isMultipart = entries.some(([, value]) => value instanceof Blob);
  const body = isMultipart ? new FormData() : new URLSearchParams();
  for (const [key, value] of entries) {
    if (value instanceof Blob) (body as FormData).append(key, value, value instanceof File ? value.name : 'blob');
    else if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else body.append(key, String(value));
  }
  if (csrf) body.append(csrf.name, csrf.value);
  return body;
}

async function httpError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let parsed: ReturnType<typeof errorBodySchema.safeParse> | undefined;
  try {
    parsed = errorBodySchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  const body = parsed?.success ? parsed.data : undefined;
  return new ApiError({
    kind: 'http',
    status: response.status,
    message: NETWORK_ERROR_MESSAGE,
    fieldErrors: body?.errors,
    detail: body?.message ?? (text && !parsed ? text.slice(0, 500) : undefined),
  });
}

async function parseBody<T>(response: Response, schema: z.core.$ZodType<T>, responseType: 'json' | 'text', deadline?: CallDeadline): Promise<T> {
  let data: unknown;
  try {
    const text = await response.text();
    data = responseType === 'text' ? text : JSON.parse(text);
  } catch (cause) {
    throw deadline?.error(cause) ?? new ApiError({ kind: 'malformed', status: response.status, message: FETCH_ERROR_MESSAGE, cause });
  }
  const result = z.safeParse(schema, data);
  if (!result.success) {
    throw new ApiError({ kind: 'malformed', status: response.status, message: FETCH_ERROR_MESSAGE, detail: result.error.message, cause: result.error });
  }
  return result.data;
}
