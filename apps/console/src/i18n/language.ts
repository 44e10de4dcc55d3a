import { UI_LANGUAGES, isRtl } from '@hostdeck/ui';

export const LANGUAGE_STORAGE_KEY = 'language';

/** The stored language if it is one of the 14, else English. */
export function readStoredLanguage(): string {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored && (UI_LANGUAGES as readonly string[]).includes(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: string) {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage only means the choice is not remembered.
  }
}

export function applyLanguage(language: string) {
  document.documentElement.lang = language;
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}
