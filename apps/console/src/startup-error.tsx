import { ErrorState, ThemeProvider, UiStringsProvider } from '@hostdeck/ui';
import { useStoredLanguage } from './session/language';

/** The whole page when the console cannot start: the translated headline, the technical reason for the operator. */
export function StartupError({ detail }: { detail: string }) {
  const [language] = useStoredLanguage();
  return (
    <ThemeProvider>
      <UiStringsProvider language={language}>
        <main className="grid min-h-dvh place-items-center bg-background p-6 text-foreground">
          <ErrorState message={detail} onRetry={() => window.location.reload()} />
        </main>
      </UiStringsProvider>
    </ThemeProvider>
  );
}
