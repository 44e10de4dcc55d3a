import { useMemo, type ComponentType } from 'react';
import { Badge, DataTable, type DataTableColumn } from '@hostdeck/ui';
import type { Server } from '../../../api/schemas/servers';
import { useT } from '../../../i18n/i18n-provider';
import { formatDate } from '../../../rules/format';
import type { PanelLinkProps } from '../../common/link/panel-link';

export interface ServersTableProps {
  teamName: string;
  servers: readonly Server[];
  /** The detail page of a server. */
  hrefOf: (server: Server) => string;
  linkComponent: ComponentType<PanelLinkProps>;
}

const serverId = (server: Server) => server.id;

/** The servers: name (a link to the detail), endpoint, IP address, kind and when it was added; stacked when narrow. */
export function ServersTable({ teamName, servers, hrefOf, linkComponent: Link }: ServersTableProps) {
  const { t, i18n } = useT('server-list');
  const locale = i18n.language;
  const columns = useMemo<DataTableColumn<Server>[]>(
    () => [
      {
        id: 'name',
        header: t('table.name'),
        isRowHeader: true,
        cell: (server) => (
          <Link to={hrefOf(server)} className="font-medium text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline">
            {server.title || server.endpoint}
          </Link>
        ),
      },
      { id: 'endpoint', header: t('table.endpoint'), cell: (server) => <bdi dir="ltr" className="break-all">{server.endpoint}</bdi> },
      { id: 'ip', header: t('table.ip'), cell: (server) => (server.ip ? <bdi dir="ltr" className="break-all">{server.ip}</bdi> : t('table.noIp')) },
      {
        id: 'kind',
        header: t('table.kind'),
        cell: (server) => <Badge variant={server.public_scope ? 'secondary' : 'outline'}>{server.public_scope ? t('kind.public') : t('kind.selfHosted')}</Badge>,
      },
      { id: 'created', header: t('table.created'), align: 'end', cell: (server) => formatDate(server.created_at, locale) ?? t('table.noDate') },
    ],
    [t, locale, hrefOf, Link],
  );
  return <DataTable variant="stack" label={t('table.label', { team: teamName })} columns={columns} rows={servers} getRowId={serverId} maxHeight="none" />;
}
