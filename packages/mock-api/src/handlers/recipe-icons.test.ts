import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { load } from 'js-yaml';
import { createHttpApi, DEFAULT_RECIPE_INDEX_URL, recipeIndexSchema } from '@hostdeck/panel/contract';
import { recipeIconUrl } from '@hostdeck/panel/rules';
import { createWorldStore } from '../store/world-store';
import { deployExternalHandlers } from './deploy-external';

const server = setupServer(...deployExternalHandlers(createWorldStore()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the simulated recipe host', () => {
  it('links every tile icon beside its recipes and serves it as SVG, so no icon comes from a third-party site', async () => {
    const index = recipeIndexSchema.parse(load(await (await fetch(DEFAULT_RECIPE_INDEX_URL)).text()));
    const urls = index.templates.map((tile) => recipeIconUrl(tile.icon, index.relative_url) ?? '');
    expect(urls.filter((url) => !url.startsWith(`${index.relative_url}icons/`))).toEqual([]);
    for (const url of urls) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it("keeps every tile's icon through the panel's default configuration, which allows only the index's origin", async () => {
    const api = createHttpApi({ baseUrl: 'http://panel.test', pageOrigin: 'http://panel.test' });
    const index = await api.getRecipeIndex();
    expect(index.templates.filter((tile) => tile.icon === undefined).map((tile) => tile.title)).toEqual([]);
    expect(index.templates.filter((tile) => new URL(tile.icon ?? '').origin !== new URL(DEFAULT_RECIPE_INDEX_URL).origin)).toEqual([]);
  });

  it('answers 404 for an icon it does not ship', async () => {
    const index = recipeIndexSchema.parse(load(await (await fetch(DEFAULT_RECIPE_INDEX_URL)).text()));
    expect((await fetch(`${index.relative_url}icons/no-such-icon.svg`)).status).toBe(404);
  });
});
