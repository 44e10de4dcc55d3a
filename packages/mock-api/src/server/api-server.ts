import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { USERAPI_PREFIX } from '@hostdeck/panel/contract';
import { createHandlers } from '../handlers';
import { NOT_SIGNED_IN } from '../handlers/kit';
import type { ScenarioName } from '../scenarios';
import { createWorldStore, type WorldStore } from '../store/world-store';
import { corsHeaders, preflightResponse } from './cors';
import { createFileStorage } from './file-storage';
import { BadRequestError, BodyTooLargeError, toFetchRequest, writeFetchResponse } from './node-http';
import { resolveOptions, type ApiServerOptions } from './options';
import { createSessions } from './sessions';
import { checkoutPages } from './checkout-pages';
import { signInPages } from './sign-in-pages';
import { externalsOf, serverUrls, type ApiServerUrls } from './urls';

/** Room for a multipart envelope around the largest upload the world allows. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

export interface RunningApiServer {
  /** The server's origin, e.g. http://127.0.0.1:8787 (the port it got when asked for 0). */
  readonly url: string;
  readonly urls: ApiServerUrls;
  readonly scenario: ScenarioName;
  /** The world it serves (tests look at it; changes go through HTTP like the console's). */
  readonly store: WorldStore;
  /** Stops listening, ends open connections and writes the state file. */
  close(): Promise<void>;
}

const jsonResponse = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const originOf = (address: AddressInfo) => `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;

/**
 * The simulated backend as a real HTTP server: the same MSW handlers the demo's service worker runs, answered through
 * MSW's getResponse, behind what a real panel server adds (session cookie, sign-in pages, CORS for the console).
 */
export async function startApiServer(options: ApiServerOptions = {}): Promise<RunningApiServer> {
  const config = resolveOptions(options);
  const storage = config.stateFile === undefined ? undefined : createFileStorage(config.stateFile, (error) => config.onError(error, { method: 'WRITE', url: config.stateFile ?? '' }));
  // The real clock, as in the demo: seeded data is as old today as the seed says.
  const store = createWorldStore({ scenario: config.scenario, storage, liveClock: true });
  const sessions = createSessions();

  // Filled in once the server listens and knows its origin (port 0 picks one); nothing is served before.
  let serve: (request: Request) => Promise<Response> = () => Promise.resolve(jsonResponse({ message: 'Starting.' }, 503));

  const prepare = (origin: string): ApiServerUrls => {
    const urls = serverUrls(origin);
    const handlers: HttpHandler[] = createHandlers(store, {
      baseUrl: origin,
      externals: externalsOf(urls),
      latency: config.latencyMs === undefined ? undefined : () => config.latencyMs,
    });
    const pages = signInPages({ store, sessions, origin, consoleOrigin: config.consoleOrigin });
    const checkout = checkoutPages({ store, sessions, origin, consoleOrigin: config.consoleOrigin });
    serve = async (request) => {
      if (request.method === 'OPTIONS') return preflightResponse(request.headers.get('Origin'), config.consoleOrigin);
      const page = (await pages(request)) ?? (await checkout(request));
      if (page) return page;
      // The badge and the outside services live outside /userapi and need no session.
      if (new URL(request.url).pathname.startsWith(`${USERAPI_PREFIX}/`) && !sessions.find(request.headers.get('Cookie') ?? undefined)) {
        return jsonResponse({ message: NOT_SIGNED_IN }, 401);
      }
      const response = await getResponse(handlers, request, { baseUrl: origin });
      if (!response) return jsonResponse({ message: 'Not found.' }, 404);
      // A handler's network error (a ping to an endpoint no world server has) is a gateway that did not answer.
      if (response.type === 'error') return jsonResponse({ message: 'The simulated endpoint did not answer.' }, 502);
      return response;
    };
    return urls;
  };

  const answer = async (message: IncomingMessage, response: ServerResponse, origin: string) => {
    const cors = corsHeaders(message.headers.origin ?? null, config.consoleOrigin);
    let result: Response;
    try {
      const request = await toFetchRequest(message, origin, store.state.catalog.maxfilesizeupload + MULTIPART_OVERHEAD_BYTES);
      result = await serve(request);
    } catch (error) {
      if (error instanceof BadRequestError) result = jsonResponse({ message: 'Bad request.' }, 400);
      else if (error instanceof BodyTooLargeError) result = jsonResponse({ message: 'The file is larger than the upload limit.' }, 413);
      else {
        config.onError(error, { method: message.method ?? '', url: message.url ?? '' });
        result = jsonResponse({ message: 'The server failed to answer this call.' }, 500);
      }
    }
    await writeFetchResponse(result, response, cors);
  };

  let origin = '';
  const server = createServer((message, response) => {
    answer(message, response, origin).catch((error: unknown) => {
      config.onError(error, { method: message.method ?? '', url: message.url ?? '' });
      if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'application/json' });
      response.end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  origin = originOf(server.address() as AddressInfo);
  const urls = prepare(origin);

  let closing: Promise<void> | undefined;
  return {
    url: origin,
    urls,
    get scenario() {
      return store.scenario;
    },
    store,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => storage?.flush());
      return closing;
    },
  };
}
