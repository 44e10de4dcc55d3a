import type { Backup } from '../../api/schemas/backups';
import { BACKUP_POLL_MS } from '../../rules/limits';

/**
 * refetchInterval of backup reads: 10000 ms after the first answer while a backup is pending, then off, so a pending
 * backup is looked at once more and no further (the spec's single reload). `dataUpdateCount` counts the answers.
 */
export function backupRefetchInterval(backups: readonly Pick<Backup, 'status'>[], dataUpdateCount: number): number | false {
  const isPending = backups.some((backup) => backup.status === 'pending');
  return isPending && dataUpdateCount === 1 ? BACKUP_POLL_MS : false;
}
