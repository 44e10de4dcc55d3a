import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, UiStringsProvider } from '@hostdeck/ui';
import { PanelI18nProvider, createPanelQueryClient } from '@hostdeck/panel';
import type { ConsoleBackend } from './backend/backend';
import { LanguageContext, useStoredLanguage } from './session/language';
import { ConsoleRoutes } from './routes/console-router';
import { AppToaster } from './app-toaster';

/** Theme, translations, the query cache and the router around every page of the console. */
export function ConsoleApp({ backend }: { backend: ConsoleBackend }) {
  const [queryClient] = useState(() => createPanelQueryClient());
  const [language, setLanguage] = useStoredLanguage();
  const languageControls = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <ThemeProvider>
      <LanguageContext value={languageControls}>
        <UiStringsProvider language={language}>
          <PanelI18nProvider language={language}>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <ConsoleRoutes backend={backend} queryClient={queryClient} />
              </BrowserRouter>
              <AppToaster />
            </QueryClientProvider>
          </PanelI18nProvider>
        </UiStringsProvider>
      </LanguageContext>
    </ThemeProvider>
  );
}
