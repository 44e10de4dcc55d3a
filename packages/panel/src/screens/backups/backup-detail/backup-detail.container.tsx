import { toast } from '@hostdeck/ui';
import { isApiError } from '../../../api/errors';
import { useDeleteBackup, useRestoreBackup } from '../../../data/backups/mutations';
import { useBackup } from '../../../data/backups/queries';
import { useHostList } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { canManageBackups } from '../../../rules/backup-permissions';
import { backupListPath, homePath } from '../../../rules/paths';
import { isRouteId } from '../../../rules/route-ids';
import { NotFoundScreen } from '../../common/not-found/not-found';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { BackupDetailScreen } from './backup-detail';
import type { RestoreHost } from './backup-restore-card';

export interface BackupDetailScreenContainerProps {
  /** The backup's id from the path; one that is not a positive whole number shows the not-found page without a call. */
  backupId: number;
  /** The page's title (from the route table). */
  title: string;
}

/**
 * One backup wired to its data. A pending backup is read once more 10 s after its first answer (the backup query's
 * refetchInterval, data/backups/polling.ts), so the page moves to ready on its own; after a delete the page goes back
 * to the list.
 */
export function BackupDetailScreenContainer({ backupId, title }: BackupDetailScreenContainerProps) {
  const { t } = useT('backup-detail');
  const { session, api, Link, navigate } = usePanel();
  const { teamId, teamBase } = session;
  const isKnownId = isRouteId(backupId);
  const backup = useBackup({ backupId }, { enabled: isKnownId });
  const hosts = useHostList({ teamId });
  const restore = useRestoreBackup();
  const remove = useDeleteBackup();
  if (!isKnownId || (isApiError(backup.error) && backup.error.isNotFound)) return <NotFoundScreen homeHref={homePath(teamBase)} linkComponent={Link} />;

  const state = combineQueries({ backup, hosts });
  const onRestore = async (host: RestoreHost) => {
    await restore.mutateAsync({ teamId, backupId, hostId: host.id });
    toast.success(t('restore.done', { domain: host.domain }));
  };
  const onDelete = async () => {
    await remove.mutateAsync({ teamId, backupId });
    toast.success(t('delete.done'));
    navigate(backupListPath(teamBase));
  };

  return (
    <BackupDetailScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      backup={backup.data}
      hosts={hosts.data ?? []}
      canManage={canManageBackups(session.role, session.planLevel, session.features)}
      downloadHref={api.getBackupDownloadUrl({ teamId, backupId })}
      listHref={backupListPath(teamBase)}
      linkComponent={Link}
      onRestore={onRestore}
      onDelete={onDelete}
    />
  );
}
