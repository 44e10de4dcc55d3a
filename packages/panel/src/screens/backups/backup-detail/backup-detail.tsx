import { useState, type ComponentType } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Alert, BackLink, Button, ConfirmDialog, isolateLtr, PageHeader, Skeleton } from '@hostdeck/ui';
import type { Backup } from '../../../api/schemas/backups';
import { useT } from '../../../i18n/i18n-provider';
import { backupDomain } from '../../../rules/backup-restore';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { BackupFacts } from './backup-facts';
import { BackupProgress } from './backup-progress';
import { BackupRestoreCard, type RestoreHost } from './backup-restore-card';

export interface BackupDetailScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the backup and the team's hosts stand (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The backup; undefined until it has loaded. */
  backup: Backup | undefined;
  /** The team's websites: they name the backup's host and are the restore's candidates. */
  hosts: readonly RestoreHost[];
  /** The viewer may restore and delete backups (a manager on a plan with manual backups). */
  canManage: boolean;
  /** The file's address on the server (GET backup/download/{id}); the browser downloads it. */
  downloadHref: string;
  /** The backup list, {teamBase}/backup. */
  listHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Restores the backup onto a host; resolves once the restore has started. */
  onRestore: (host: RestoreHost) => Promise<unknown>;
  /** Deletes the backup; the container then leaves for the list. */
  onDelete: () => Promise<unknown>;
}

/**
 * One backup (account-area 2, 4): status, facts and progress; once ready, download and restore (onto an active
 * website of the backup's domain, after a confirmation); delete after a confirmation.
 */
export function BackupDetailScreen(props: BackupDetailScreenProps) {
  const { title, status, onRetry, isRetrying, backup, hosts, canManage, downloadHref, listHref, linkComponent: Link = AnchorLink, onRestore, onDelete } = props;
  const { t } = useT('backup-detail');
  const [isDeleting, setIsDeleting] = useState(false);
  const shown: ScreenStatus = status === 'content' && !backup ? 'loading' : status;
  const isReady = backup?.status === 'active';
  const domain = backup ? ((backup.host_id != null && hosts.find((host) => host.id === backup.host_id)?.domain) || backupDomain(backup.name)) : '';

  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader
        title={title}
        description={backup ? <bdi dir="ltr" className="break-all">{backup.name}</bdi> : undefined}
        backLink={
          <BackLink asChild>
            <Link to={listHref}>{t('back')}</Link>
          </BackLink>
        }
        actions={
          backup && (
            <>
              {isReady && (
                <Button asChild variant="outline">
                  <a href={downloadHref} download={backup.filename ?? true}>
                    <Download aria-hidden />
                    {t('download')}
                  </a>
                </Button>
              )}
              {canManage && (
                <Button variant="destructive" onClick={() => setIsDeleting(true)}>
                  <Trash2 aria-hidden />
                  {t('delete.action')}
                </Button>
              )}
            </>
          )
        }
      />
      <ScreenState status={shown} onRetry={onRetry} isRetrying={isRetrying} skeleton={<Skeleton className="h-64" />}>
        {backup && (
          <div className="grid min-w-0 gap-6">
            {!isReady && <Alert variant="info">{t('pendingNote')}</Alert>}
            <BackupFacts backup={backup} domain={domain} />
            <BackupProgress backup={backup} />
            {isReady && canManage && <BackupRestoreCard backupName={backup.name} hosts={hosts} onRestore={onRestore} />}
          </div>
        )}
      </ScreenState>
      {backup && canManage && (
        <ConfirmDialog
          open={isDeleting}
          onOpenChange={setIsDeleting}
          variant="destructive"
          title={t('delete.confirmTitle', { backup: isolateLtr(backup.name) })}
          description={t('delete.confirmDescription')}
          confirmLabel={t('delete.confirm')}
          onConfirm={async () => {
            await onDelete();
          }}
        />
      )}
    </section>
  );
}
