import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { teamKeys } from '../teams/keys';
import { sessionKeys } from './keys';

/** The administrator bans the account the session is on: its plan level, so initdata and every team, change. */
export const banAccountMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, () => api.banAccount(), () => ({ invalidate: [sessionKeys.initData(), teamKeys.all] }));

export const useBanAccount = () => usePanelMutation(banAccountMutation);
