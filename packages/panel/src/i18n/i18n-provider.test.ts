import { describe, expect, it } from 'vitest';
import { panelAreaRequest, retryFailedPanelAreas } from './i18n-provider';
import { CATALOG_LOADERS, createPanelI18n, type Catalog, type CatalogLoaders } from './loader';

/** The real loaders, except the en host-list area, which fails while `isOffline` says so; each call is counted. */
function flakyLoaders() {
  const state = { isOffline: true, calls: 0 };
  const loaders: CatalogLoaders = {
    ...CATALOG_LOADERS,
    './en/host-list.json': async (): Promise<Catalog> => {
      state.calls += 1;
      if (state.isOffline) throw new TypeError('Failed to fetch dynamically imported module: /assets/host-list.js');
      return { title: 'Websites' };
    },
  };
  return { state, loaders };
}

describe('panelAreaRequest', () => {
  it('gives every render the same download until it settles', async () => {
    const { state, loaders } = flakyLoaders();
    state.isOffline = false;
    const i18n = createPanelI18n('en', { loaders });
    const first = panelAreaRequest(i18n, 'en', 'host-list');
    expect(panelAreaRequest(i18n, 'en', 'host-list')).toBe(first);
    await first;
    expect(state.calls).toBe(1);
    expect(i18n.hasResourceBundle('en', 'host-list')).toBe(true);
  });

  it('keeps a failed download failed (no download loop) until a retry, which downloads again', async () => {
    const { state, loaders } = flakyLoaders();
    const i18n = createPanelI18n('en', { loaders });
    const failed = panelAreaRequest(i18n, 'en', 'host-list');
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(panelAreaRequest(i18n, 'en', 'host-list')).toBe(failed);
    expect(state.calls).toBe(1);

    state.isOffline = false;
    retryFailedPanelAreas();
    const again = panelAreaRequest(i18n, 'en', 'host-list');
    expect(again).not.toBe(failed);
    await again;
    expect(state.calls).toBe(2);
    expect(i18n.getResource('en', 'host-list', 'title')).toBe('Websites');
  });

  it('does not start a loaded or running download again on a retry', async () => {
    const { state, loaders } = flakyLoaders();
    state.isOffline = false;
    const i18n = createPanelI18n('en', { loaders });
    const running = panelAreaRequest(i18n, 'en', 'host-list');
    retryFailedPanelAreas();
    expect(panelAreaRequest(i18n, 'en', 'host-list')).toBe(running);
    await running;
    expect(state.calls).toBe(1);
  });
});
