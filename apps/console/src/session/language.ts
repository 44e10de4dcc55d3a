import { createContext, use, useCallback, useState } from 'react';
import { readStoredLanguage, storeLanguage, type PanelLanguage } from '@hostdeck/panel';

export interface LanguageControls {
  language: PanelLanguage;
  setLanguage: (language: PanelLanguage) => void;
}

export const LanguageContext = createContext<LanguageControls | null>(null);

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The language kept in local storage, falling back to en. */
export function useStoredLanguage(): [PanelLanguage, (language: PanelLanguage) => void] {
  const [language, setLanguageState] = useState<PanelLanguage>(() => readStoredLanguage(browserStorage()));
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
