import { use, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext } from 'react-i18next';
import { loadUiStrings } from './load-ui-strings';
import { EN_STRINGS, UI_LANGUAGES, UI_NAMESPACE, formatString, type UiStringKey } from './strings';

export type UiTranslate = (key: UiStringKey, values?: Record<string, string | number>) => string;

const english: UiTranslate = (key, values) => (values ? formatString(EN_STRINGS[key], values) : EN_STRINGS[key]);

/** The first language of the instance's chain (e.g. de-AT, de, en) whose `ui` bundle has loaded. */
function uiLanguageOf(i18n: I18n | undefined): string | undefined {
  if (!i18n?.isInitialized) return undefined;
  return i18n.languages.find((language) => i18n.hasResourceBundle(language, UI_NAMESPACE));
}

function subscribeTo(i18n: I18n | undefined) {
  return (onChange: () => void) => {
    if (!i18n) return () => {};
    i18n.on('languageChanged', onChange);
    i18n.store.on('added', onChange);
    return () => {
      i18n.off('languageChanged', onChange);
      i18n.store.off('added', onChange);
    };
  };
}

/** The language whose `ui` bundle the instance shows, followed live; undefined while there is none. */
function useLoadedUiLanguage(i18n: I18n | undefined): string | undefined {
  const subscribe = useMemo(() => subscribeTo(i18n), [i18n]);
  const snapshot = () => uiLanguageOf(i18n);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The language the primitives speak (the surrounding i18next instance's, as useUiStrings reads it), else 'en'. */
export function useUiLanguage(): string {
  return useLoadedUiLanguage(use(I18nContext)?.i18n) ?? 'en';
}

/**
 * Returns a translator for the primitives' words: the `ui` namespace of the surrounding react-i18next instance (the
 * panel's, or UiStringsProvider's), interpolated by that instance; English while there is none or it has no `ui` bundle.
 */
export function useUiStrings(): UiTranslate {
  const i18n = use(I18nContext)?.i18n;
  const language = useLoadedUiLanguage(i18n);
  return useMemo<UiTranslate>(() => {
    if (!i18n || !language) return english;
    return (key, values) => {
      const template: unknown = i18n.getResource(language, UI_NAMESPACE, key);
      if (typeof template !== 'string') return english(key, values);
      return values ? i18n.services.interpolator.interpolate(template, values, language, {}) : template;
    };
  }, [i18n, language]);
}

/** A small i18next instance holding only the `ui` namespace; none for English, which needs no download. */
async function createUiI18n(language: string): Promise<I18n | undefined> {
  if (language === 'en' || !(UI_LANGUAGES as readonly string[]).includes(language)) return undefined;
  const [{ createInstance }, strings] = await Promise.all([import('i18next'), loadUiStrings(language)]);
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: 'en',
    ns: [UI_NAMESPACE],
    defaultNS: UI_NAMESPACE,
    resources: { en: { [UI_NAMESPACE]: EN_STRINGS }, [language]: { [UI_NAMESPACE]: strings } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18n;
}

export interface UiStringsProviderProps {
  /** BCP 47 language of the surrounding app; one of the 14 product languages, else English. */
  language: string;
  children: ReactNode;
}

/**
 * For apps that show the primitives without an i18next instance of their own: loads the `ui` namespace of `language`
 * into a small i18next instance (i18next itself loads on demand, and not at all for English). Apps using the panel need
 * no such provider: PanelI18nProvider's instance holds the `ui` namespace too.
 */
export function UiStringsProvider({ language, children }: UiStringsProviderProps) {
  const outer = use(I18nContext);
  // The shown language stays until the next one has loaded.
  const [own, setOwn] = useState<{ i18n: I18n } | undefined>(undefined);
  useEffect(() => {
    let isCurrent = true;
    createUiI18n(language).then(
      (i18n) => {
        if (isCurrent) setOwn(i18n && { i18n });
      },
      (error: unknown) => console.error('Could not load interface strings', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return <I18nContext value={own ?? outer}>{children}</I18nContext>;
}
