import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCRIPT_MARKER_HEADER } from '../client';
import { ApiError, FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { createTestClient, setupMswServer, rejection } from '../testing/msw-node';
import { createDeployApi } from './deploy';
import { DEFAULT_DOH_URL, DEFAULT_RECIPE_INDEX_URL, endpointOrigin, resolveRecipeUrl } from './deploy-external';

const RECIPES_DIR = process.env.HOSTDECK_RECIPES_DIR ?? fileURLToPath(new URL('../../../../mock-api/src/fixtures/recipes', import.meta.url));
const RECIPES_URL = 'https://raw.githubusercontent.com/domcloud/recipes/master/';
const recipe = (file: string) => readFileSync(path.join(RECIPES_DIR, file), 'utf8');

const server = setupMswServer();
let clock = 0;
const api = createDeployApi(createTestClient(), {
  now: () => clock,
  cacheBuster: () => 'buster-1',
});

interface Received {
  path: string;
  query: Record<string, string>;
  marker: string | null;
  credentials: RequestCredentials;
}

const receive = (request: Request): Received => {
  const url = new URL(request.url);
  return { path: `${url.origin}${url.pathname}`, query: Object.fromEntries(url.searchParams), marker: request.headers.get(SCRIPT_MARKER_HEADER), credentials: request.credentials };
};


describe('createDeployApi: recipes', () => {
  it('reads the remote recipe index (YAML) without cookies or the script marker', async () => {
    let received: Received | undefined;
    server.use(
      http.get(DEFAULT_RECIPE_INDEX_URL, ({ request }) => {
        received = receive(request);
        return HttpResponse.text(recipe('index.yml'));
      }),
    );
    const index = await api.getRecipeIndex();
    expect(received).toEqual({ path: DEFAULT_RECIPE_INDEX_URL, query: {}, marker: null, credentials: 'omit' });
    expect(index.relative_url).toBe(RECIPES_URL);
    expect(index.templates[2]).toMatchObject({ title: 'Laravel', file: 'boot/laravel.yml' });
    expect(index.frameworks.length).toBeGreaterThan(40);
  });

  it('reads a recipe file relative to the index, raw and parsed', async () => {
    server.use(http.get(`${RECIPES_URL}boot/wordpress.yml`, () => HttpResponse.text(recipe('boot/wordpress.yml'))));
    const file = await api.getRecipeTemplate({ file: 'boot/wordpress.yml', relativeUrl: RECIPES_URL });
    expect(file.url).toBe(`${RECIPES_URL}boot/wordpress.yml`);
    expect(file.text).toBe(recipe('boot/wordpress.yml'));
    expect(file.template).toMatchObject({ source: 'https://wordpress.org/latest.zip#wordpress', features: ['mysql'], nginx: { fastcgi: 'on' } });
  });

  it('reads the ?from= file: an absolute URL, or a path under the recipes', async () => {
    const seen: string[] = [];
    server.use(
      http.get('https://gist.example.org/me/app.yml', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text('features:\n  - node lts\ncommands:\n  - npm ci\n');
      }),
      http.get(`${RECIPES_URL}boot/laravel.yml`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text(recipe('boot/laravel.yml'));
      }),
    );
    const own = await api.getTemplateFrom({ from: 'https://gist.example.org/me/app.yml' });
    expect(own).toEqual({ url: 'https://gist.example.org/me/app.yml', text: 'features:\n  - node lts\ncommands:\n  - npm ci\n', template: { features: ['node lts'], commands: ['npm ci'] } });
    // Without a relative_url, the folder of the index is the base.
    const laravel = await api.getTemplateFrom({ from: '/boot/laravel.yml' });
    expect(laravel.template.root).toBe('public_html/public');
    expect(seen).toEqual(['https://gist.example.org/me/app.yml', `${RECIPES_URL}boot/laravel.yml`]);
  });

  it("rejects a missing file as 'http' 404 and a file that is not a YAML object as 'malformed'", async () => {
    server.use(
      http.get(`${RECIPES_URL}gone.yml`, () => new HttpResponse('404: Not Found', { status: 404 })),
      http.get(`${RECIPES_URL}list.yml`, () => HttpResponse.text('- mysql\n- node\n')),
      http.get(`${RECIPES_URL}broken.yml`, () => HttpResponse.text('features: [mysql\n')),
    );
    expect(await rejection(api.getRecipeTemplate({ file: 'gone.yml' }))).toMatchObject({ kind: 'http', status: 404, message: NETWORK_ERROR_MESSAGE });
    expect(await rejection(api.getRecipeTemplate({ file: 'list.yml' }))).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
    expect(await rejection(api.getTemplateFrom({ from: 'broken.yml' }))).toMatchObject({ kind: 'malformed', message: FETCH_ERROR_MESSAGE });
  });

  it("rejects a malformed index as 'malformed' and a 500 as 'http'", async () => {
    server.use(http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text('templates:\n  - file: boot/x.yml\n')));
    expect((await rejection(api.getRecipeIndex())).kind).toBe('malformed');
    server.use(http.get(DEFAULT_RECIPE_INDEX_URL, () => new HttpResponse('down', { status: 500 })));
    expect(await rejection(api.getRecipeIndex())).toMatchObject({ kind: 'http', status: 500 });
  });

  it('takes the index address from the factory options', async () => {
    server.use(http.get('https://recipes.example/index.yml', () => HttpResponse.text('relative_url: https://recipes.example/\n')));
    const custom = createDeployApi(createTestClient(), { recipeIndexUrl: 'https://recipes.example/index.yml' });
    await expect(custom.getRecipeIndex()).resolves.toEqual({ relative_url: 'https://recipes.example/', templates: [], templates_more: [], frameworks: [] });
  });
});

describe('resolveRecipeUrl', () => {
  it('keeps absolute URLs and resolves paths under the base', () => {
    expect(resolveRecipeUrl('https://x.example/a.yml', RECIPES_URL)).toBe('https://x.example/a.yml');
    expect(resolveRecipeUrl('boot/x.yml', RECIPES_URL)).toBe(`${RECIPES_URL}boot/x.yml`);
    expect(resolveRecipeUrl('/boot/x.yml', RECIPES_URL)).toBe(`${RECIPES_URL}boot/x.yml`);
    expect(resolveRecipeUrl('//evil.example/x.yml', 'https://r.example/recipes')).toBe('https://r.example/recipes/evil.example/x.yml');
  });

  it('refuses other schemes', () => {
    for (const from of ['javascript:alert(1)', 'ftp://files.example/x.yml', 'data:text/plain,features']) {
      expect(() => resolveRecipeUrl(from, RECIPES_URL)).toThrow(ApiError);
    }
  });
});

describe('createDeployApi: domain check and latency', () => {
  it('looks up A records over DNS-over-HTTPS with a cache-buster', async () => {
    let received: Received | undefined;
    server.use(
      http.get(DEFAULT_DOH_URL, ({ request }) => {
        received = receive(request);
        return HttpResponse.json({ Status: 0, TC: false, RD: true, RA: true, Question: [{ name: 'example.com.', type: 1 }], Answer: [{ name: 'example.com.', type: 1, TTL: 300, data: '68.183.191.223' }] });
      }),
    );
    const answer = await api.lookupDomainA({ domain: 'example.com' });
    expect(received).toEqual({ path: DEFAULT_DOH_URL, query: { name: 'example.com', type: 'A', random_padding: 'buster-1' }, marker: null, credentials: 'omit' });
    expect(answer.Answer).toEqual([{ name: 'example.com.', type: 1, TTL: 300, data: '68.183.191.223' }]);
  });

  it("reads NXDOMAIN as no answer, and rejects a malformed answer as 'malformed'", async () => {
    server.use(http.get(DEFAULT_DOH_URL, () => HttpResponse.json({ Status: 3, Question: [{ name: 'nope.example.', type: 1 }] })));
    await expect(api.lookupDomainA({ domain: 'nope.example' })).resolves.toMatchObject({ Status: 3, Answer: [] });
    server.use(http.get(DEFAULT_DOH_URL, () => HttpResponse.json({ Answer: 'none' })));
    expect((await rejection(api.lookupDomainA({ domain: 'nope.example' }))).kind).toBe('malformed');
  });

  it('times a GET of the server endpoint with the injected clock', async () => {
    let received: Received | undefined;
    server.use(
      http.get('https://sgp.domcloud.co/status/ping', ({ request }) => {
        received = receive(request);
        clock += 42.5;
        return HttpResponse.text('pong');
      }),
    );
    clock = 1000;
    await expect(api.measureServerLatency({ endpoint: 'sgp.domcloud.co' })).resolves.toBe(42.5);
    expect(received).toEqual({ path: 'https://sgp.domcloud.co/status/ping', query: { t: 'buster-1' }, marker: null, credentials: 'omit' });
    await expect(api.measureServerLatency({ endpoint: 'https://sgp.domcloud.co/' })).resolves.toBe(42.5);
  });

  it("rejects an unreachable or failing server ('network', 'http')", async () => {
    server.use(
      http.get('https://down.example/status/ping', () => HttpResponse.error()),
      http.get('https://broken.example/status/ping', () => new HttpResponse(null, { status: 502 })),
    );
    expect((await rejection(api.measureServerLatency({ endpoint: 'down.example' }))).kind).toBe('network');
    expect(await rejection(api.measureServerLatency({ endpoint: 'broken.example' }))).toMatchObject({ kind: 'http', status: 502 });
  });

  it('normalises endpoints to https origins', () => {
    expect(endpointOrigin(' sgp.domcloud.co ')).toBe('https://sgp.domcloud.co');
    expect(endpointOrigin('http://bridge.local:2223/')).toBe('http://bridge.local:2223');
  });
});
