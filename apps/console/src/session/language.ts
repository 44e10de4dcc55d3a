import { createContext, use, useCallback, useState } from 'react';
import { readStoredLanguage, storeLanguage, type PanelLanguage } from '@hostdeck/panel';
import { browserStorage } from '../browser-storage';

export interface LanguageControls {
  language: PanelLanguage;
  setLanguage: (language: PanelLanguage) => void;
}

export const LanguageContext = createContext<LanguageControls | null>(null);


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
