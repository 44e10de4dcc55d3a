import { useCallback } from 'react';
import { toast } from '@hostdeck/ui';
import { useCreateBackup } from '../../../data/backups/mutations';
import { useBackupList } from '../../../data/backups/queries';
import { useHostList } from '../../../data/hosts/queries';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { canManageBackups } from '../../../rules/backup-permissions';
import { backupPath } from '../../../rules/record-paths';
import { combineQueries } from '../../common/screen-state/combine-queries';
import { BackupListScreen } from './backup-list';

export interface BackupListScreenContainerProps {
  /** The page's title (from the route table). */
  title: string;
}

/**
 * The backup list wired to the team's backups and hosts. A new backup opens its own page, where its progress shows
 * (the list and the detail re-check a pending backup once after 10 s).
 */
export function BackupListScreenContainer({ title }: BackupListScreenContainerProps) {
  const { t } = useT('backup-list');
  const { session, Link, navigate } = usePanel();
  const { teamId, teamBase } = session;
  const backups = useBackupList({ teamId });
  const hosts = useHostList({ teamId });
  const create = useCreateBackup();
  const hrefOf = useCallback((backupId: number) => backupPath(teamBase, backupId), [teamBase]);
  const state = combineQueries({ backups, hosts }, (data) => data.backups.length === 0);

  const onCreate = async (hostId: number) => {
    const result = await create.mutateAsync({ teamId, hostId });
    toast.success(t('done.created'));
    if (result.id !== undefined) navigate(backupPath(teamBase, result.id));
  };

  return (
    <BackupListScreen
      title={title}
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      backups={backups.data}
      hosts={hosts.data ?? []}
      canCreate={canManageBackups(session.role, session.planLevel, session.features)}
      hrefOf={hrefOf}
      linkComponent={Link}
      onCreate={onCreate}
    />
  );
}
