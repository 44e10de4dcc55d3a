/**
 * The one Content-Security-Policy (and companion headers) recommended for the built console: README
 * "Content-Security-Policy and headers", `node scripts/console-server.mjs --csp` and the CSP journey all read it here.
 *
 * The console needs no inline script or style and no eval: scripts and styles are files from its own origin. What it
 * reaches outside its origin is data it fetches (the API, DNS-over-HTTPS, server pings, the recipe index) and images
 * (recipe icons, team avatars); each has its place in the options below.
 */

/** Google's DNS-over-HTTPS JSON API, the order form's domain check (DEFAULT_DOH_URL in the panel). */
export const DEFAULT_DOH_ORIGINS = ['https://dns.google'];
/** Where the public recipe index and its icons live (DEFAULT_RECIPE_INDEX_URL in the panel). */
export const DEFAULT_RECIPE_ORIGINS = ['https://raw.githubusercontent.com'];
/** Team avatars the panel server sends (the team's `gravatar` field). */
export const DEFAULT_IMAGE_ORIGINS = ['https://www.gravatar.com'];

/** 'https://panel.example.com/' or 'https://panel.example.com/api' becomes 'https://panel.example.com'. */
function origin(source) {
  // Wildcard hosts (https://*.example.com) are valid CSP sources but not URLs: they are kept as given.
  if (source.includes('*')) return source.replace(/\/+$/, '');
  return new URL(source).origin;
}

const sources = (...lists) => [...new Set(lists.flat().filter(Boolean).map(origin))];

/**
 * The policy as one header value.
 * - apiOrigins: the panel server when it is not the console's own origin (config.json's apiBase, VITE_API_BASE).
 * - serverOrigins: the servers the order form pings (GET https://{endpoint}/status/ping), e.g. 'https://*.example.net'.
 * - recipeOrigins: the recipe index's origin and any `recipeOrigins` of config.json: recipes are fetched, icons shown.
 * - dohOrigins: config.json's `dohUrl` origin when it is not Google's.
 * - imageOrigins: other images the server refers to (team avatars).
 */
export function recommendedCsp({
  apiOrigins = [],
  serverOrigins = [],
  recipeOrigins = DEFAULT_RECIPE_ORIGINS,
  dohOrigins = DEFAULT_DOH_ORIGINS,
  imageOrigins = DEFAULT_IMAGE_ORIGINS,
} = {}) {
  const directives = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'"]],
    ["style-src", ["'self'"]],
    ["img-src", ["'self'", 'data:', ...sources(recipeOrigins, imageOrigins)]],
    ["connect-src", ["'self'", ...sources(apiOrigins, dohOrigins, serverOrigins, recipeOrigins)]],
    // The demo's mock service worker; a real-API build registers none.
    ["worker-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The policy options a console's config.json implies (see README, "Pointing the console at a real panel server"): its
 * apiBase, recipe index and recipeOrigins, and dohUrl, each in place of the default it replaces.
 */
export function cspOptionsFor(runtimeConfig = {}) {
  const originOf = (url) => (typeof url === 'string' ? new URL(url).origin : undefined);
  const api = originOf(runtimeConfig.apiBase);
  const recipeIndex = originOf(runtimeConfig.recipeIndexUrl);
  const doh = originOf(runtimeConfig.dohUrl);
  return {
    apiOrigins: api ? [api] : [],
    recipeOrigins: [...(recipeIndex ? [recipeIndex] : DEFAULT_RECIPE_ORIGINS), ...(runtimeConfig.recipeOrigins ?? [])],
    dohOrigins: doh ? [doh] : DEFAULT_DOH_ORIGINS,
  };
}

/** The policy plus the other headers every answer of the console's origin should carry. */
export function recommendedHeaders(options = {}) {
  return {
    'Content-Security-Policy': recommendedCsp(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors above for current browsers; X-Frame-Options for older ones.
    'X-Frame-Options': 'DENY',
    // The console uses the clipboard (copy buttons, allowed to its own origin by default) and nothing else a browser
    // gates. Only features Chromium knows: an unknown one is logged as an error on every page.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
