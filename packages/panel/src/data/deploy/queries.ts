import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { deployKeys } from './keys';
import { deploymentRefetchInterval } from './polling';

export type HostScopedVars = { hostId: number };
export type DeploymentVars = ParamsOf<'getDeployment'>;
export type WebhookBadgeVars = ParamsOf<'getWebhookBadge'>;

/** The host's deployment history, newest first. */
export const deploymentListQuery = (api: PanelApi, vars: HostScopedVars) =>
  queryOptions({ queryKey: deployKeys.deployments(vars.hostId), queryFn: ({ signal }) => api.listDeployments(vars, { signal }) });

/** One deployment's log, refetched every 4 s while it runs and no longer once it has finished. */
export const deploymentQuery = (api: PanelApi, vars: DeploymentVars) =>
  queryOptions({
    queryKey: deployKeys.deployment(vars.hostId, vars.deployId),
    queryFn: ({ signal }) => api.getDeployment(vars, { signal }),
    refetchInterval: (query) => deploymentRefetchInterval(query.state.data),
  });

export const hostEnvironmentQuery = (api: PanelApi, vars: HostScopedVars) =>
  queryOptions({ queryKey: deployKeys.environment(vars.hostId), queryFn: ({ signal }) => api.getHostEnvironment(vars, { signal }) });

export const webhookListQuery = (api: PanelApi, vars: HostScopedVars) =>
  queryOptions({ queryKey: deployKeys.webhooks(vars.hostId), queryFn: ({ signal }) => api.listWebhooks(vars, { signal }) });

export const webhookBadgeQuery = (api: PanelApi, vars: WebhookBadgeVars) =>
  queryOptions({ queryKey: deployKeys.webhookBadge(vars.webhookId, vars.secret), queryFn: ({ signal }) => api.getWebhookBadge(vars, { signal }) });

export function useDeploymentList(vars: HostScopedVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...deploymentListQuery(api, vars), ...toggles });
}

export function useDeployment(vars: DeploymentVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...deploymentQuery(api, vars), ...toggles });
}

export function useHostEnvironment(vars: HostScopedVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostEnvironmentQuery(api, vars), ...toggles });
}

export function useWebhookList(vars: HostScopedVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...webhookListQuery(api, vars), ...toggles });
}

export function useWebhookBadge(vars: WebhookBadgeVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...webhookBadgeQuery(api, vars), ...toggles });
}
