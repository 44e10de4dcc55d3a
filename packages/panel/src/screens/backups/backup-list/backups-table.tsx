import { useMemo, type ComponentType } from 'react';
import { Badge, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { Backup } from '../../../api/schemas/backups';
import { useT } from '../../../i18n/i18n-provider';
import { backupDomain } from '../../../rules/backup-restore';
import { backupBytes } from '../../../rules/backup-size';
import { formatBytes, formatDateTime } from '../../../rules/format';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { BACKUP_STATUS_BADGES } from '../backup-status-badges';

export interface BackupsTableProps {
  backups: readonly Backup[];
  /** The team's hosts by id, to name each backup's website. */
  hostDomains: ReadonlyMap<number, string>;
  /** The detail page of a backup. */
  hrefOf: (backupId: number) => string;
  linkComponent: ComponentType<PanelLinkProps>;
}

const backupId = (backup: Backup) => backup.id;

/**
 * The backups: name (a link to the detail), website, status, size in binary units and date. Rows stack into
 * labelled lines in a narrow box, so a phone never scrolls sideways.
 */
export function BackupsTable({ backups, hostDomains, hrefOf, linkComponent: Link }: BackupsTableProps) {
  const { t, i18n } = useT('backup-list');
  const locale = i18n.language;
  const columns = useMemo<DataTableColumn<Backup>[]>(
    () => [
      {
        id: 'name',
        header: t('table.name'),
        isRowHeader: true,
        cell: (backup) => (
          <Link to={hrefOf(backup.id)} className="font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            <bdi dir="ltr">{backup.name}</bdi>
          </Link>
        ),
      },
      {
        id: 'host',
        header: t('table.host'),
        // A backup of a host since deleted still names its website: the domain is in the backup's name.
        cell: (backup) => <bdi dir="ltr" className="[overflow-wrap:anywhere]">{(backup.host_id != null && hostDomains.get(backup.host_id)) || backupDomain(backup.name)}</bdi>,
      },
      { id: 'status', header: t('table.status'), cell: (backup) => <Badge variant={BACKUP_STATUS_BADGES[backup.status]}>{t(`status.${backup.status}`)}</Badge> },
      {
        id: 'size',
        header: t('table.size'),
        align: 'end',
        cell: (backup) => {
          const bytes = backupBytes(backup);
          return bytes === null ? t('sizeUnknown') : <bdi dir="ltr">{formatBytes(bytes, locale)}</bdi>;
        },
      },
      { id: 'created', header: t('table.created'), cell: (backup) => formatDateTime(backup.created_at, locale) ?? '' },
    ],
    [t, locale, hostDomains, hrefOf, Link],
  );
  return <DataTable variant="stack" label={t('table.label')} columns={columns} rows={backups} getRowId={backupId} maxHeight="none" />;
}
