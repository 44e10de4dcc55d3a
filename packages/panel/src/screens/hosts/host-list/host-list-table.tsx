import { Suspense, useMemo, type ComponentType } from 'react';
import { Badge, DataTable, type DataTableColumn, type DataTableRowProps } from '@hostdeck/ui';
import type { Host } from '../../../api/schemas/hosts';
import type { PanelLinkProps } from '../../common/link/panel-link';
import { useT } from '../../../i18n/i18n-provider';
import { HOST_STATUS_BADGES } from '../host-status';
import { parseBackendDate } from '../../../rules/format';
import { HOST_SORT_KEYS, hostRowPath, type HostSort, type HostSortKey } from '../../../rules/host-list';
import { isHostRemoved } from '../../../rules/permissions';
import { HostFactLoading } from './host-list-fact-marks';
import type { HostFactKind, HostFactProps } from './host-list-facts';


const FOCUS = 'rounded-sm focus-visible:outline-2 focus-visible:outline-ring';
const REMOVED_ROW: DataTableRowProps = { isHighlighted: true, 'data-removed': true };

// Module-level, so the table's rows are never redrawn for a new function.
const getHostId = (host: Host) => host.id;
const getHostRowProps = (host: Host) => (isHostRemoved(host.status) ? REMOVED_ROW : undefined);
const isHostSortKey = (key: string): key is HostSortKey => (HOST_SORT_KEYS as readonly string[]).includes(key);

export interface HostListTableProps {
  /** Already filtered and sorted. */
  hosts: readonly Host[];
  serverNames: ReadonlyMap<number, string>;
  teamBase: string;
  isExtended: boolean;
  sort: HostSort | null;
  onSort: (key: HostSortKey) => void;
  onFilterServer: (serverId: number) => void;
  linkComponent: ComponentType<PanelLinkProps>;
  /** Draws the last deployment and SSL expiry cells of the extended columns; without it those columns are left out. */
  factsComponent?: ComponentType<HostFactProps>;
}

/** The hosts in a DataTable: sortable headers, the removed ones highlighted, windowed when the page holds many. */
export function HostListTable({ hosts, serverNames, teamBase, isExtended, sort, onSort, onFilterServer, linkComponent: Link, factsComponent: Facts }: HostListTableProps) {
  const { t, i18n } = useT('host-list');
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    const serverName = (host: Host) => serverNames.get(host.server_id) ?? `#${host.server_id}`;
    const basic: DataTableColumn<Host>[] = [
      {
        id: 'domain',
        header: t('columns.domain'),
        isSortable: true,
        isRowHeader: true,
        className: 'max-w-80 truncate',
        cell: (host) => (
          <Link to={hostRowPath(teamBase, host.id)} className={`underline underline-offset-4 ${FOCUS}`}>
            {host.domain}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        isSortable: true,
        cell: (host) => <Badge variant={HOST_STATUS_BADGES[host.status] ?? 'outline'}>{t(`status.${host.status}`, { defaultValue: host.status })}</Badge>,
      },
    ];
    if (!isExtended) return basic;
    const extended: DataTableColumn<Host>[] = [
      { id: 'username', header: t('columns.username'), isSortable: true, className: 'font-mono text-xs', cell: (host) => host.username },
      {
        id: 'server',
        header: t('columns.server'),
        isSortable: true,
        cell: (host) => (
          <button
            type="button"
            aria-label={t('filterBy', { server: serverName(host) })}
            onClick={() => onFilterServer(host.server_id)}
            className={`min-h-8 cursor-pointer underline decoration-dotted underline-offset-4 ${FOCUS}`}
          >
            {serverName(host)}
          </button>
        ),
      },
      { id: 'created_at', header: t('columns.created_at'), isSortable: true, cell: (host) => formatCreated(dates, host.created_at) },
    ];
    // The facts load per drawn row, and their code with the first of them: each cell waits on its own.
    const factColumn = (fact: HostFactKind, Cell: ComponentType<HostFactProps>): DataTableColumn<Host> => ({
      id: fact,
      header: t(`columns.${fact}`),
      cell: (host) => (
        <Suspense fallback={<HostFactLoading />}>
          <Cell host={host} fact={fact} />
        </Suspense>
      ),
    });
    const facts = Facts ? [factColumn('deployment', Facts), factColumn('ssl', Facts)] : [];
    return [...basic, ...extended, ...facts];
  }, [t, i18n.language, serverNames, isExtended, teamBase, onFilterServer, Link, Facts]);
  return (
    <DataTable
      label={t('title')}
      columns={columns}
      rows={hosts}
      getRowId={getHostId}
      getRowProps={getHostRowProps}
      sort={sort}
      onSort={(key) => {
        if (isHostSortKey(key)) onSort(key);
      }}
    />
  );
}

function formatCreated(format: Intl.DateTimeFormat, createdAt: string): string {
  const date = parseBackendDate(createdAt);
  return date ? format.format(date) : createdAt;
}
