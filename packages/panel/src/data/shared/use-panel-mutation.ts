import { useMemo } from 'react';
import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { useMutationErrorHandler } from '../mutation-errors';
import { usePanel } from '../panel-provider';
import type { PanelMutationFactory } from './invalidating-mutation';
import { scopeApi } from './scoped-api';
import { useLifetimeSignal } from './use-lifetime-signal';

/**
 * Runs a mutation factory with the panel's API and client; failures show the one error toast. The form keeps what
 * the user typed: nothing here resets it. Per-call callbacks go to `mutate(vars, { onSuccess, onError })`.
 * The write is cancelled when the component that holds it unmounts (its abort shows no toast).
 */
export function usePanelMutation<TData, TVars>(factory: PanelMutationFactory<TData, TVars>): UseMutationResult<TData, Error, TVars> {
  const { api } = usePanel();
  const queryClient = useQueryClient();
  const onError = useMutationErrorHandler();
  const lifetime = useLifetimeSignal();
  const scopedApi = useMemo(() => scopeApi(api, lifetime), [api, lifetime]);
  return useMutation({ ...factory(scopedApi, queryClient), onError });
}
