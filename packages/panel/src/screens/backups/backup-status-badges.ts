import type { BadgeVariant } from '@hostdeck/ui';
import type { BackupStatus } from '../../api/schemas/backups';

/** The badge of a backup's status, alike on the list and on the backup's page. */
export const BACKUP_STATUS_BADGES: Record<BackupStatus, BadgeVariant> = { pending: 'info', active: 'success' };
