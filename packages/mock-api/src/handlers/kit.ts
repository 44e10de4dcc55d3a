import { delay, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { CSRF_HEADER, type DeployApiOptions, type PanelApi } from '@hostdeck/panel/contract';
import type { WorldStore } from '../store/world-store';
import type { Operation } from '../world/operation';
import type { Failure, Outcome } from '../world/result';
import { CSRF_FIELD, checkCsrf } from '../world/session';
import { parseFields, readForm, type FormFields } from './form';

/** The contract's methods that make a request (URL builders make none); latency and failures are set per call. */
export type CallName = { [K in keyof PanelApi]: ReturnType<PanelApi[K]> extends Promise<unknown> ? K : never }[keyof PanelApi];

/** Where the outside services live; each defaults to the address the panel's HTTP client uses. */
export type ExternalUrls = Pick<DeployApiOptions, 'recipeIndexUrl' | 'recipeBaseUrl' | 'dohUrl' | 'latencyPath'>;

export interface HandlerOptions {
  /** Origin (and optional root path) the panel's client was given, without a trailing slash; '' for the same origin. */
  baseUrl?: string;
  /** Milliseconds a call waits before its answer; undefined falls back to the scenario's latency. */
  latency?: (call: CallName) => number | undefined;
  /** A status a call fails with instead of answering; undefined falls back to the scenario (`failing`). */
  failure?: (call: CallName) => { status: number } | undefined;
  externals?: ExternalUrls;
}

/** Calls that keep answering in the `failing` scenario, so pages show their error states inside a working shell. */
export const BOOTSTRAP_CALLS: readonly CallName[] = ['getInitData', 'getTeam'];
export const SIMULATED_FAILURE = 'The simulated server failed this call.';
export const NOT_SIGNED_IN = 'You are not signed in.';

export interface CallContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  /** The posted form ({} for a GET). */
  form: FormFields;
}

/** What a request turned out to be: the contract call it serves and how to answer it. */
export interface Plan {
  call: CallName;
  /** Public calls (the webhook badge, outside services) need no session and no CSRF token. */
  isPublic?: boolean;
  run: () => Response | Promise<Response>;
}

export type Planner = (context: CallContext) => Plan | Promise<Plan>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function text(body: string, status = 200, type = 'text/plain'): Response {
  return new Response(body, { status, headers: { 'Content-Type': `${type}; charset=utf-8` } });
}

/** A refused operation as a real server answers it: `{ message, errors? }` with the operation's status. */
export function failureResponse(failure: Failure): Response {
  return json(failure.fieldErrors ? { message: failure.message, errors: failure.fieldErrors } : { message: failure.message }, failure.status);
}

export function invalidFields(errors: Record<string, string>): Response {
  return json({ message: Object.values(errors)[0] ?? 'The given data was invalid.', errors }, 422);
}

/** An operation's outcome as an answer: its value as JSON (or through `body`), or its failure. */
export function reply<T>(outcome: Outcome<T>, body: (value: T) => Response = (value) => json(value)): Response {
  return outcome.ok ? body(outcome.value) : failureResponse(outcome);
}

/** The tools every area's handlers are built with. */
export interface Kit {
  store: WorldStore;
  get(path: string, planner: Planner): HttpHandler;
  post(path: string, planner: Planner): HttpHandler;
  /** A GET of a full outside URL (or a pattern of them). */
  external(url: string | RegExp, planner: Planner): HttpHandler;
  /** A plan that runs a world operation and answers its outcome. */
  op<I, T>(call: CallName, operation: Operation<I, T>, input: I, body?: (value: T) => Response): Plan;
  /** Reads the form (or query) with a schema, then plans with it; bad input answers 422 with field messages as `call`. */
  withFields<T>(call: CallName, schema: z.core.$ZodType<T>, fields: Record<string, unknown>, plan: (value: T) => Plan): Plan;
}

const normalizeParams = (params: Record<string, string | readonly string[] | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : String(value ?? '')]));

export function createKit(store: WorldStore, options: HandlerOptions = {}): Kit {
  const base = `${options.baseUrl ?? ''}/userapi/`;

  const answer = async (plan: Plan, request: Request, form: FormFields): Promise<Response> => {
    const latency = options.latency?.(plan.call) ?? store.state.behaviour.latencyMs;
    if (latency > 0) await delay(latency);
    const failure = options.failure?.(plan.call) ?? (store.state.behaviour.failing && !BOOTSTRAP_CALLS.includes(plan.call) ? { status: 500 } : undefined);
    if (failure) return json({ message: SIMULATED_FAILURE }, failure.status);
    if (plan.isPublic) return plan.run();
    if (!store.signedIn) return json({ message: NOT_SIGNED_IN }, 401);
    if (request.method === 'POST') {
      const field = form[CSRF_FIELD];
      const tokens = [request.headers.get(CSRF_HEADER), typeof field === 'string' ? field : null];
      const refused = tokens.every((token) => checkCsrf(store.state, token) !== undefined) ? checkCsrf(store.state, null) : undefined;
      if (refused) return failureResponse(refused);
    }
    return plan.run();
  };

  const handle = (planner: Planner) => async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const form = request.method === 'POST' ? await readForm(request.clone()) : {};
    const plan = await planner({ request, url: new URL(request.url), params: normalizeParams(params), form });
    return answer(plan, request, form);
  };

  return {
    store,
    get: (path, planner) => http.get(`${base}${path}`, handle(planner)),
    post: (path, planner) => http.post(`${base}${path}`, handle(planner)),
    external: (url, planner) => http.get(url, handle(planner)),
    op: (call, operation, input, body) => ({ call, run: () => reply(store.run(operation, input), body) }),
    withFields: (call, schema, fields, plan) => {
      const parsed = parseFields(schema, fields);
      return parsed.ok ? plan(parsed.value) : { call, run: () => invalidFields(parsed.errors) };
    },
  };
}

/** A path parameter as the id it names (NaN for text, which no entity has, so the world answers 404). */
export function idParam(context: CallContext, name: string): number {
  const value = context.params[name] ?? '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
