import { Component, type ErrorInfo, type ReactNode } from 'react';
import { retryFailedPanelAreas } from '../../../i18n/i18n-provider';
import { ErrorFallback } from './error-fallback';

export interface ErrorBoundaryFallbackProps {
  error: unknown;
  /** Clears the error and renders the children again. */
  onRetry: () => void;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Shown instead of the children after an error; the translated ErrorFallback (Try again, Reload) by default. */
  fallback?: (props: ErrorBoundaryFallbackProps) => ReactNode;
  /** Runs before the children render again after Try again, to forget what failed (a lazy import, say). */
  onRetry?: () => void;
  /** Told of every error caught, to log it or act on it (reload after a redeploy, say). */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change in any of these clears the error, e.g. the path, so another page gets its chance. */
  resetKeys?: readonly unknown[];
}

interface ErrorBoundaryState {
  hasError: boolean;
  error: unknown;
}

const CLEAR: ErrorBoundaryState = { hasError: false, error: undefined };

function haveChanged(previous: readonly unknown[] = [], next: readonly unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((value, index) => !Object.is(value, next[index]));
}

/**
 * Keeps an error thrown while rendering its children (a bug, a failed page download, a translation that could not
 * load) inside it: the rest of the page stays, and the user can try again or reload. Place it inside
 * PanelI18nProvider so the default fallback speaks the user's language.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = CLEAR;

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.hasError && haveChanged(previous.resetKeys, this.props.resetKeys)) this.setState(CLEAR);
  }

  retry = () => {
    // Translation downloads that failed are fetched again too; otherwise they would fail again at once.
    retryFailedPanelAreas();
    this.props.onRetry?.();
    this.setState(CLEAR);
  };

  override render() {
    if (!this.state.hasError) return this.props.children;
    const { fallback } = this.props;
    const props = { error: this.state.error, onRetry: this.retry };
    return fallback ? fallback(props) : <ErrorFallback {...props} />;
  }
}
