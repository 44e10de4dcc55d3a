#!/usr/bin/env node
/**
 * A small static server for a built console folder (node:http only): files with their content types, index.html for
 * any other path without an extension (the console routes in the browser), optional headers on every answer it makes
 * (the CSP journey passes the policy here), an optional runtime config.json, and optionally the panel server's paths
 * passed on unchanged to another origin, so the console and a (simulated) API share one origin.
 *
 *   node scripts/console-server.mjs --dir apps/console/dist-real --port 4310 [--api http://127.0.0.1:8787] [--proxy] [--csp]
 *   (npm run serve:console -- …: that folder and port; --help lists every flag)
 */
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { createGzip } from 'node:zlib';
import { cspOptionsFor, recommendedHeaders } from './csp/policy.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yml': 'text/yaml; charset=utf-8',
  '.yaml': 'text/yaml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/** Text types worth compressing (images other than SVG, fonts and archives are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml|wasm))|image\/svg\+xml/;

/** The panel server's paths: its API, sign-in and sign-out pages, the recipe and DNS relays, and (simulated server) the payment provider's checkout. */
export const PROXIED_PATHS = [/^\/userapi(\/|$)/, /^\/login\//, /^\/logout$/, /^\/api(\/|$)/, /^\/recipes(\/|$)/, /^\/dns(\/|$)/, /^\/simulated-payment\//];

/** Hop-by-hop headers describe one connection, not the message: they are not passed on (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function withoutHopByHop(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())));
}

/** The file under `root` a URL path names, or null when it would leave the folder. */
function fileOf(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Hashed build assets never change; everything else (index.html, config.json, the worker) is checked each time. */
const cacheControl = (pathname) => (pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

function forward(request, response, proxy) {
  const target = new URL(request.url, proxy);
  const upstream = http.request(target, { method: request.method, headers: withoutHopByHop(request.headers) }, (answer) => {
    // Set-Cookie stays a list and Location as the server wrote it: the browser sees the panel server's own answer.
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
    answer.pipe(response);
  });
  upstream.on('error', (error) => {
    if (response.headersSent) response.destroy(error);
    else {
      response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`The panel server at ${proxy} did not answer: ${error.message}\n`);
    }
  });
  request.pipe(upstream);
}

/**
 * Serves `dir` on `host:port` (port 0: any free one) and resolves `{ url, stop() }` once listening.
 * - headers: added to every answer the server makes itself (files, index.html, config.json, errors). Answers passed
 *   on from `proxy` keep the panel server's own headers: its pages are not the console's.
 * - runtimeConfig: when given, `/config.json` answers JSON.stringify(runtimeConfig) instead of the folder's file.
 * - proxy: an origin (http://127.0.0.1:8787) that PROXIED_PATHS are forwarded to unchanged: method, headers, body,
 *   status, Set-Cookie and Location.
 */
export function startConsoleServer({ dir, port, host = '127.0.0.1', headers = {}, runtimeConfig, proxy }) {
  const root = path.resolve(dir);
  const proxyOrigin = proxy ? new URL(proxy).origin : undefined;

  const server = http.createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://console.invalid');
    if (proxyOrigin && PROXIED_PATHS.some((pattern) => pattern.test(pathname))) return forward(request, response, proxyOrigin);

    const send = (status, type, body, extra = {}) => {
      response.writeHead(status, { ...headers, 'content-type': type, ...extra });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Method not allowed\n', { allow: 'GET, HEAD' });
    if (pathname === '/config.json' && runtimeConfig !== undefined) {
      return send(200, CONTENT_TYPES['.json'], JSON.stringify(runtimeConfig), { 'cache-control': 'no-store' });
    }

    const requested = fileOf(root, pathname === '/' ? '/index.html' : pathname);
    let file = requested && (await isFile(requested)) ? requested : null;
    // An unknown path without an extension is a console route: the single page answers it.
    if (!file && requested && path.extname(pathname) === '') file = path.join(root, 'index.html');
    if (!file || !(await isFile(file))) return send(404, 'text/plain; charset=utf-8', 'Not found\n');

    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Compressed as any production server does: the budgets count gzip bytes, and load times are measured through here.
    const isGzipped = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const encoding = isGzipped ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {};
    response.writeHead(200, { ...headers, 'content-type': type, 'cache-control': cacheControl(pathname), ...encoding });
    if (request.method === 'HEAD') return response.end();
    const body = createReadStream(file);
    if (isGzipped) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${address.port}/`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

const HELP = `Serves a built console folder.

  node scripts/console-server.mjs --dir <folder> [--port 4310] [--host 127.0.0.1] [--api <origin>] [--config <file>] [--proxy] [--csp]
  npm run serve:console -- [flags]   (serves apps/console/dist-real on port 4310)

  --dir <folder>   the build to serve (apps/console/dist: the demo; apps/console/dist-real: the real-API build)
  --port <n>       port to listen on (default 4310)
  --host <name>    address to listen on (default 127.0.0.1)
  --api <origin>   the panel server, e.g. http://127.0.0.1:8787. Without --proxy, /config.json answers
                   {"apiBase": "<origin>"} and the console calls the server directly (it must allow this origin).
  --config <file>  answer /config.json with this JSON file (apiBase, recipeIndexUrl, recipeOrigins, dohUrl) instead
                   of the folder's own; --api and --proxy then set its apiBase only
  --proxy          forward /userapi/*, /login/*, /logout, /api/*, /recipes/* and /dns/* to --api unchanged, and
                   answer /config.json with this server's own origin as apiBase: the console calls its own origin
                   (a build with VITE_API_BASE baked in ignores config.json and calls that address)
  --csp            send the recommended Content-Security-Policy and security headers (scripts/csp/policy.mjs),
                   with the origins config.json names (the API when called directly, the recipe index and
                   recipeOrigins, dohUrl) in connect-src and img-src
  --help           this text
`;

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string', default: '4310' },
      host: { type: 'string', default: '127.0.0.1' },
      api: { type: 'string' },
      config: { type: 'string' },
      proxy: { type: 'boolean', default: false },
      csp: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return void process.stdout.write(HELP);
  if (!values.dir) throw new Error(`--dir is required\n\n${HELP}`);
  if (values.proxy && !values.api) throw new Error('--proxy needs --api <origin> to forward to');
  const api = values.api ? new URL(values.api).origin : undefined;
  const fromFile = values.config ? JSON.parse(readFileSync(values.config, 'utf8')) : undefined;
  // Read at each request: with --proxy the apiBase is the console's own origin, known once the server listens.
  const runtimeConfig = fromFile || api ? { ...fromFile, ...(api ? { apiBase: api } : {}) } : undefined;
  const cspOptions = cspOptionsFor({ ...runtimeConfig, apiBase: values.proxy ? undefined : runtimeConfig?.apiBase });
  const { url } = await startConsoleServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
    headers: values.csp ? recommendedHeaders(cspOptions) : {},
    runtimeConfig,
    proxy: values.proxy ? api : undefined,
  });
  if (runtimeConfig && values.proxy) runtimeConfig.apiBase = new URL(url).origin;
  console.log(`serving ${values.dir} on ${url}${values.proxy ? ` (panel server paths forwarded to ${api})` : api ? ` (config.json points at ${api})` : ''}${values.csp ? ', with the recommended CSP' : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
