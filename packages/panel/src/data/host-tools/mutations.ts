import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import type { HostRef } from '../../api/contract/host-tools';
import type { HostPage } from '../../api/schemas/host-tools';
import { hostKeys } from '../hosts/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { hostToolKeys } from './keys';

/** A write on one tool page changes that page's reads (every subdomain, both database kinds). */
const toolChanged = (page: HostPage) => ({ hostId }: HostRef) => ({ invalidate: [hostToolKeys.tool(hostId, page)] });

/** The generic page-form post: the page it was sent from and the host's detail (features may change its status). */
export const runHostFeaturesMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'runHostFeatures'>) => api.runHostFeatures(vars), ({ hostId, page }) => ({
    invalidate: [hostToolKeys.tool(hostId, page), hostKeys.detail(hostId)],
  }));

export const createDatabaseMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createDatabase'>) => api.createDatabase(vars), toolChanged('database'));

export const dropDatabaseMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'dropDatabase'>) => api.dropDatabase(vars), toolChanged('database'));

export const createHostUserMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createHostUser'>) => api.createHostUser(vars), toolChanged('user'));

export const deleteHostUserMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteHostUser'>) => api.deleteHostUser(vars), toolChanged('user'));

export const saveNginxConfigMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'saveNginxConfig'>) => api.saveNginxConfig(vars), toolChanged('nginx'));

export const runNginxFeaturesMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'runNginxFeatures'>) => api.runNginxFeatures(vars), toolChanged('nginx'));

export const saveDnsChangesMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'saveDnsChanges'>) => api.saveDnsChanges(vars), toolChanged('dns'));

export const addDnsRecordsMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'addDnsRecords'>) => api.addDnsRecords(vars), toolChanged('dns'));

export const manageScreenProcessesMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'manageScreenProcesses'>) => api.manageScreenProcesses(vars), toolChanged('screend'));

export const setFirewallMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'setFirewall'>) => api.setFirewall(vars), toolChanged('firewall'));

export const useRunHostFeatures = () => usePanelMutation(runHostFeaturesMutation);
export const useCreateDatabase = () => usePanelMutation(createDatabaseMutation);
export const useDropDatabase = () => usePanelMutation(dropDatabaseMutation);
export const useCreateHostUser = () => usePanelMutation(createHostUserMutation);
export const useDeleteHostUser = () => usePanelMutation(deleteHostUserMutation);
export const useSaveNginxConfig = () => usePanelMutation(saveNginxConfigMutation);
export const useRunNginxFeatures = () => usePanelMutation(runNginxFeaturesMutation);
export const useSaveDnsChanges = () => usePanelMutation(saveDnsChangesMutation);
export const useAddDnsRecords = () => usePanelMutation(addDnsRecordsMutation);
export const useManageScreenProcesses = () => usePanelMutation(manageScreenProcessesMutation);
export const useSetFirewall = () => usePanelMutation(setFirewallMutation);
