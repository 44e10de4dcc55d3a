import { useMemo, useState, type ComponentType } from 'react';
import { Archive, Plus } from 'lucide-react';
import { Button, EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import type { Backup } from '../../../api/schemas/backups';
import type { HostStatus } from '../../../api/schemas/hosts';
import { useT } from '../../../i18n/i18n-provider';
import { isHostActive } from '../../../rules/permissions-host';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { BackupsTable } from './backups-table';
import { CreateBackupDialog } from './create-backup-dialog';

export interface BackupListHost {
  id: number;
  domain: string;
  status: HostStatus;
}

export interface BackupListScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  /** Where the backups and hosts stand (see combineQueries); 'empty' when the team has no backup. */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The team's backups, newest first; undefined until they have loaded. */
  backups: readonly Backup[] | undefined;
  /** The team's websites: they name each backup's host, and the active ones are offered for a new backup. */
  hosts: readonly BackupListHost[];
  /** The viewer may create backups (a manager on a plan with manual backups): the Create button shows. */
  canCreate: boolean;
  /** The detail page of a backup. */
  hrefOf: (backupId: number) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Starts a backup of a host; resolves once it has started. */
  onCreate: (hostId: number) => Promise<unknown>;
}

/**
 * The team's backups (account-area 2, 3): name, website, status, size and date, each row leading to the backup;
 * managers start a new backup of one of the team's active websites from the create dialog.
 */
export function BackupListScreen(props: BackupListScreenProps) {
  const { title, status, onRetry, isRetrying, backups, hosts, canCreate, hrefOf, linkComponent = AnchorLink, onCreate } = props;
  const { t } = useT('backup-list');
  const [isCreating, setIsCreating] = useState(false);
  const hostDomains = useMemo(() => new Map(hosts.map((host) => [host.id, host.domain])), [hosts]);
  const activeHosts = useMemo(() => hosts.filter((host) => isHostActive(host.status)), [hosts]);
  const shown: ScreenStatus = status === 'content' && !backups ? 'loading' : status;
  const createButton = canCreate ? (
    <Button onClick={() => setIsCreating(true)}>
      <Plus aria-hidden />
      {t('actions.create')}
    </Button>
  ) : undefined;

  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader title={title} description={t('description')} actions={createButton} />
      <ScreenState
        status={shown}
        onRetry={onRetry}
        isRetrying={isRetrying}
        skeleton={<Skeleton className="h-56" />}
        empty={<EmptyState icon={<Archive aria-hidden />} headingLevel="h2" title={t('empty.title')} description={t('empty.description')} />}
      >
        {backups && <BackupsTable backups={backups} hostDomains={hostDomains} hrefOf={hrefOf} linkComponent={linkComponent} />}
      </ScreenState>
      {canCreate && <CreateBackupDialog open={isCreating} onOpenChange={setIsCreating} hosts={activeHosts} onCreate={onCreate} />}
    </section>
  );
}
