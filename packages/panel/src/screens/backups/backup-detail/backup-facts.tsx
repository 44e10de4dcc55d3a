import { Badge, DescriptionDetails, DescriptionItem, DescriptionList, DescriptionTerm } from '@hostdeck/ui';
import type { Backup } from '../../../api/schemas/backups';
import { useT } from '../../../i18n/i18n-provider';
import { backupBytes } from '../../../rules/backup-size';
import { formatBytes, formatDateTime } from '../../../rules/format';
import { BACKUP_STATUS_BADGES } from '../backup-status-badges';

export interface BackupFactsProps {
  backup: Backup;
  /** The backed-up website's domain. */
  domain: string;
}

/** What the backup is: status, website, size in binary units, date and file name. */
export function BackupFacts({ backup, domain }: BackupFactsProps) {
  const { t, i18n } = useT('backup-detail');
  const locale = i18n.language;
  const bytes = backupBytes(backup);
  return (
    <DescriptionList>
      <DescriptionItem>
        <DescriptionTerm>{t('facts.status')}</DescriptionTerm>
        <DescriptionDetails>
          <Badge variant={BACKUP_STATUS_BADGES[backup.status]}>{t(`status.${backup.status}`)}</Badge>
        </DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>{t('facts.host')}</DescriptionTerm>
        <DescriptionDetails className="break-all">
          <bdi dir="ltr">{domain}</bdi>
        </DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>{t('facts.size')}</DescriptionTerm>
        <DescriptionDetails>{bytes === null ? t('facts.sizeUnknown') : <bdi dir="ltr">{formatBytes(bytes, locale)}</bdi>}</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>{t('facts.created')}</DescriptionTerm>
        <DescriptionDetails>{formatDateTime(backup.created_at, locale) ?? t('facts.unknown')}</DescriptionDetails>
      </DescriptionItem>
      <DescriptionItem>
        <DescriptionTerm>{t('facts.filename')}</DescriptionTerm>
        <DescriptionDetails className="break-all">{backup.filename ? <code dir="ltr">{backup.filename}</code> : t('facts.unknown')}</DescriptionDetails>
      </DescriptionItem>
    </DescriptionList>
  );
}
