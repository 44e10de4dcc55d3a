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

/**
 * The first of the browser's preferred languages (`navigator.languages`, most preferred first) whose primary subtag
 * is one of the 14: ['fy-NL', 'pt-BR', 'en'] gives pt. Undefined when none is.
 */
export function browserLanguage(preferred: readonly string[] | null | undefined): PanelLanguage | undefined {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isPanelLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The language to show: the stored choice if it is one of the 14, else the browser's preferred one (see
 * browserLanguage), else en. Storage may be missing or throw (private mode, blocked cookies).
 */
export function readStoredLanguage(storage: Pick<Storage, 'getItem'> | null | undefined, preferred?: readonly string[] | null): PanelLanguage {
  let stored: unknown;
  try {
    stored = storage?.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = undefined;
  }
  if (isPanelLanguage(stored)) return stored;
  return browserLanguage(preferred) ?? DEFAULT_LANGUAGE;
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
