/** Where an operator can point a prebuilt console at a real panel server without rebuilding it. */
export const RUNTIME_CONFIG_PATH = 'config.json';

export interface RuntimeConfig {
  /** Origin (and optional path) of the panel server, without a trailing slash; null: the build's default. */
  apiBase: string | null;
  /** The recipe index (YAML) the template gallery reads; default: the public one. */
  recipeIndexUrl?: string;
  /** Origins, besides the recipe index's own, that templates, icons and `?from=` links may come from. */
  recipeOrigins?: string[];
  /** The DNS-over-HTTPS JSON endpoint of the order form's domain check. */
  dohUrl?: string;
}

const ABSOLUTE_HTTP = /^https?:\/\/[^/\s]+/i;

const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && ABSOLUTE_HTTP.test(value);

/** The deployment mistake, in words: which field, and what it must be. */
const mistake = (key: string, what: string) => new Error(`${RUNTIME_CONFIG_PATH} must give "${key}" as ${what}.`);

function optionalUrl(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  if (!isHttpUrl(value)) throw mistake(key, 'an absolute http(s) URL, or leave it out');
  return value;
}

function optionalOrigins(record: Record<string, unknown>): string[] | undefined {
  const value = record.recipeOrigins;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isHttpUrl)) throw mistake('recipeOrigins', 'a list of http(s) origins, for example ["https://recipes.example.com"], or leave it out');
  return value.map((item) => new URL(item).origin);
}

/**
 * Reads the runtime config file's text: `{ "apiBase": "https://panel.example.com" }`, or `{ "apiBase": null }` for the
 * build's default (the demo, or the console's own origin in a real-API build), the file the build ships. Optional:
 * `recipeIndexUrl`, `recipeOrigins`, `dohUrl`. Anything else than absolute http(s) URLs is a deployment mistake
 * reported in words rather than a console that half works.
 */
export function parseRuntimeConfig(text: string): RuntimeConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${RUNTIME_CONFIG_PATH} is not valid JSON.`);
  }
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const apiBase = 'apiBase' in record ? record.apiBase : undefined;
  if (apiBase !== null && !isHttpUrl(apiBase)) throw mistake('apiBase', 'an absolute http(s) URL, for example "https://panel.example.com", or as null for the demo');
  const config: RuntimeConfig = { apiBase: apiBase === null ? null : apiBase.replace(/\/+$/, '') };
  const recipeIndexUrl = optionalUrl(record, 'recipeIndexUrl');
  const dohUrl = optionalUrl(record, 'dohUrl');
  const recipeOrigins = optionalOrigins(record);
  if (recipeIndexUrl) config.recipeIndexUrl = recipeIndexUrl;
  if (dohUrl) config.dohUrl = dohUrl;
  if (recipeOrigins) config.recipeOrigins = recipeOrigins;
  return config;
}

/**
 * The runtime config beside the console's index.html, or null when there is none (404). A server that answers with
 * anything else than the file or a 404 is an error, not a reason to fall back.
 */
export async function loadRuntimeConfig(baseUrl: string, fetchFile: typeof fetch = fetch): Promise<RuntimeConfig | null> {
  const response = await fetchFile(`${baseUrl}${RUNTIME_CONFIG_PATH}`, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} could not be read (HTTP ${response.status}).`);
  // A single-page host may answer any path with index.html: that is no config file.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  return parseRuntimeConfig(await response.text());
}
