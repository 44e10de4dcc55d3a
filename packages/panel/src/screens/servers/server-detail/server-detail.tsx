import { useState, type ComponentType } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { BackLink, Button, PageHeader } from '@hostdeck/ui';
import type { Server, ServerStatusView } from '../../../api/schemas/servers';
import { useT } from '../../../i18n/i18n-provider';
import { serverBridgeUrl } from '../../../rules/server-status';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { ServerFormDialog, type ServerFormInput } from '../server-list/server-form-dialog';
import { DeleteServerDialog } from './delete-server-dialog';
import { ServerFacts } from './server-facts';
import { ServerLatencies, type ServerLatency } from './server-latencies';
import { ServerStatusPanel } from './server-status-panel';

export interface ServerDetailScreenProps {
  /** The page's title (the route's), its h1. */
  title: string;
  server: Server;
  /** The server list, {teamBase}/server. */
  listHref: string;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /** Managers may change and delete a self-hosted server (never a public one). */
  canChange: boolean;
  /** The address of a status view of this server (GET {server}/status/{view}). */
  statusUrlOf: (view: ServerStatusView) => string;
  /** How long a status frame may take to load before the page says it cannot (default 10 s). */
  frameTimeoutMs?: number;
  /** The latency to each public server, measured or being measured. */
  latencies: readonly ServerLatency[];
  onRemeasure: () => void;
  /** Saves the form; a rejection keeps the dialog open with the values. */
  onUpdate: (values: ServerFormInput) => Promise<unknown>;
  /** Deletes the server; the caller then leaves for the list. */
  onDelete: () => Promise<unknown>;
}

export const STATUS_FRAME_TIMEOUT_MS = 10_000;

/**
 * One server (account-area 2, 3, 7): its facts, the status views of its bridge in a frame, the latency to each public
 * server, and for managers of a self-hosted server, edit and delete.
 */
export function ServerDetailScreen(props: ServerDetailScreenProps) {
  const { title, server, listHref, linkComponent: Link = AnchorLink, canChange, statusUrlOf, frameTimeoutMs = STATUS_FRAME_TIMEOUT_MS, latencies, onRemeasure, onUpdate, onDelete } = props;
  const { t } = useT('server-detail');
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const name = server.title || server.endpoint;
  const actions = canChange ? (
    <>
      <Button variant="outline" onClick={() => setIsEditing(true)}>
        <Pencil aria-hidden />
        {t('actions.edit')}
      </Button>
      <Button variant="destructive" onClick={() => setIsDeleting(true)}>
        <Trash2 aria-hidden />
        {t('actions.delete')}
      </Button>
    </>
  ) : undefined;

  return (
    <section className="grid min-w-0 gap-6">
      <PageHeader
        title={title}
        description={<span className="[overflow-wrap:anywhere]">{name}</span>}
        backLink={
          <BackLink asChild>
            <Link to={listHref}>{t('back')}</Link>
          </BackLink>
        }
        actions={actions}
      />
      <ServerFacts server={server} />
      <ServerStatusPanel endpoint={server.endpoint} serverName={name} statusUrlOf={statusUrlOf} frameTimeoutMs={frameTimeoutMs} />
      <ServerLatencies latencies={latencies} onRemeasure={onRemeasure} />
      {canChange && (
        <>
          <ServerFormDialog
            open={isEditing}
            onOpenChange={setIsEditing}
            mode="update"
            initialValues={{ alias: serverBridgeUrl(server.endpoint), description: server.title ?? '' }}
            onSubmit={onUpdate}
          />
          <DeleteServerDialog open={isDeleting} onOpenChange={setIsDeleting} serverName={name} endpoint={server.endpoint} onDelete={onDelete} />
        </>
      )}
    </section>
  );
}
