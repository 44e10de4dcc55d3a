import { useParams } from 'react-router';
import { BackupDetailScreenContainer, parseRouteId } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/backup/detail/{backupId}: one backup's status, progress, download, restore and delete. */
export function BackupDetailPage({ title }: PageProps) {
  const { backupId } = useParams();
  return <BackupDetailScreenContainer key={backupId} backupId={parseRouteId(backupId) ?? Number.NaN} title={title} />;
}
