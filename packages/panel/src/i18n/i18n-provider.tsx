import { createContext, use, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, toPanelLanguage } from './languages';
import { changePanelLanguage, createPanelI18n, hasPanelLanguage, loadPanelArea, type I18nArea } from './loader';

/** The spec's translation loading indicator delay: quick switches show no indicator at all. */
export const LANGUAGE_LOADING_DELAY_MS = 200;

const LanguageLoadingContext = createContext(false);

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
  return use(LanguageLoadingContext);
}

/**
 * The translator of one catalog area. A screen area not loaded yet in the current language is fetched here, and
 * `ready` stays false until it has arrived (screens show their skeleton meanwhile).
 */
export function useT(area: I18nArea) {
  const translation = useTranslation(area);
  const { i18n } = translation;
  const language = toPanelLanguage(i18n.language);
  const isLoaded = i18n.hasResourceBundle(language, area);
  const [, markLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (isLoaded) return;
    let isCurrent = true;
    loadPanelArea(i18n, language, area).then(
      () => {
        if (isCurrent) markLoaded();
      },
      (error: unknown) => console.error(`Could not load the ${language} ${area} translations`, error),
    );
    return () => {
      isCurrent = false;
    };
  }, [i18n, language, area, isLoaded]);
  return { ...translation, ready: isLoaded };
}
