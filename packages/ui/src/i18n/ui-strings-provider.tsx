import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { EN_STRINGS, formatString, type UiLanguage, type UiStringKey, type UiStrings } from './strings';

type Loader = () => Promise<{ strings: UiStrings }>;

/** One lazy chunk per language, so an app only downloads the language it shows. */
const LOADERS: Record<Exclude<UiLanguage, 'en'>, Loader> = {
  ar: () => import('./messages/ar'),
  de: () => import('./messages/de'),
  es: () => import('./messages/es'),
  fr: () => import('./messages/fr'),
  hi: () => import('./messages/hi'),
  id: () => import('./messages/id'),
  it: () => import('./messages/it'),
  ja: () => import('./messages/ja'),
  ko: () => import('./messages/ko'),
  nl: () => import('./messages/nl'),
  pt: () => import('./messages/pt'),
  ru: () => import('./messages/ru'),
  zh: () => import('./messages/zh'),
};

/** Loads the primitives' strings for a language; unknown languages fall back to English. */
export async function loadUiStrings(language: string): Promise<UiStrings> {
  const loader = LOADERS[language as keyof typeof LOADERS];
  if (!loader) return EN_STRINGS;
  const module = await loader();
  return module.strings;
}

const UiStringsContext = createContext<UiStrings>(EN_STRINGS);

export interface UiStringsProviderProps {
  /** BCP 47 language of the surrounding app; one of the 14 product languages, else English. */
  language: string;
  children: ReactNode;
}

/** Gives the primitives their own words in the app's language, English until the language has loaded. */
export function UiStringsProvider({ language, children }: UiStringsProviderProps) {
  const [loaded, setLoaded] = useState<{ language: string; strings: UiStrings }>({ language: 'en', strings: EN_STRINGS });
  useEffect(() => {
    let isCurrent = true;
    loadUiStrings(language).then(
      (strings) => {
        if (isCurrent) setLoaded({ language, strings });
      },
      (error: unknown) => console.error('Could not load interface strings', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return <UiStringsContext value={loaded.strings}>{children}</UiStringsContext>;
}

/** Returns a translator for the primitives' strings. */
export function useUiStrings(): (key: UiStringKey, values?: Record<string, string | number>) => string {
  const strings = use(UiStringsContext);
  return (key, values) => (values ? formatString(strings[key], values) : strings[key]);
}
