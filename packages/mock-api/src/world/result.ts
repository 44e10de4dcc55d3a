/** HTTP statuses a world operation fails with: not allowed, not found, or a rejected form. */
export type FailureStatus = 403 | 404 | 422;

/** A refused operation, shaped like the error body a real server sends (message plus a message per form field). */
export interface Failure {
  ok: false;
  status: FailureStatus;
  message: string;
  fieldErrors?: Record<string, string>;
}

export interface Success<T> {
  ok: true;
  value: T;
}

export type Outcome<T> = Success<T> | Failure;

/** The answer of a page-form post whose body the spec does not show (the panel's FormResult). */
export interface FormAnswer {
  message?: string;
  redirect?: string;
}

export function ok<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function done(message?: string, redirect?: string): Success<FormAnswer> {
  return ok(redirect === undefined ? { message } : { message, redirect });
}

export function forbidden(message: string): Failure {
  return { ok: false, status: 403, message };
}

export function notFound(message: string): Failure {
  return { ok: false, status: 404, message };
}

/** A rejected form; with field messages the first one doubles as the overall message when none is given. */
export function invalid(fieldErrors: Record<string, string>, message?: string): Failure {
  const first = Object.values(fieldErrors)[0];
  return { ok: false, status: 422, message: message ?? first ?? 'The given data was invalid.', fieldErrors };
}

/** A rejected request without a particular field to blame. */
export function refused(message: string): Failure {
  return { ok: false, status: 422, message };
}

/** Field errors of a form, or undefined when every check passed. */
export function collectErrors(checks: Record<string, string | undefined>): Record<string, string> | undefined {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(checks)) if (message) errors[field] = message;
  return Object.keys(errors).length > 0 ? errors : undefined;
}
