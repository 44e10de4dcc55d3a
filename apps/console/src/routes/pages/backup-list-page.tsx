import { BackupListScreenContainer } from '@hostdeck/panel';
import type { PageProps } from './page-props';

/** {teamBase}/backup: the team's backups, with the create dialog for its managers. */
export function BackupListPage({ title }: PageProps) {
  return <BackupListScreenContainer title={title} />;
}
