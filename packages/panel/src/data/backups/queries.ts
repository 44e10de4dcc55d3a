import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { usePanel } from '../panel-provider';
import type { ParamsOf, QueryToggles } from '../shared/api-types';
import { backupKeys } from './keys';
import { backupRefetchInterval } from './polling';

export type BackupListVars = ParamsOf<'listBackups'>;
export type BackupVars = ParamsOf<'getBackup'>;

/** The team's backups; rechecked once after 10 s when one of them is pending. */
export const backupListQuery = (api: PanelApi, vars: BackupListVars) =>
  queryOptions({
    queryKey: backupKeys.list(vars.teamId),
    queryFn: ({ signal }) => api.listBackups(vars, { signal }),
    refetchInterval: (query) => backupRefetchInterval(query.state.data ?? [], query.state.dataUpdateCount),
  });

/** One backup; rechecked once after 10 s while pending. */
export const backupQuery = (api: PanelApi, vars: BackupVars) =>
  queryOptions({
    queryKey: backupKeys.detail(vars.backupId),
    queryFn: ({ signal }) => api.getBackup(vars, { signal }),
    refetchInterval: (query) => backupRefetchInterval(query.state.data ? [query.state.data] : [], query.state.dataUpdateCount),
  });

export function useBackupList(vars: BackupListVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...backupListQuery(api, vars), ...toggles });
}

export function useBackup(vars: BackupVars, toggles?: QueryToggles) {
  const { api } = usePanel();
  return useQuery({ ...backupQuery(api, vars), ...toggles });
}
