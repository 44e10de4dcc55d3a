import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors';

/** Retrying a 4xx or a malformed answer cannot help; network blips get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

export interface PanelQueryClientOptions {
  /** Tests and stories turn retries off so failures show at once. */
  shouldRetry?: boolean;
}

export function createPanelQueryClient({ shouldRetry: isRetrying = true }: PanelQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: isRetrying ? shouldRetry : false,
        staleTime: 10_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
