import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { serverKeys } from './keys';

export type ServerListVars = ParamsOf<'listServers'>;
export type ServerVars = ParamsOf<'getServer'>;

export const serverListQuery = (api: PanelApi, vars: ServerListVars) =>
  queryOptions({ queryKey: serverKeys.list(vars.teamId), queryFn: ({ signal }) => api.listServers(vars, { signal }) });

export const serverQuery = (api: PanelApi, vars: ServerVars) =>
  queryOptions({ queryKey: serverKeys.detail(vars.serverId), queryFn: ({ signal }) => api.getServer(vars, { signal }) });

export function useServerList(vars: ServerListVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...serverListQuery(api, vars), ...toggles });
}

export function useServer(vars: ServerVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...serverQuery(api, vars), ...toggles });
}
