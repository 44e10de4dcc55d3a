import type { ScenarioName } from '../scenarios';

export const DEFAULT_PORT = 8787;
export const DEFAULT_HOST = '127.0.0.1';

export interface ApiServerOptions {
  /** The port to listen on (default DEFAULT_PORT); 0 takes any free port, and the started server tells its URL. */
  port?: number;
  /** The address to listen on (default DEFAULT_HOST, this machine only). */
  host?: string;
  /**
   * The world to start with. Left out: the state file's scenario, else DEFAULT_SCENARIO. Given and different from the
   * state file's: a fresh world of this scenario (the world store's rule).
   */
  scenario?: ScenarioName;
  /** A JSON file the world is loaded from and saved to; in memory only without it. */
  stateFile?: string;
  /**
   * The one origin allowed by CORS (e.g. http://127.0.0.1:4310), where sign-in returns to and logout lands. Without it
   * no origin gets CORS headers and the redirects name the path alone (a console on the same origin, behind a proxy).
   */
  consoleOrigin?: string;
  /** Milliseconds every call waits before answering; left out, the scenario's own (0 for all but `slow`). */
  latencyMs?: number;
  /** Where failures inside a handler are reported (default console.error). */
  onError?: (error: unknown, request: { method: string; url: string }) => void;
}

/** The options with their defaults, the console origin checked and normalised. */
export interface ResolvedOptions extends Required<Pick<ApiServerOptions, 'port' | 'host' | 'onError'>> {
  scenario: ScenarioName | undefined;
  stateFile: string | undefined;
  consoleOrigin: string | undefined;
  latencyMs: number | undefined;
}

/** An origin as browsers send it in the Origin header: scheme, host and port only ('http://a:1/x/' -> 'http://a:1'). */
export function normalizeOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`The console origin must be an absolute http(s) URL such as http://127.0.0.1:4310, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`The console origin must be http or https, not "${value}".`);
  return url.origin;
}

export function resolveOptions(options: ApiServerOptions): ResolvedOptions {
  const port = options.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`The port must be a whole number from 0 to 65535, not ${String(port)}.`);
  return {
    port,
    host: options.host ?? DEFAULT_HOST,
    scenario: options.scenario,
    stateFile: options.stateFile,
    consoleOrigin: options.consoleOrigin === undefined ? undefined : normalizeOrigin(options.consoleOrigin),
    latencyMs: options.latencyMs,
    onError: options.onError ?? ((error, request) => console.error(`[serve:api] ${request.method} ${request.url} failed:`, error)),
  };
}
