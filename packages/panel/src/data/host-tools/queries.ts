import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import type { HostRef } from '../../api/contract/host-tools';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { hostToolKeys } from './keys';

export type SoftwareVars = ParamsOf<'runSoftwareCommand'>;
export type HostUsersVars = ParamsOf<'listHostUsers'>;
export type NginxVars = ParamsOf<'getNginxConfig'>;
export type HostLogVars = ParamsOf<'getHostLog'>;

export const databaseListQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.databases(vars.hostId), queryFn: ({ signal }) => api.listDatabases(vars, { signal }) });

export const redisDatabaseListQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.redisDatabases(vars.hostId), queryFn: ({ signal }) => api.listRedisDatabases(vars, { signal }) });

/** One version command's output (software page). */
export const softwareCommandQuery = (api: PanelApi, vars: SoftwareVars) =>
  queryOptions({ queryKey: hostToolKeys.software(vars.hostId, vars.command), queryFn: ({ signal }) => api.runSoftwareCommand(vars, { signal }) });

export const hostUserListQuery = (api: PanelApi, vars: HostUsersVars) =>
  queryOptions({ queryKey: hostToolKeys.users(vars.hostId, vars.query), queryFn: ({ signal }) => api.listHostUsers(vars, { signal }) });

export const nginxConfigQuery = (api: PanelApi, vars: NginxVars) =>
  queryOptions({ queryKey: hostToolKeys.nginx(vars.hostId, vars.subdomain), queryFn: ({ signal }) => api.getNginxConfig(vars, { signal }) });

export const dnsZoneQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.dns(vars.hostId), queryFn: ({ signal }) => api.getDnsZone(vars, { signal }) });

/** A log tail: always read anew, the server keeps writing it. */
export const hostLogQuery = (api: PanelApi, vars: HostLogVars) =>
  queryOptions({
    queryKey: hostToolKeys.log(vars.hostId, vars.type, vars.sub, vars.lines),
    queryFn: ({ signal }) => api.getHostLog(vars, { signal }),
    staleTime: 0,
  });

export const screenProcessListQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.screend(vars.hostId), queryFn: ({ signal }) => api.listScreenProcesses(vars, { signal }) });

export const connectionCheckQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.connection(vars.hostId), queryFn: ({ signal }) => api.getConnectionCheck(vars, { signal }) });

export const firewallStateQuery = (api: PanelApi, vars: HostRef) =>
  queryOptions({ queryKey: hostToolKeys.firewall(vars.hostId), queryFn: ({ signal }) => api.getFirewallState(vars, { signal }) });

export function useDatabaseList(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...databaseListQuery(api, vars), ...toggles });
}

export function useRedisDatabaseList(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...redisDatabaseListQuery(api, vars), ...toggles });
}

export function useSoftwareCommand(vars: SoftwareVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...softwareCommandQuery(api, vars), ...toggles });
}

export function useHostUserList(vars: HostUsersVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostUserListQuery(api, vars), ...toggles });
}

export function useNginxConfig(vars: NginxVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...nginxConfigQuery(api, vars), ...toggles });
}

export function useDnsZone(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...dnsZoneQuery(api, vars), ...toggles });
}

export function useHostLog(vars: HostLogVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...hostLogQuery(api, vars), ...toggles });
}

export function useScreenProcessList(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...screenProcessListQuery(api, vars), ...toggles });
}

export function useConnectionCheck(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...connectionCheckQuery(api, vars), ...toggles });
}

export function useFirewallState(vars: HostRef, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...firewallStateQuery(api, vars), ...toggles });
}
