import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { sessionKeys } from '../session/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { serverKeys } from './keys';

// Initdata's server list feeds the host order form, so every server write refreshes it too.

export const createServerMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createServer'>) => api.createServer(vars), ({ teamId }) => ({
    invalidate: [serverKeys.list(teamId), sessionKeys.initData()],
  }));

export const updateServerMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'updateServer'>) => api.updateServer(vars), ({ teamId, serverId }) => ({
    invalidate: [serverKeys.detail(serverId), serverKeys.list(teamId), sessionKeys.initData()],
  }));

export const deleteServerMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteServer'>) => api.deleteServer(vars), ({ teamId, serverId }) => ({
    remove: [serverKeys.detail(serverId)],
    invalidate: [serverKeys.list(teamId), sessionKeys.initData()],
  }));

export const useCreateServer = () => usePanelMutation(createServerMutation);
export const useUpdateServer = () => usePanelMutation(updateServerMutation);
export const useDeleteServer = () => usePanelMutation(deleteServerMutation);
