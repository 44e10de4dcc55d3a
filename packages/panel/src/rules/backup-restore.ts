import type { HostStatus } from '../api/schemas/hosts';

/*
 * Restoring a backup (account-area 4): the restore lists only active hosts whose domain matches the domain in the
 * backup's name. A backup is named `<domain>-YYYYMMDD-HHMMSS`.
 */

const BACKUP_STAMP = /-\d{8}-\d{6}$/;

/** The domain a backup's name carries. */
export function backupDomain(backupName: string): string {
  return backupName.replace(BACKUP_STAMP, '');
}

export interface RestoreTarget {
  domain: string;
  status: HostStatus;
}

export function canRestoreOnto(backupName: string, host: RestoreTarget): boolean {
  return host.status === 'active' && host.domain === backupDomain(backupName);
}

/** The hosts the restore dialog offers. */
export function restorableHosts<T extends RestoreTarget>(backupName: string, hosts: readonly T[]): T[] {
  return hosts.filter((host) => canRestoreOnto(backupName, host));
}
