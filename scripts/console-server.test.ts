import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer } from './console-server.mjs';

let parent = '';
let dir = '';
let console_: { url: string; stop: () => Promise<void> };
let proxied: { url: string; stop: () => Promise<void> };
let api: http.Server;
const seen: { method?: string; url?: string; cookie?: string; body: string }[] = [];

/** A stand-in panel server that echoes what it got and answers like a sign-in redirect. */
function startApi(): Promise<string> {
  api = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, cookie: request.headers.cookie, body });
      if (request.url?.startsWith('/login/')) {
        response.writeHead(302, { location: '/user/host', 'set-cookie': ['session=abc; HttpOnly', 'csrf=xyz'] });
        return response.end();
      }
      response.writeHead(201, { 'content-type': 'application/json', 'x-from': 'api' });
      response.end(JSON.stringify({ ok: true }));
    });
  });
  return new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(api.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  parent = mkdtempSync(path.join(tmpdir(), 'console-server-'));
  dir = path.join(parent, 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dir, 'config.json'), '{ "apiBase": null }');
  writeFileSync(path.join(parent, 'outside-the-folder.txt'), 'secret');
  console_ = await startConsoleServer({ dir, port: 0, headers: { 'Content-Security-Policy': "default-src 'self'" } });
  proxied = await startConsoleServer({ dir, port: 0, runtimeConfig: { apiBase: 'https://panel.example.com' }, proxy: await startApi() });
});

afterAll(async () => {
  await console_.stop();
  await proxied.stop();
  api.close();
  rmSync(parent, { recursive: true, force: true });
});

const get = (base: string, pathname: string, init?: RequestInit) => fetch(new URL(pathname, base), { redirect: 'manual', ...init });

/** A raw GET, for paths fetch would normalise ('..') before sending. */
function rawGet(base: string, pathname: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => http.get(new URL(base), { path: pathname }, resolve).on('error', reject));
}

/** A raw GET with exactly these headers (fetch would add and undo its own compression). */
function rawGetWith(base: string, pathname: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => http.get(new URL(base), { path: pathname, headers }, resolve).on('error', reject));
}

async function bodyOf(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('startConsoleServer', () => {
  it('serves the folder with content types, the page for / and long caching for hashed assets only', async () => {
    const cases = [
      ['/', 'text/html; charset=utf-8'],
      ['/assets/index-abc.js', 'text/javascript; charset=utf-8'],
      ['/assets/index-abc.css', 'text/css; charset=utf-8'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/config.json', 'application/json; charset=utf-8'],
    ] as const;
    for (const [pathname, type] of cases) {
      const response = await get(console_.url, pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toBe(type);
    }
    expect((await get(console_.url, '/assets/index-abc.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get(console_.url, '/')).headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses text files for a browser that accepts gzip, and only then', async () => {
    const asked = await rawGetWith(console_.url, '/assets/index-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(asked.headers['content-encoding']).toBe('gzip');
    expect(asked.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(await bodyOf(asked)).toString()).toBe('export {};');
    const plain = await rawGetWith(console_.url, '/assets/index-abc.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await bodyOf(plain)).toString()).toBe('export {};');
  });

  it('answers a path without an extension with the page, and a missing file with 404', async () => {
    const route = await get(console_.url, '/user/host/runner/1001?tab=log');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>console</title>');
    expect((await get(console_.url, '/assets/missing-123.js')).status).toBe(404);
  });

  it('adds the given headers to every answer it makes, errors included', async () => {
    for (const pathname of ['/', '/assets/index-abc.js', '/user/host', '/missing.png']) {
      expect((await get(console_.url, pathname)).headers.get('content-security-policy'), pathname).toBe("default-src 'self'");
    }
  });

  it('never serves a file outside the folder', async () => {
    const response = await rawGet(console_.url, '/../outside-the-folder.txt');
    expect(response.statusCode).toBe(404);
    response.resume();
    expect((await get(console_.url, '/%2e%2e/outside-the-folder.txt')).status).toBe(404);
  });

  it('answers /config.json with the runtime config when given, else with the folder file', async () => {
    expect(await (await get(proxied.url, '/config.json')).json()).toEqual({ apiBase: 'https://panel.example.com' });
    expect(await (await get(console_.url, '/config.json')).json()).toEqual({ apiBase: null });
  });

  it("forwards the panel server's paths unchanged: method, headers, body, status, Set-Cookie and Location", async () => {
    const posted = await get(proxied.url, '/userapi/team/7/host/create?x=1', { method: 'POST', headers: { cookie: 'session=abc' }, body: 'domain=a.example.com' });
    expect(posted.status).toBe(201);
    expect(posted.headers.get('x-from')).toBe('api');
    expect(await posted.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/userapi/team/7/host/create?x=1', cookie: 'session=abc', body: 'domain=a.example.com' });

    const signIn = await get(proxied.url, '/login/github?r=%2Fuser');
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/user/host');
    expect(signIn.headers.getSetCookie()).toEqual(['session=abc; HttpOnly', 'csrf=xyz']);

    for (const pathname of ['/logout', '/api/status', '/recipes/index.yml', '/dns/resolve?name=a']) {
      await get(proxied.url, pathname);
      expect(seen.at(-1)?.url, pathname).toBe(pathname);
    }
  });

  it("keeps the console's own pages, /login among them, on the console", async () => {
    const before = seen.length;
    for (const pathname of ['/login?r=%2Fuser', '/user/host', '/userapix']) expect((await get(proxied.url, pathname)).status, pathname).toBe(200);
    expect(seen.length).toBe(before);
  });
});
