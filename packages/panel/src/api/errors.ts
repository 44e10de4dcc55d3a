/** The spec's texts for failed calls; screens translate them through the catalogs' errors.* keys. */
export const NETWORK_ERROR_MESSAGE = 'Network response was not ok';
export const FETCH_ERROR_MESSAGE = 'Error fetching data! try again later';

/**
 * Why a call failed:
 * - `network`: no answer (offline, DNS, CORS);
 * - `http`: the server answered with a status outside 2xx (`status` says which; 422 carries `fieldErrors`);
 * - `malformed`: the answer did not match the contract's schema or was not JSON;
 * - `aborted`: the caller's abort signal fired.
 */
export type ApiErrorKind = 'network' | 'http' | 'malformed' | 'aborted';

export interface ApiErrorOptions {
  kind: ApiErrorKind;
  message: string;
  status?: number;
  /** Per-field messages of a rejected form (HTTP 422), keyed by field name. */
  fieldErrors?: Record<string, string>;
  /** The server's own explanation, when it sent one. */
  detail?: string;
  cause?: unknown;
}

/** The one error type every call of the contract rejects with; it never crashes a screen. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fieldErrors: Record<string, string>;
  readonly detail: string | undefined;

  constructor({ kind, message, status, fieldErrors, detail, cause }: ApiErrorOptions) {
    super(message, { cause });
    this.kind = kind;
    this.status = status;
    this.fieldErrors = fieldErrors ?? {};
    this.detail = detail;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
