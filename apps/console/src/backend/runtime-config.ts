/** Where an operator can point a prebuilt console at a real panel server without rebuilding it. */
export const RUNTIME_CONFIG_PATH = 'config.json';

export interface RuntimeConfig {
  /** Origin (and optional path) of the panel server, without a trailing slash. */
  apiBase: string;
}

/**
 * Reads the runtime config file's text: `{ "apiBase": "https://panel.example.com" }`, or `{ "apiBase": null }` for the
 * demo (the file the build ships, so a demo visit asks for it without a 404 in the browser console). Anything else
 * than an absolute http(s) URL or null is a deployment mistake reported in words rather than a console that half works.
 */
export function parseRuntimeConfig(text: string): RuntimeConfig | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error(`${RUNTIME_CONFIG_PATH} is not valid JSON.`);
  }
  const apiBase = typeof value === 'object' && value !== null && 'apiBase' in value ? value.apiBase : undefined;
  if (apiBase === null) return null;
  if (typeof apiBase !== 'string' || !/^https?:\/\/[^/\s]+/i.test(apiBase)) {
    throw new Error(`${RUNTIME_CONFIG_PATH} must give "apiBase" as an absolute http(s) URL, for example "https://panel.example.com", or as null for the demo.`);
  }
  return { apiBase: apiBase.replace(/\/+$/, '') };
}

/**
 * The runtime config beside the console's index.html, or null for the demo: the shipped file names no server, or there
 * is no file (404). A server that answers with anything else than the file or a 404 is an error, not a reason to fall back.
 */
export async function loadRuntimeConfig(baseUrl: string, fetchFile: typeof fetch = fetch): Promise<RuntimeConfig | null> {
  const response = await fetchFile(`${baseUrl}${RUNTIME_CONFIG_PATH}`, { cache: 'no-store' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} could not be read (HTTP ${response.status}).`);
  // A single-page host may answer any path with index.html: that is no config file.
  if (!(response.headers.get('content-type') ?? '').includes('json')) return null;
  return parseRuntimeConfig(await response.text());
}
