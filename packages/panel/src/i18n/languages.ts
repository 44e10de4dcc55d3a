/** The 14 languages of the console; en is the source of every catalog. */
export const PANEL_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh'] as const;

export type PanelLanguage = (typeof PANEL_LANGUAGES)[number];
export type TextDirection = 'ltr' | 'rtl';

/** Each language's name in itself, for the language menu; the same in every interface language. */
export const LANGUAGE_NAMES: Readonly<Record<PanelLanguage, string>> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  nl: 'Nederlands',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
};

export const DEFAULT_LANGUAGE: PanelLanguage = 'en';

/** Languages written right to left. */
export const RTL_LANGUAGES: readonly PanelLanguage[] = ['ar'];

/** The local-storage key that keeps the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isPanelLanguage(value: unknown): value is PanelLanguage {
  return typeof value === 'string' && (PANEL_LANGUAGES as readonly string[]).includes(value);
}

/** One of the 14 languages, else en. */
export function toPanelLanguage(value: unknown): PanelLanguage {
  return isPanelLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export function languageDirection(language: PanelLanguage): TextDirection {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/** The stored language if it is one of the 14, else en. Storage may be missing or throw (private mode, blocked cookies). */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null | undefined): PanelLanguage {
  try {
    return toPanelLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Keeps the language for the next visit; returns false when the storage refused it. */
export function storeLanguage(storage: Pick<Storage, 'setItem'> | null | undefined, language: PanelLanguage): boolean {
  if (!storage) return false;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
    return true;
  } catch {
    return false;
  }
}
