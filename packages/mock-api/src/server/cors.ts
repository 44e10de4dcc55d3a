/** What a preflight allows: the methods and headers the panel's client sends. */
export const CORS_ALLOW_METHODS = 'GET, POST';
export const CORS_ALLOW_HEADERS = 'Accept, Content-Type, X-Requested-With, X-CSRF-TOKEN';
export const CORS_MAX_AGE_SECONDS = 600;

/**
 * The CORS headers of an answer to `origin`: credentials allowed for the configured console origin only; any other
 * origin (or none configured) gets none, so the browser keeps the answer from its page.
 */
export function corsHeaders(origin: string | null, consoleOrigin: string | undefined): Record<string, string> {
  if (consoleOrigin === undefined) return {};
  // Answers differ by Origin, so caches must keep them apart whoever asked.
  const vary = { Vary: 'Origin' };
  if (origin !== consoleOrigin) return vary;
  return { ...vary, 'Access-Control-Allow-Origin': consoleOrigin, 'Access-Control-Allow-Credentials': 'true' };
}

/** The answer to an OPTIONS preflight: 204, with the allowances only for the console origin. */
export function preflightResponse(origin: string | null, consoleOrigin: string | undefined): Response {
  const headers = corsHeaders(origin, consoleOrigin);
  const allowed = 'Access-Control-Allow-Origin' in headers;
  return new Response(null, {
    status: 204,
    headers: allowed
      ? { ...headers, 'Access-Control-Allow-Methods': CORS_ALLOW_METHODS, 'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS, 'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS) }
      : headers,
  });
}
