import type { Backup } from '../../../api/schemas/backups';
import { STUDIO_BACKUPS, STUDIO_HOSTS } from '../backup-list/backup-list.fixtures';

/**
 * The backup page's stories' data, from the same simulated world (owner-paid): a backup of lestari.studio still in
 * progress, a finished one of lestari.studio, and a finished one without progress data.
 */
function backupWhere(what: string, test: (backup: Backup) => boolean): Backup {
  const backup = STUDIO_BACKUPS.find(test);
  if (!backup) throw new Error(`backup-detail fixtures: the world has no ${what}`);
  return backup;
}

export const PENDING_BACKUP = backupWhere('pending backup', (backup) => backup.status === 'pending' && !!backup.deploy?.result);
export const ACTIVE_BACKUP = backupWhere('ready backup with a log', (backup) => backup.status === 'active' && !!backup.deploy?.result && backup.host_id === PENDING_BACKUP.host_id);
export const LOGLESS_BACKUP = backupWhere('backup without deploy data', (backup) => !backup.deploy);
/** The backup still in progress, as a server that kept no runner log sends it. */
export const PENDING_WITHOUT_LOG: Backup = { ...PENDING_BACKUP, deploy: null };

export { STUDIO_HOSTS };
/** The team's websites with the one the ready backup came from gone: nothing left to restore onto. */
export const HOSTS_WITHOUT_ITS_SITE = STUDIO_HOSTS.filter((host) => host.id !== ACTIVE_BACKUP.host_id);
