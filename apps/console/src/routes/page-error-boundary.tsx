import type { ReactNode } from 'react';
import { ErrorBoundary, ErrorFallback } from '@hostdeck/panel';
import { PageHeader } from '@hostdeck/ui';
import { recoverFromChunkError } from './chunk-recovery';
import { retryFailedPages } from './retryable-lazy';

export interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The page's title, kept as its h1 above the error so the page still says where the user is. */
  title?: string;
  /** A change (the path) clears the error: another page gets its own chance. */
  resetKey?: string;
  /** The fallback fills the window (outside the layout): it brings its own <main>. */
  isWholePage?: boolean;
  /** Told of every error; by default a chunk gone after a redeploy reloads the page once. */
  onError?: (error: unknown) => void;
}

const reloadOnNewVersion = (error: unknown) => void recoverFromChunkError(error);

/**
 * Keeps a page's failure inside the page: a render error or a chunk that failed to download shows the error in the
 * user's language with Try again (which downloads failed chunks afresh) and Reload.
 */
export function PageErrorBoundary({ children, title, resetKey, isWholePage = false, onError = reloadOnNewVersion }: PageErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={[resetKey]}
      onRetry={retryFailedPages}
      onError={onError}
      fallback={({ error, onRetry }) => {
        const fallback = (
          <section className={isWholePage ? 'grid w-full max-w-xl gap-4' : 'grid gap-4'}>
            {title !== undefined && <PageHeader title={title} />}
            <ErrorFallback error={error} onRetry={onRetry} headingLevel={title === undefined ? 'h1' : 'h2'} />
          </section>
        );
        return isWholePage ? <main className="grid min-h-dvh place-items-center bg-background p-6 text-foreground">{fallback}</main> : fallback;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
