import type { QueryClient } from '@tanstack/react-query';
import type { PanelApi } from '../../api/contract';
import { hostToolKeys } from '../host-tools/keys';
import { hostKeys } from '../hosts/keys';
import type { ParamsOf } from '../shared/api-types';
import { invalidatingMutation } from '../shared/invalidating-mutation';
import { usePanelMutation } from '../shared/use-panel-mutation';
import { backupKeys } from './keys';

/** The new backup joins the list (pending); the answer's id lets the screen open it. */
export const createBackupMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'createBackup'>) => api.createBackup(vars), ({ teamId }) => ({ invalidate: [backupKeys.list(teamId)] }));

/** Restoring rewrites the target host: its detail and tool pages (databases, users, nginx ...) change. */
export const restoreBackupMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'restoreBackup'>) => api.restoreBackup(vars), ({ hostId }) => ({
    invalidate: [hostKeys.detail(hostId), hostToolKeys.host(hostId)],
  }));

export const deleteBackupMutation = (api: PanelApi, queryClient: QueryClient) =>
  invalidatingMutation(queryClient, (vars: ParamsOf<'deleteBackup'>) => api.deleteBackup(vars), ({ teamId, backupId }) => ({
    remove: [backupKeys.detail(backupId)],
    invalidate: [backupKeys.list(teamId)],
  }));

export const useCreateBackup = () => usePanelMutation(createBackupMutation);
export const useRestoreBackup = () => usePanelMutation(restoreBackupMutation);
export const useDeleteBackup = () => usePanelMutation(deleteBackupMutation);
