import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider, Toaster, TooltipProvider, UiStringsProvider } from '@hostdeck/ui';
import { PanelI18nProvider, createPanelQueryClient } from '@hostdeck/panel';
import type { ConsoleBackend } from './backend/backend';
import { LanguageContext, useStoredLanguage } from './session/language';
import { createConsoleRouter } from './routes/console-router';

/** Theme, translations, the query cache and the router around every page of the console. */
export function ConsoleApp({ backend }: { backend: ConsoleBackend }) {
  const [queryClient] = useState(() => createPanelQueryClient());
  const router = useMemo(() => createConsoleRouter(backend, queryClient), [backend, queryClient]);
  const [language, setLanguage] = useStoredLanguage();
  const languageControls = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <ThemeProvider>
      <LanguageContext value={languageControls}>
        <UiStringsProvider language={language}>
          <PanelI18nProvider language={language}>
            <QueryClientProvider client={queryClient}>
              <TooltipProvider delayDuration={200}>
                <RouterProvider router={router} />
                <Toaster />
              </TooltipProvider>
            </QueryClientProvider>
          </PanelI18nProvider>
        </UiStringsProvider>
      </LanguageContext>
    </ThemeProvider>
  );
}
