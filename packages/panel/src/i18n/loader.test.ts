import { afterEach, describe, expect, it, vi } from 'vitest';
import enCommon from './en/common.json';
import enShell from './en/shell.json';
import { PANEL_LANGUAGES } from './languages';
import { CATALOG_LOADERS, I18N_AREAS, changePanelLanguage, createPanelI18n, hasPanelLanguage, loadPanelArea, type Catalog, type CatalogLoaders } from './loader';

/** The real file loaders, wrapped so a test sees which files were fetched. */
function spiedLoaders(delays: Record<string, Promise<void>> = {}) {
  const calls: string[] = [];
  const loaders: CatalogLoaders = Object.fromEntries(
    Object.entries(CATALOG_LOADERS).map(([path, load]) => [
      path,
      async (): Promise<Catalog> => {
        calls.push(path);
        await delays[path];
        return load();
      },
    ]),
  );
  return { calls, loaders };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('panel i18n loader', () => {
  it('keeps every catalog file behind its own lazy loader', () => {
    expect(Object.keys(CATALOG_LOADERS)).toHaveLength(PANEL_LANGUAGES.length * I18N_AREAS.length);
    for (const load of Object.values(CATALOG_LOADERS)) expect(typeof load).toBe('function');
  });

  it('fetches only the files of the language asked for, once', async () => {
    const { calls, loaders } = spiedLoaders();
    const i18n = createPanelI18n('de', { loaders });
    expect(calls).toEqual([]);
    await changePanelLanguage(i18n, 'de');
    expect(calls.sort()).toEqual(['./de/common.json', './de/shell.json']);
    await changePanelLanguage(i18n, 'de');
    expect(calls).toHaveLength(2);
  });

  it('fetches a screen area once when a screen asks, and brings it along on a language switch', async () => {
    const { calls, loaders } = spiedLoaders();
    const i18n = createPanelI18n('en', { loaders });
    await changePanelLanguage(i18n, 'en');
    await Promise.all([loadPanelArea(i18n, 'en', 'host-list'), loadPanelArea(i18n, 'en', 'host-list')]);
    expect(calls.filter((path) => path.endsWith('/host-list.json'))).toEqual(['./en/host-list.json']);
    await changePanelLanguage(i18n, 'fr');
    expect(calls.filter((path) => path.startsWith('./fr/')).sort()).toEqual(['./fr/common.json', './fr/host-list.json', './fr/shell.json']);
    expect(calls.some((path) => path.endsWith('/create-host.json') || path.endsWith('/runner.json'))).toBe(false);
  });

  it('loads through the language tables when no loaders are given (an app, not a test)', async () => {
    const i18n = createPanelI18n('en');
    await changePanelLanguage(i18n, 'de');
    expect(i18n.t('actions.save')).toBe('Speichern');
    await loadPanelArea(i18n, 'de', 'host-settings');
    expect(i18n.t('back', { ns: 'host-settings' })).toBe('Website-Info');
    await changePanelLanguage(i18n, 'ja');
    expect(i18n.t('back', { ns: 'host-settings' })).toBe('サイト情報');
  });

  it('switches what t() says', async () => {
    const i18n = createPanelI18n('en', { loaders: spiedLoaders().loaders });
    await changePanelLanguage(i18n, 'en');
    expect(i18n.t('actions.save')).toBe('Save');
    expect(i18n.t('nav.hosting', { ns: 'shell' })).toBe('Hosting');
    await changePanelLanguage(i18n, 'de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('actions.save')).toBe('Speichern');
    expect(i18n.t('upload.failedWithStatus', { status: 413 })).toBe('Upload fehlgeschlagen (Statuscode 413)');
  });

  it("loads the ui primitives' words into the same instance, with the same interpolation", async () => {
    const i18n = createPanelI18n('en', { loaders: spiedLoaders().loaders });
    expect(i18n.t('close', { ns: 'ui' })).toBe('Close');
    await changePanelLanguage(i18n, 'de');
    expect(i18n.t('close', { ns: 'ui' })).toBe('Schließen');
    expect(i18n.t('step', { ns: 'ui', current: 2, total: 4 })).toBe('Schritt 2 von 4');
    expect(hasPanelLanguage(i18n, 'fr')).toBe(false);
  });

  it('uses the plural forms of each language', async () => {
    const i18n = createPanelI18n('en');
    await changePanelLanguage(i18n, 'en');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 1 })).toBe('Expires in 1 day');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 3 })).toBe('Expires in 3 days');
    await changePanelLanguage(i18n, 'ru');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 21 })).toBe('Истекает через 21 день');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 3 })).toBe('Истекает через 3 дня');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 5 })).toBe('Истекает через 5 дней');
    await changePanelLanguage(i18n, 'ar');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 2 })).toBe('ينتهي خلال يومين');
    expect(i18n.t('topBar.expiresIn', { ns: 'shell', count: 11 })).toBe('ينتهي خلال 11 يومًا');
  });

  it('keeps the old language until the new one has loaded', async () => {
    const gate = deferred();
    const { loaders } = spiedLoaders({ './fr/shell.json': gate.promise });
    const i18n = createPanelI18n('en', { loaders });
    await changePanelLanguage(i18n, 'en');
    const switching = changePanelLanguage(i18n, 'fr');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    expect(i18n.t('actions.cancel')).toBe('Cancel');
    gate.resolve();
    await switching;
    expect(i18n.t('actions.cancel')).toBe('Annuler');
  });

  it('lets a later switch win over a slower earlier one', async () => {
    const gate = deferred();
    const i18n = createPanelI18n('en', { loaders: spiedLoaders({ './ja/common.json': gate.promise }).loaders });
    const slow = changePanelLanguage(i18n, 'ja');
    await changePanelLanguage(i18n, 'ko');
    gate.resolve();
    await slow;
    expect(i18n.language).toBe('ko');
  });

  it('falls back to en for an unknown language', async () => {
    const { calls, loaders } = spiedLoaders();
    const i18n = createPanelI18n('xx', { loaders });
    expect(await changePanelLanguage(i18n, 'tlh')).toBe('en');
    expect(calls.sort()).toEqual(['./en/common.json', './en/shell.json']);
    expect(i18n.t('notFound.backHome')).toBe('Back to home');
  });

  it('needs no fetch for preloaded bundles', async () => {
    const { calls, loaders } = spiedLoaders();
    const i18n = createPanelI18n('en', { loaders, resources: { en: { common: enCommon, shell: enShell } } });
    expect(i18n.t('actions.retry')).toBe('Retry');
    await changePanelLanguage(i18n, 'en');
    expect(calls).toEqual([]);
  });

  it('sets lang and dir on the document', async () => {
    const documentElement = { lang: '', dir: '' };
    vi.stubGlobal('document', { documentElement });
    const i18n = createPanelI18n('ar');
    await changePanelLanguage(i18n, 'ar');
    expect(documentElement).toEqual({ lang: 'ar', dir: 'rtl' });
    await changePanelLanguage(i18n, 'nl');
    expect(documentElement).toEqual({ lang: 'nl', dir: 'ltr' });
  });

  it('rejects when a catalog cannot be fetched, keeping the shown language', async () => {
    const { loaders } = spiedLoaders();
    const broken: CatalogLoaders = { ...loaders, './it/common.json': () => Promise.reject(new Error('chunk failed')) };
    const i18n = createPanelI18n('en', { loaders: broken });
    await changePanelLanguage(i18n, 'en');
    await expect(changePanelLanguage(i18n, 'it')).rejects.toThrow('chunk failed');
    expect(i18n.language).toBe('en');
  });
});
