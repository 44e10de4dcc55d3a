import type { ComponentProps, ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { Button } from './button';

export interface ErrorStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The headline; defaults to "Something went wrong" in the current language. */
  title?: ReactNode;
  /** What failed, in words the user understands; server text is shown as plain text. */
  message?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** Marks the retry button busy while the retry runs. */
  isRetrying?: boolean;
}

/** Replaces content that could not be loaded, with a way to try again. */
export function ErrorState({ title, message, onRetry, isRetrying = false, className, ...props }: ErrorStateProps) {
  const t = useUiStrings();
  return (
    <div
      data-slot="error-state"
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-destructive/40 px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden className="size-8 text-destructive" />
      <p data-slot="error-state-title" className="text-base font-semibold">
        {title ?? t('errorTitle')}
      </p>
      {message && (
        <p data-slot="error-state-message" className="max-w-prose text-sm break-words text-muted-foreground">
          {message}
        </p>
      )}
      {onRetry && (
        <Button variant="outline" onClick={onRetry} isLoading={isRetrying} className="mt-1">
          {!isRetrying && <RotateCw aria-hidden />}
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
