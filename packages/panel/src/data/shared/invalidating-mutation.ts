import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';

/** What a successful write changes in the cache. */
export interface CacheEffects {
  /** Refetched when shown, stale otherwise; a key matches every key it begins. */
  invalidate?: readonly QueryKey[];
  /** Dropped: the item no longer exists, so refetching it would only fail. */
  remove?: readonly QueryKey[];
}

export type PanelMutationOptions<TData, TVars> = UseMutationOptions<TData, Error, TVars>;

/** A mutation options factory: plain data, testable without React through a MutationObserver. */
export type PanelMutationFactory<TData, TVars> = (api: PanelApi, queryClient: QueryClient) => PanelMutationOptions<TData, TVars>;

/**
 * The options of a write that refreshes what it changed. onSuccess waits for the invalidation, so `isPending` lasts
 * until the screen shows fresh data. No onError here: errors go through useMutationErrorHandler in the hook.
 */
export function invalidatingMutation<TData, TVars>(
  queryClient: QueryClient,
  mutationFn: (vars: TVars) => Promise<TData>,
  effects: (vars: TVars, data: TData) => CacheEffects,
): PanelMutationOptions<TData, TVars> {
  return {
    mutationFn,
    onSuccess: async (data, vars) => {
      const { invalidate = [], remove = [] } = effects(vars, data);
      for (const queryKey of remove) queryClient.removeQueries({ queryKey });
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}
