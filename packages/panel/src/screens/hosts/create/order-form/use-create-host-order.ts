import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createHostMutation } from '../../../../data/deploy/mutations';
import { usePanel } from '../../../../data/panel-provider';

/**
 * The create-host call without the panel's error toast: the order form explains a refused order itself, once, in its
 * alert and on the fields the server names, so a toast would only say it a second time.
 */
export function useCreateHostOrder() {
  const { api } = usePanel();
  const queryClient = useQueryClient();
  return useMutation(createHostMutation(api, queryClient));
}
