import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { PanelApi } from '../../api/contract';
import { recountHostsMutation } from './mutations';
import { loadServerMessageText } from '../../i18n/server-messages';
import { toastMutationError, type Translate } from '../mutation-errors';

/**
 * Update Usage: the data layer's hosts recount, with the panel's one error toast. Loaded on the first click only, so
 * the mutation machinery and the toast library stay out of this route's budgeted first load.
 */
export async function runRecount(api: PanelApi, queryClient: QueryClient, teamId: number, t: Translate, i18n: I18n): Promise<boolean> {
  try {
    await new MutationObserver(queryClient, recountHostsMutation(api, queryClient)).mutate({ teamId });
    return true;
  } catch (error) {
    toastMutationError(error, t, await loadServerMessageText(i18n));
    return false;
  }
}
