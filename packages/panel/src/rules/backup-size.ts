import type { Backup } from '../api/schemas/backups';

/**
 * A backup's size in bytes: `size` once the backup is made, else the file's `metadata.content_length`; null while
 * neither is known (a pending backup).
 */
export function backupBytes(backup: Pick<Backup, 'size' | 'metadata'>): number | null {
  return backup.size ?? backup.metadata?.content_length ?? null;
}
