import { createContext, use, useCallback, useState } from 'react';
import { readStoredLanguage, storeLanguage, type PanelLanguage } from '@hostdeck/panel';
import { browserStorage } from '../browser-storage';

export interface LanguageControls {
  language: PanelLanguage;
  setLanguage: (language: PanelLanguage) => void;
}

export const LanguageContext = createContext<LanguageControls | null>(null);

/** The browser's preferred languages, most preferred first; none where the browser does not say. */
function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The language kept in local storage; on a first visit (nothing stored) the browser's preferred language when it is
 * one of the 14, else en. Only a choice the user makes is stored, so the browser's keeps applying until then.
 */
export function useStoredLanguage(): [PanelLanguage, (language: PanelLanguage) => void] {
  const [language, setLanguageState] = useState<PanelLanguage>(() => readStoredLanguage(browserStorage(), preferredLanguages()));
  const setLanguage = useCallback((next: PanelLanguage) => {
    storeLanguage(browserStorage(), next);
    setLanguageState(next);
  }, []);
  return [language, setLanguage];
}

export function useLanguageControls(): LanguageControls {
  const value = use(LanguageContext);
  if (!value) throw new Error('useLanguageControls must be used inside <ConsoleApp>');
  return value;
}
