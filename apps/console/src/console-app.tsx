import { useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@hostdeck/ui';
import { PanelI18nProvider, createPanelQueryClient, initDataQuery } from '@hostdeck/panel';
import type { ConsoleBackend } from './backend/backend';
import { LanguageContext, useStoredLanguage } from './session/language';
import { ConsoleRoutes } from './routes/console-router';
import { PageErrorBoundary } from './routes/page-error-boundary';
import { AppToaster } from './app-toaster';
import { preloadPageOf } from './routes/preload-page';

/**
 * What the page the console opens on will need, started before its first render: the session (initdata) and the
 * page's chunk, which would otherwise wait for the translations and the session in turn. Only on a console page:
 * the sign-in page has no session to ask for.
 */
function startEarly(backend: ConsoleBackend) {
  const queryClient = createPanelQueryClient();
  const { pathname } = window.location;
  if (pathname === '/user' || pathname.startsWith('/user/')) {
    void queryClient.prefetchQuery(initDataQuery(backend.api));
    preloadPageOf(pathname);
  }
  return queryClient;
}

/** Theme, translations, the query cache and the router around every page of the console. */
export function ConsoleApp({ backend }: { backend: ConsoleBackend }) {
  const [queryClient] = useState(() => startEarly(backend));
  const [language, setLanguage] = useStoredLanguage();
  const languageControls = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return (
    <ThemeProvider>
      <LanguageContext value={languageControls}>
        {/* One i18next instance: the panel's areas and the ui primitives' words (its `ui` namespace). */}
        <PanelI18nProvider language={language}>
          {/* Whatever escapes a page (the session, the layout) still ends on a way back, in the user's language. */}
          <PageErrorBoundary isWholePage>
            <QueryClientProvider client={queryClient}>
              <BrowserRouter>
                <ConsoleRoutes backend={backend} queryClient={queryClient} />
              </BrowserRouter>
              <AppToaster />
            </QueryClientProvider>
          </PageErrorBoundary>
        </PanelI18nProvider>
      </LanguageContext>
    </ThemeProvider>
  );
}
