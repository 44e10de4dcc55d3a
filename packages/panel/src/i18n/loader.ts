import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_STRINGS, UI_NAMESPACE, loadUiStrings } from '@hostdeck/ui';
import { LANGUAGE_LOADERS } from './catalog-loaders';
import { DEFAULT_LANGUAGE, PANEL_LANGUAGES, languageDirection, toPanelLanguage, type PanelLanguage } from './languages';

/** Areas every page needs: loaded with the language, before anything shows. */
export const I18N_CORE_AREAS = ['common', 'shell'] as const;
/**
 * Areas loaded on first use: a group of screens' words when a screen of the group first asks for them (see useT), and
 * `server-messages`, the server's known answers, when the first form shows or the first failed write is told, and
 * `issues`, the rules' issues in words, when the first form shows.
 */
export const I18N_SCREEN_AREAS = ['host-list', 'create-host', 'order-gate', 'invite-gate', 'template-gallery', 'upload-or-clone', 'order-form', 'runner', 'template-editor', 'login', 'server-messages', 'issues', 'log', 'dns', 'host-frame', 'connection', 'nginx', 'team-detail', 'team-members', 'team-upgrade', 'team-invoices', 'team-history', 'simulated-payment', 'host-detail', 'host-manage', 'host-database', 'software', 'screend', 'environment', 'webhook', 'host-users', 'firewall', 'host-settings', 'domain-list', 'domain-order', 'domain-frame', 'domain-detail', 'domain-renew', 'domain-dns', 'backup-list', 'backup-detail', 'server-list', 'server-detail', 'invite-code', 'profile', 'welcome', 'delete-account', 'user-list'] as const;
const everyArea = () => [...I18N_CORE_AREAS, ...I18N_SCREEN_AREAS] as const;
/** The catalog areas; each is one i18next namespace and one file per language. Kept out of a bundle that never reads it. */
export const I18N_AREAS = /* @__PURE__ */ everyArea();
export type I18nArea = (typeof I18N_AREAS)[number];

export interface Catalog {
  readonly [key: string]: string | Catalog;
}

/** Loaders keyed by path, `./<lang>/<area>.json`. */
export type CatalogLoaders = Readonly<Record<string, () => Promise<Catalog>>>;
/** One language's loaders keyed by area (the generated `catalog-loaders/<lang>.ts`). */
export type AreaLoaders = Readonly<Record<string, () => Promise<Catalog>>>;
export type PreloadedCatalogs = Partial<Record<PanelLanguage, Partial<Record<I18nArea, Catalog>>>>;

export interface PanelI18nOptions {
  /** Replaces the file loaders (tests count the calls). */
  loaders?: CatalogLoaders;
  /** Bundles available at once, without loading (tests and stories). */
  resources?: PreloadedCatalogs;
}

// Only instances given their own loaders (tests) are here; the others load through LANGUAGE_LOADERS directly.
const loadersByInstance = new WeakMap<I18n, CatalogLoaders>();
const latestSwitch = new WeakMap<I18n, number>();

export function catalogPath(language: PanelLanguage, area: I18nArea | (string & {})): string {
  return `./${language}/${area}.json`;
}

/** A catalog file through its language's table of area loaders (catalog-loaders.ts). */
async function loadCatalogFile(language: PanelLanguage, area: string): Promise<Catalog> {
  const areas = await LANGUAGE_LOADERS[language]?.(area);
  const load = areas?.[area];
  if (!load) throw new Error(`No ${area} catalog for language ${language}`);
  return load();
}

/**
 * Every catalog file's loader, keyed by path (tests and stories replace some). Built only where it is used, so the
 * list of areas stays out of an app's first load: the panel itself loads through LANGUAGE_LOADERS.
 */
export const CATALOG_LOADERS: CatalogLoaders = /* @__PURE__ */ everyCatalogLoader();

function everyCatalogLoader(): CatalogLoaders {
  return Object.fromEntries(
    PANEL_LANGUAGES.flatMap((language) => I18N_AREAS.map((area) => [catalogPath(language, area), () => loadCatalogFile(language, area)])),
  );
}

export async function loadCatalog(language: PanelLanguage, area: I18nArea | (string & {}), loaders?: CatalogLoaders): Promise<Catalog> {
  if (!loaders) return loadCatalogFile(language, area);
  const load = loaders[catalogPath(language, area)];
  if (!load) throw new Error(`No ${area} catalog for language ${language}`);
  return load();
}

/** An i18next instance for the panel. No bundle is loaded yet: call `changePanelLanguage` (the provider does). */
export function createPanelI18n(language: string, options: PanelI18nOptions = {}): I18n {
  const i18n = createInstance();
  if (options.loaders) loadersByInstance.set(i18n, options.loaders);
  void i18n.use(initReactI18next).init({
    lng: toPanelLanguage(language),
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...I18N_CORE_AREAS],
    defaultNS: 'common',
    resources: options.resources ?? {},
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // The primitives' English ships with them; other languages of the `ui` namespace load with the core areas.
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, UI_NAMESPACE)) i18n.addResourceBundle(DEFAULT_LANGUAGE, UI_NAMESPACE, EN_STRINGS);
  return i18n;
}

export function hasPanelLanguage(i18n: I18n, language: PanelLanguage): boolean {
  return [...I18N_CORE_AREAS, UI_NAMESPACE].every((area) => i18n.hasResourceBundle(language, area));
}

const pendingAreas = new WeakMap<I18n, Map<string, Promise<void>>>();

/** Adds one bundle unless the instance holds it already; concurrent asks share one download. */
function addBundleOnce(i18n: I18n, language: PanelLanguage, namespace: string, load: () => Promise<Catalog>): Promise<void> {
  if (i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const pending = pendingAreas.get(i18n) ?? new Map<string, Promise<void>>();
  pendingAreas.set(i18n, pending);
  const key = `${language}/${namespace}`;
  const existing = pending.get(key);
  if (existing) return existing;
  const loading = load()
    .then((catalog) => {
      i18n.addResourceBundle(language, namespace, catalog, true, true);
    })
    .finally(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

/** Loads one area of one language unless the instance holds it already; concurrent asks share one download. */
export function loadPanelArea(i18n: I18n, language: PanelLanguage, area: I18nArea | (string & {})): Promise<void> {
  return addBundleOnce(i18n, language, area, () => loadCatalog(language, area, loadersByInstance.get(i18n)));
}

/**
 * Loads @hostdeck/ui's words for a language into the `ui` namespace, so the primitives inside the panel speak the
 * panel's language through this same instance and its interpolation (see useUiStrings).
 */
export function loadPanelUiStrings(i18n: I18n, language: PanelLanguage): Promise<void> {
  return addBundleOnce(i18n, language, UI_NAMESPACE, () => loadUiStrings(language));
}

/**
 * Loads what a language needs before it can be shown: the core areas and the ui primitives' words, plus every screen
 * area already in use in the current language (so a switch never shows keys on the open screen).
 */
export async function loadPanelLanguage(i18n: I18n, language: PanelLanguage): Promise<void> {
  const current = toPanelLanguage(i18n.language);
  // The areas in use are the bundles the instance holds in the current language (besides the core and the ui's).
  const held = Object.keys(i18n.store.data[current] ?? {});
  const inUse = held.filter((area) => area !== UI_NAMESPACE && !(I18N_CORE_AREAS as readonly string[]).includes(area));
  await Promise.all([...[...I18N_CORE_AREAS, ...inUse].map((area) => loadPanelArea(i18n, language, area)), loadPanelUiStrings(i18n, language)]);
}

function applyDocumentLanguage(language: PanelLanguage): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = languageDirection(language);
}

/**
 * Loads what the language still needs, then switches, so the old language stays on screen meanwhile. An unknown
 * language means en. When a later call overtakes this one, this one resolves without switching.
 */
export async function changePanelLanguage(i18n: I18n, language: string): Promise<PanelLanguage> {
  const target = toPanelLanguage(language);
  const request = (latestSwitch.get(i18n) ?? 0) + 1;
  latestSwitch.set(i18n, request);
  await loadPanelLanguage(i18n, target);
  if (latestSwitch.get(i18n) !== request) return target;
  await i18n.changeLanguage(target);
  applyDocumentLanguage(target);
  return target;
}
