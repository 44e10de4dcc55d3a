import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { recountHostsMutation } from './mutations';
import { toastMutationError, type Translate } from '../mutation-errors';

/**
 * Update Usage: the data layer's hosts recount, with the panel's one error toast. Loaded on the first click only, so
 * the mutation machinery and the toast library stay out of this route's budgeted first load.
 */
export async function runRecount(api: PanelApi, queryClient: QueryClient, teamId: number, t: Translate): Promise<boolean> {
  try {
    await new MutationObserver(queryClient, recountHostsMutation(api, queryClient)).mutate({ teamId });
    return true;
  } catch (error) {
    toastMutationError(error, t);
    return false;
  }
}
