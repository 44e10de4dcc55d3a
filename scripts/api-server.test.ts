import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startApiServer } from './api-server.mjs';
import { expandGlob } from './esbuild-vite-imports.mjs';

const mockApi = fileURLToPath(new URL('../packages/mock-api/src/', import.meta.url));

describe('the simulated backend bundled for plain Node (npm run serve:api, the journeys)', () => {
  it('expands the glob forms the simulated backend uses, keyed as Vite keys them', () => {
    const recipes = expandGlob('../fixtures/recipes/**/*.yml', path.join(mockApi, 'handlers'));
    expect(recipes).toContain('../fixtures/recipes/index.yml');
    expect(recipes).toContain('../fixtures/recipes/boot/wordpress.yml');
    expect(recipes.every((key) => key.endsWith('.yml'))).toBe(true);
    expect(expandGlob('./recipe-icons/*.svg', path.join(mockApi, 'fixtures'))).toContain('./recipe-icons/wordpress.svg');
  });

  it('starts from the bundle on a free port and serves the session gate, the recipes (raw files) and icons', async () => {
    const server = await startApiServer({ port: 0, consoleOrigin: 'http://127.0.0.1:4310' });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.url}/userapi/initdata`)).status).toBe(401);
      const index = await (await fetch(server.urls.recipeIndex)).text();
      expect(index).toContain(`relative_url: ${server.urls.recipeBase}`);
      expect((await fetch(`${server.urls.recipeBase}boot/wordpress.yml`)).status).toBe(200);
      expect(await (await fetch(`${server.urls.recipeBase}icons/wordpress.svg`)).text()).toMatch(/^<svg /);
      const signIn = await fetch(`${server.url}/login/github?r=/user`, { redirect: 'manual' });
      expect(signIn.headers.get('location')).toBe('http://127.0.0.1:4310/user');
    } finally {
      await server.close();
    }
  }, 60_000);
});
