import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { hostKeys } from '../hosts/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { teamKeys } from '../teams/keys';
import { deployKeys } from './keys';

/** The upload's variables plus a signal, so the screen can cancel a running upload. */
export type UploadRepoVars = ParamsOf<'uploadRepo'> & { signal?: AbortSignal };

const webhooksChanged = ({ hostId }: { hostId: number }) => ({ invalidate: [deployKeys.webhooks(hostId)] });

/** A new deployment joins the history; the host's status may turn to starting. */
export const startDeploymentMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'startDeployment'>) => api.startDeployment(vars), ({ hostId }) => ({
    invalidate: [deployKeys.deployments(hostId), hostKeys.detail(hostId)],
  }));

/** Clears the history (each deployment's key lies under it). */
export const clearDeploymentsMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'clearDeployments'>) => api.clearDeployments(vars), ({ hostId }) => ({
    invalidate: [deployKeys.deployments(hostId)],
  }));

export const addWebhookMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'addWebhook'>) => api.addWebhook(vars), webhooksChanged);

export const deleteWebhookMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteWebhook'>) => api.deleteWebhook(vars), webhooksChanged);

/** The wizard's order: a new host in the team's lists and one more instance in the team's usage. */
export const createHostMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createHost'>) => api.createHost(vars), ({ teamId }) => ({
    invalidate: [hostKeys.teamLists(teamId), teamKeys.detail(teamId)],
  }));

/** Uploads a zipped site; the answer feeds the wizard, nothing stored changes. */
export const uploadRepoMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, ({ signal, ...params }: UploadRepoVars) => api.uploadRepo(params, { signal }), () => ({}));

export const useStartDeployment = () => usePanelMutation(startDeploymentMutation);
export const useClearDeployments = () => usePanelMutation(clearDeploymentsMutation);
export const useAddWebhook = () => usePanelMutation(addWebhookMutation);
export const useDeleteWebhook = () => usePanelMutation(deleteWebhookMutation);
export const useCreateHost = () => usePanelMutation(createHostMutation);
export const useUploadRepo = () => usePanelMutation(uploadRepoMutation);
