import type { Backup, BackupCreateResult } from '../schemas/backups';
import type { FormResult } from '../schemas/common';
import type { CallOptions } from './call-options';

/** Manual backups of a team's hosts. */
export interface BackupsApi {
  /** GET team/{teamId}/backup/list */
  listBackups(params: { teamId: number }, options?: CallOptions): Promise<Backup[]>;
  /** GET backup/detail/{backupId} */
  getBackup(params: { backupId: number }, options?: CallOptions): Promise<Backup>;
  /** POST /userapi/team/{teamId}/backup/create (host_id) */
  createBackup(params: { teamId: number; hostId: number }, options?: CallOptions): Promise<BackupCreateResult>;
  /** POST /userapi/team/{teamId}/backup/restore/{backupId} (host_id) */
  restoreBackup(params: { teamId: number; backupId: number; hostId: number }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/team/{teamId}/backup/delete/{backupId} */
  deleteBackup(params: { teamId: number; backupId: number }, options?: CallOptions): Promise<FormResult>;
  /** The URL of GET /userapi/team/{teamId}/backup/download/{backupId}; the browser downloads the file itself. */
  getBackupDownloadUrl(params: { teamId: number; backupId: number }): string;
}
