import { useEffect, useState } from 'react';
import { ThemeProvider, Toaster, TooltipProvider, UiStringsProvider } from '@hostdeck/ui';
import { CONSOLE_STRINGS, type ConsoleStrings } from './i18n/strings';
import { loadConsoleStrings } from './i18n/console-strings';
import { applyLanguage, readStoredLanguage, storeLanguage } from './i18n/language';
import { DesignSystemPreview } from './design-system-preview';

/** Until the console screens land, the console shows the design system with working theme and language controls. */
export function App() {
  const [language, setLanguage] = useState(readStoredLanguage);
  const [strings, setStrings] = useState<ConsoleStrings>(CONSOLE_STRINGS);

  useEffect(() => {
    let isCurrent = true;
    applyLanguage(language);
    loadConsoleStrings(language).then(
      (loaded) => isCurrent && setStrings(loaded),
      (error: unknown) => console.error('Could not load the console strings', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [language]);

  const changeLanguage = (next: string) => {
    storeLanguage(next);
    setLanguage(next);
  };

  return (
    <ThemeProvider>
      <UiStringsProvider language={language}>
        <TooltipProvider delayDuration={200}>
          <DesignSystemPreview strings={strings} language={language} onLanguageChange={changeLanguage} />
          <Toaster />
        </TooltipProvider>
      </UiStringsProvider>
    </ThemeProvider>
  );
}
