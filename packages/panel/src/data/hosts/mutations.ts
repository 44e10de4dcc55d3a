import type { PanelApi } from '../../api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { deployKeys } from '../deploy/keys';
import { hostToolKeys } from '../host-tools/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { teamKeys } from '../teams/keys';
import { hostKeys } from './keys';

interface HostVars {
  teamId: number;
  hostId: number;
}

/** A write to one host: its detail (with stats) and its team's lists change. */
const hostChanged = ({ teamId, hostId }: HostVars) => ({ invalidate: [hostKeys.detail(hostId), hostKeys.teamLists(teamId)] });

/** The host leaves the team: its cached pages go, the lists and the team's usage change. */
const hostGone = ({ teamId, hostId }: HostVars) => ({
  remove: [hostKeys.detail(hostId), deployKeys.host(hostId), hostToolKeys.host(hostId)],
  invalidate: [hostKeys.teamLists(teamId), teamKeys.detail(teamId)],
});

/** Recounts every host of the team: all host data and the team's usage. */
export const recountHostsMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'recountHosts'>) => api.recountHosts(vars), ({ teamId }) => ({ invalidate: [hostKeys.all, teamKeys.detail(teamId)] }));

export const recountHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'recountHost'>) => api.recountHost(vars), (vars) => ({
    invalidate: [...hostChanged(vars).invalidate, teamKeys.detail(vars.teamId)],
  }));

export const updateHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'updateHost'>) => api.updateHost(vars), hostChanged);

export const renameHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'renameHost'>) => api.renameHost(vars), hostChanged);

export const changeHostDomainMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'changeHostDomain'>) => api.changeHostDomain(vars), hostChanged);

/** No read shows a password: nothing to refresh. */
export const changeHostPasswordMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'changeHostPassword'>) => api.changeHostPassword(vars), () => ({}));

export const moveHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'moveHost'>) => api.moveHost(vars), hostChanged);

export const transferHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'transferHost'>) => api.transferHost(vars), hostGone);

export const deleteHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteHost'>) => api.deleteHost(vars), hostGone);

export const useRecountHosts = () => usePanelMutation(recountHostsMutation);
export const useRecountHost = () => usePanelMutation(recountHostMutation);
export const useUpdateHost = () => usePanelMutation(updateHostMutation);
export const useRenameHost = () => usePanelMutation(renameHostMutation);
export const useChangeHostDomain = () => usePanelMutation(changeHostDomainMutation);
export const useChangeHostPassword = () => usePanelMutation(changeHostPasswordMutation);
export const useMoveHost = () => usePanelMutation(moveHostMutation);
export const useTransferHost = () => usePanelMutation(transferHostMutation);
export const useDeleteHost = () => usePanelMutation(deleteHostMutation);
