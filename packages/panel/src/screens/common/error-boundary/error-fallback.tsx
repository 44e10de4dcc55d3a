import { CircleAlert, CloudOff, RefreshCw, RotateCw } from 'lucide-react';
import { Button, cn } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import { isChunkLoadError } from './chunk-error';

export interface ErrorFallbackProps {
  /** What was thrown; a failed download of the page's code gets its own words. */
  error: unknown;
  /** Renders the failed part again. */
  onRetry: () => void;
  /** Reloads the whole page; `location.reload` by default. */
  onReload?: () => void;
  /** The title's heading level: h1 where the fallback is the whole page. */
  headingLevel?: 'h1' | 'h2';
  className?: string;
}

const reloadPage = () => window.location.reload();

/** What an error boundary shows: what happened in the user's words, Try again, Reload, and the technical detail. */
export function ErrorFallback({ error, onRetry, onReload = reloadPage, headingLevel: Heading = 'h2', className }: ErrorFallbackProps) {
  const { t } = useT('common');
  const isDownload = isChunkLoadError(error);
  const Icon = isDownload ? CloudOff : CircleAlert;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <div
      data-slot="error-fallback"
      role="alert"
      className={cn('flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-6 py-10 text-center', className)}
    >
      <Icon aria-hidden className="size-8 text-destructive" />
      <Heading className="text-base font-semibold">{t(isDownload ? 'errorBoundary.downloadTitle' : 'errorBoundary.title')}</Heading>
      <p className="max-w-prose text-sm text-muted-foreground">{t(isDownload ? 'errorBoundary.downloadText' : 'errorBoundary.text')}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <Button variant="outline" onClick={onRetry}>
          <RotateCw aria-hidden />
          {t('errorBoundary.retry')}
        </Button>
        <Button variant="ghost" onClick={onReload}>
          <RefreshCw aria-hidden />
          {t('errorBoundary.reload')}
        </Button>
      </div>
      {detail && (
        <details className="max-w-prose text-start text-xs text-muted-foreground">
          <summary className="cursor-pointer">{t('errorBoundary.detail')}</summary>
          <pre className="mt-2 break-words whitespace-pre-wrap">{detail}</pre>
        </details>
      )}
    </div>
  );
}
