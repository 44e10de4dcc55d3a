import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { hostKeys } from './keys';

export type HostListVars = ParamsOf<'listHosts'>;
export type HostDetailVars = ParamsOf<'getHostDetail'>;
export type HostStatsVars = ParamsOf<'getHostStats'>;

export const hostListQuery = (api: PanelApi, vars: HostListVars) =>
  queryOptions({
    queryKey: hostKeys.list(vars.teamId, vars.page, vars.serverId),
    queryFn: ({ signal }) => api.listHosts(vars, { signal }),
  });

export const hostDetailQuery = (api: PanelApi, vars: HostDetailVars) =>
  queryOptions({
    queryKey: hostKeys.detail(vars.hostId),
    queryFn: ({ signal }) => api.getHostDetail(vars, { signal }),
  });

export const hostStatsQuery = (api: PanelApi, vars: HostStatsVars) =>
  queryOptions({
    queryKey: hostKeys.stats(vars.hostId),
    queryFn: ({ signal }) => api.getHostStats(vars, { signal }),
  });

export function useHostList(vars: HostListVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostListQuery(api, vars), ...toggles });
}

export function useHostDetail(vars: HostDetailVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostDetailQuery(api, vars), ...toggles });
}

export function useHostStats(vars: HostStatsVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostStatsQuery(api, vars), ...toggles });
}
