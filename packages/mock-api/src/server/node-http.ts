import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers that describe one hop's connection, not the request, so they are not passed on to the handlers. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'content-length', 'proxy-connection', 'te', 'trailer']);

/** A request body over the limit; the server answers 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** A request line the server cannot read as a path on its origin; the server answers 400. */
export class BadRequestError extends Error {}

async function readBody(message: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of message) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * A fetch Request for what arrived, addressed at the server's own origin whatever the Host header says (the handlers
 * match that origin). The body is read whole, byte for byte, so a multipart upload reaches the handlers as it was sent.
 */
export async function toFetchRequest(message: IncomingMessage, origin: string, bodyLimit: number): Promise<Request> {
  const target = message.url ?? '/';
  // Only a path: an absolute-form target ('http://elsewhere/x') must not move the request to another origin.
  if (!target.startsWith('/')) throw new BadRequestError(`Not a path: ${target}`);
  let url: URL;
  try {
    url = new URL(`${origin}${target}`);
  } catch {
    throw new BadRequestError(`Not a path: ${target}`);
  }
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index] ?? '';
    if (HOP_HEADERS.has(name.toLowerCase()) || name.startsWith(':')) continue;
    try {
      headers.append(name, raw[index + 1] ?? '');
    } catch {
      // A header value fetch refuses (control characters) is dropped rather than failing the request.
    }
  }
  const method = (message.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody ? await readBody(message, bodyLimit) : undefined;
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

/** Writes a fetch Response to Node's response: status, every header (each Set-Cookie on its own) and the body. */
export async function writeFetchResponse(response: Response, target: ServerResponse, extraHeaders: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  // A 204 or 304 has no body and must not say it has one; any other answer says its length rather than being chunked.
  if (response.status !== 204 && response.status !== 304) headers['content-length'] = String(body?.length ?? 0);
  target.writeHead(response.status, headers);
  target.end(target.req.method === 'HEAD' ? undefined : body);
}
