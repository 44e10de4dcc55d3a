import { Suspense, type ReactNode } from 'react';
import { ErrorState } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';
import type { ScreenStatus } from './combine-queries';

export interface ScreenStateProps {
  /** Where the data stands (see combineQueries). */
  status: ScreenStatus;
  /** Shown while the data loads and while the content's translations load: shaped like the result. */
  skeleton: ReactNode;
  /** Shown when there is nothing to show; the children show instead when omitted. */
  empty?: ReactNode;
  /** Shows "Try again" on the error state. */
  onRetry?: () => void;
  /** Marks "Try again" busy while the failed queries are fetched again. */
  isRetrying?: boolean;
  /** What failed, in the user's words; the catalog's fetch error by default. */
  errorMessage?: ReactNode;
  /** The content, shown once the data is there. */
  children: ReactNode;
}

/**
 * The one way a screen shows its data's state: the skeleton while loading, an error with a retry, the empty state,
 * then the content. The content's translation areas load behind the same skeleton (useT suspends), so no screen
 * checks translation readiness itself.
 */
export function ScreenState({ skeleton, ...props }: ScreenStateProps) {
  return (
    <Suspense fallback={skeleton}>
      <ScreenStateBody skeleton={skeleton} {...props} />
    </Suspense>
  );
}

function ScreenStateBody({ status, skeleton, empty, onRetry, isRetrying, errorMessage, children }: ScreenStateProps) {
  const { t } = useT('common');
  if (status === 'loading') return skeleton;
  if (status === 'error') return <ErrorState message={errorMessage ?? t('errors.fetch')} onRetry={onRetry} isRetrying={isRetrying} />;
  if (status === 'empty' && empty !== undefined) return empty;
  return children;
}
