import type { HttpClient } from '../client';
import type { BackupsApi } from '../contract/backups';
import { backupCreateResultSchema, backupListSchema, backupSchema } from '../schemas/backups';
import { formResultSchema } from '../schemas/common';
import { createAreaUrls } from './area-urls';

export function createBackupsApi(client: HttpClient): BackupsApi {
  const base = (teamId: number) => `/userapi/team/${teamId}/backup`;
  return {
    listBackups: ({ teamId }, options) => client.request({ path: `team/${teamId}/backup/list`, schema: backupListSchema, signal: options?.signal }),
    getBackup: ({ backupId }, options) => client.request({ path: `backup/detail/${backupId}`, schema: backupSchema, signal: options?.signal }),
    createBackup: ({ teamId, hostId }, options) =>
      client.request({ method: 'POST', path: `${base(teamId)}/create`, form: { host_id: hostId }, schema: backupCreateResultSchema, signal: options?.signal }),
    restoreBackup: ({ teamId, backupId, hostId }, options) =>
      client.request({ method: 'POST', path: `${base(teamId)}/restore/${backupId}`, form: { host_id: hostId }, schema: formResultSchema, signal: options?.signal }),
    // An empty form still carries the CSRF field, as every page form does.
    deleteBackup: ({ teamId, backupId }, options) =>
      client.request({ method: 'POST', path: `${base(teamId)}/delete/${backupId}`, form: {}, schema: formResultSchema, signal: options?.signal }),
    getBackupDownloadUrl: createAreaUrls(client).getBackupDownloadUrl,
  };
}
