import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toPanelLanguage, type PanelLanguage } from './languages';
import { changePanelLanguage, createPanelI18n, hasPanelLanguage, loadPanelArea, type I18nArea } from './loader';
// Every program that uses the panel (the console, stories, tests, the library's types) checks its keys against the catalogs.
import type {} from './catalog-types';

/** The spec's translation loading indicator delay: quick switches show no indicator at all. */
export const LANGUAGE_LOADING_DELAY_MS = 200;

/** Whether a language switch is slow; null outside PanelI18nProvider, so useT can name the missing provider. */
const LanguageLoadingContext = createContext<boolean | null>(null);

export interface PanelI18nProviderProps {
  /** One of the 14 languages; anything else means en. */
  language: string;
  children: ReactNode;
  /** Shown until the first language has loaded; nothing when omitted. */
  fallback?: ReactNode;
  /** An instance made by `createPanelI18n`, e.g. with preloaded bundles in stories and tests. */
  i18n?: I18n;
}

/** Gives the panel its translations; a later language replaces the shown one only once it has loaded. */
export function PanelI18nProvider({ language, children, fallback = null, i18n: given }: PanelI18nProviderProps) {
  const [i18n] = useState(() => given ?? createPanelI18n(language));
  const [isReady, setIsReady] = useState(() => hasPanelLanguage(i18n, toPanelLanguage(language)));
  const [isSlow, setIsSlow] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    const timer = setTimeout(() => {
      if (isCurrent) setIsSlow(true);
    }, LANGUAGE_LOADING_DELAY_MS);
    const settle = () => {
      clearTimeout(timer);
      if (!isCurrent) return;
      setIsSlow(false);
      setIsReady(true);
    };
    changePanelLanguage(i18n, language)
      .catch((error: unknown) => {
        console.error(`Could not load the ${language} translations`, error);
        // Without any language yet, en is the only way out of the fallback; otherwise keep the shown one.
        if (isCurrent && !i18n.hasResourceBundle(i18n.language, 'common')) return changePanelLanguage(i18n, DEFAULT_LANGUAGE);
      })
      .catch((error: unknown) => console.error('Could not load the en translations', error))
      .finally(settle);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [i18n, language]);

  if (!isReady) return fallback;
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageLoadingContext value={isSlow}>{children}</LanguageLoadingContext>
    </I18nextProvider>
  );
}

/** True while a language switch has taken longer than the indicator delay. */
export function useLanguageLoading(): boolean {
  return use(LanguageLoadingContext) === true;
}

interface AreaRequest {
  promise: Promise<void>;
  /** The retry round it failed in; undefined while it runs or once it has loaded. */
  failedInRound?: number;
}

const areaRequests = new WeakMap<I18n, Map<string, AreaRequest>>();

/** A promise React reads as already settled (it checks `status` before waiting), for areas that are loaded. */
const AREA_LOADED: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
let retryRound = 0;

/**
 * The one download of an area that components suspend on. React needs the same promise on every render until it
 * settles, and a failed one must stay failed (an error boundary shows it) instead of being fetched again in a loop:
 * only `retryFailedPanelAreas` lets the next render start a new download.
 */
export function panelAreaRequest(i18n: I18n, language: PanelLanguage, area: I18nArea): Promise<void> {
  const requests = areaRequests.get(i18n) ?? new Map<string, AreaRequest>();
  areaRequests.set(i18n, requests);
  const key = `${language}/${area}`;
  const existing = requests.get(key);
  if (existing && (existing.failedInRound === undefined || existing.failedInRound === retryRound)) return existing.promise;
  const request: AreaRequest = {
    promise: loadPanelArea(i18n, language, area).catch((error: unknown) => {
      request.failedInRound = retryRound;
      throw error;
    }),
  };
  requests.set(key, request);
  return request.promise;
}

/** Lets areas whose download failed be fetched again on the next render (an error boundary's Try again). */
export function retryFailedPanelAreas(): void {
  retryRound += 1;
}

/**
 * The translator of one catalog area: generic over the area, so its `t` takes that area's keys only, checked against
 * the English catalogs (catalog-types.ts). An area not loaded yet in the current language suspends the component until it
 * has arrived, so the nearest Suspense boundary (a ScreenState's skeleton, or the page's) shows meanwhile and no
 * screen checks readiness itself; a download that fails reaches the nearest error boundary.
 */
export function useT<Area extends I18nArea>(area: Area) {
  // Without the provider react-i18next would fall back to whatever instance was created last, or show raw keys.
  if (use(LanguageLoadingContext) === null) throw new Error('useT must be used inside <PanelI18nProvider>');
  const { t, i18n } = useTranslation(area);
  const language = toPanelLanguage(i18n.language);
  // `use` is called on every render, with a settled promise once the area is there: when a suspended first render is
  // replayed after the download, React expects the same `use` call again before the hooks that follow (skipping it
  // fails the replay with React error 467 and a recovered-error report).
  use(i18n.hasResourceBundle(language, area) ? AREA_LOADED : panelAreaRequest(i18n, language, area));
  return { t, i18n };
}
