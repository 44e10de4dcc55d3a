import { useState, type ComponentType } from 'react';
import { Plus, ServerCog } from 'lucide-react';
import { Button, EmptyState, PageHeader, Skeleton } from '@hostdeck/ui';
import type { Server } from '../../../api/schemas/servers';
import { useT } from '../../../i18n/i18n-provider';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { ServerFormDialog, type ServerFormInput } from './server-form-dialog';
import { ServersTable } from './servers-table';

export interface ServerListScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  teamName: string;
  /** Where the server list stands (see combineQueries). */
  status: ScreenStatus;
  onRetry?: () => void;
  isRetrying?: boolean;
  /** The servers the team can use: the platform's public ones and its own self-hosted ones; undefined until loaded. */
  servers: readonly Server[] | undefined;
  /** Managers attach servers: the Add button and its dialog. */
  canCreate: boolean;
  /** The detail page of a server, {teamBase}/server/detail/{id}. */
  hrefOf: (server: Server) => string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Attaches a server; resolves once the list shows it, rejects with the server's reasons (the dialog stays). */
  onCreate: (values: ServerFormInput) => Promise<unknown>;
}

/** The team's servers (account-area 2): a table linking to each server, and for managers the dialog to attach one. */
export function ServerListScreen(props: ServerListScreenProps) {
  const { title, teamName, status, onRetry, isRetrying, servers, canCreate, hrefOf, linkComponent = AnchorLink, onCreate } = props;
  const { t } = useT('server-list');
  const [isCreating, setIsCreating] = useState(false);
  const shown: ScreenStatus = status === 'content' && servers?.length === 0 ? 'empty' : status === 'content' && !servers ? 'loading' : status;
  const addButton = canCreate ? (
    <Button onClick={() => setIsCreating(true)}>
      <Plus aria-hidden />
      {t('actions.add')}
    </Button>
  ) : undefined;

  return (
    <section className="grid min-w-0 gap-6" aria-busy={shown === 'loading'}>
      <PageHeader title={title} description={t('description', { team: teamName })} actions={addButton} />
      <ScreenState
        status={shown}
        onRetry={onRetry}
        isRetrying={isRetrying}
        skeleton={<Skeleton className="h-56" />}
        empty={<EmptyState icon={<ServerCog aria-hidden />} title={t('empty.title')} description={canCreate ? t('empty.description') : t('empty.memberDescription')} />}
      >
        {servers && <ServersTable teamName={teamName} servers={servers} hrefOf={hrefOf} linkComponent={linkComponent} />}
      </ScreenState>
      {canCreate && <ServerFormDialog open={isCreating} onOpenChange={setIsCreating} mode="create" onSubmit={onCreate} />}
    </section>
  );
}
