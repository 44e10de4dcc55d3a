import { memo, useMemo, type ComponentType } from 'react';
import { Badge, type BadgeVariant } from '@hostdeck/ui';
import type { TFunction } from 'i18next';
import type { Host } from '../../../api/schemas/hosts';
import type { PanelLinkProps } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { parseBackendDate } from '../../../rules/format';
import type { HostSort, HostSortKey } from '../../../rules/host-list';
import { isHostRemoved } from '../../../rules/permissions';
import { hostPath } from '../../../rules/paths';
import { useRowWindow } from './use-row-window';

const STATUS_BADGES: Readonly<Record<string, BadgeVariant>> = {
  active: 'success',
  starting: 'info',
  moving: 'info',
  suspended: 'warning',
  removing: 'warning',
  removed: 'destructive',
};

// Plain table markup and text glyphs rather than the Table primitive and icons: this route's first load is budgeted.
const SORT_GLYPHS = { ascending: '↑', descending: '↓', none: '↕' } as const;
const BASIC_COLUMNS = ['domain', 'status'] as const;
const EXTENDED_COLUMNS = [...BASIC_COLUMNS, 'username', 'server', 'created_at'] as const;
const FOCUS = 'rounded-sm focus-visible:outline-2 focus-visible:outline-ring';

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
}

export function HostListTable({ hosts, serverNames, teamBase, isExtended, sort, onSort, onFilterServer, linkComponent }: HostListTableProps) {
  const { t, i18n } = useT('hosts');
  const dates = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }), [i18n.language]);
  const { start, end, before, after, onScroll } = useRowWindow(hosts.length);
  const columns = isExtended ? EXTENDED_COLUMNS : BASIC_COLUMNS;
  return (
    // A named, focusable region so keyboard users can scroll it; the header stays in view.
    <div role="region" aria-label={t('title')} tabIndex={0} onScroll={onScroll} className={`max-h-[70vh] overflow-auto ${FOCUS}`}>
      <table aria-rowcount={hosts.length + 1} className="w-full text-sm">
        <thead className="sticky top-0 z-10 border-b border-border bg-background text-muted-foreground">
          <tr aria-rowindex={1}>
            {columns.map((key) => {
              const direction = sort?.key === key ? sort.direction : undefined;
              return (
                <th key={key} scope="col" aria-sort={direction} className="px-1 text-start font-medium whitespace-nowrap">
                  <button type="button" onClick={() => onSort(key)} className={`inline-flex min-h-10 cursor-pointer items-center gap-1 px-2 hover:text-foreground ${FOCUS}`}>
                    {t(`columns.${key}`)}
                    <span aria-hidden className="w-3 text-xs">
                      {SORT_GLYPHS[direction ?? 'none']}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {before > 0 && <Spacer height={before} columns={columns.length} />}
          {hosts.slice(start, end).map((host, index) => (
            <HostRow
              key={host.id}
              rowIndex={start + index + 2}
              host={host}
              href={hostPath(teamBase, 'detail', host.id)}
              serverName={serverNames.get(host.server_id) ?? `#${host.server_id}`}
              created={isExtended ? formatCreated(dates, host.created_at) : null}
              t={t}
              onFilterServer={onFilterServer}
              Link={linkComponent}
            />
          ))}
          {after > 0 && <Spacer height={after} columns={columns.length} />}
        </tbody>
      </table>
    </div>
  );
}

/** Stands for the rows out of view, keeping the scroll height of the whole list. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tr aria-hidden>
      <td colSpan={columns} style={{ height }} />
    </tr>
  );
}

function formatCreated(format: Intl.DateTimeFormat, createdAt: string): string {
  const date = parseBackendDate(createdAt);
  return date ? format.format(date) : createdAt;
}

interface HostRowProps {
  /** 1-based among all rows, header included (aria-rowindex), since only the rows in view are drawn. */
  rowIndex: number;
  host: Host;
  href: string;
  serverName: string;
  /** The creation date, shown with the extended columns only (null without them). */
  created: string | null;
  t: TFunction<'hosts'>;
  onFilterServer: (serverId: number) => void;
  Link: ComponentType<PanelLinkProps>;
}

// Memoised: a re-sort only moves rows, it renders none of them again.
const HostRow = memo(function HostRow({ rowIndex, host, href, serverName, created, t, onFilterServer, Link }: HostRowProps) {
  return (
    <tr
      aria-rowindex={rowIndex}
      data-removed={isHostRemoved(host.status) || undefined}
      className="h-11 border-b border-border whitespace-nowrap data-removed:bg-highlight data-removed:text-highlight-foreground [&>td]:px-3"
    >
      <td className="max-w-80 truncate font-medium">
        <Link to={href} className={`underline underline-offset-4 ${FOCUS}`}>
          {host.domain}
        </Link>
      </td>
      <td>
        <Badge variant={STATUS_BADGES[host.status] ?? 'outline'}>{t(`status.${host.status}`, { defaultValue: host.status })}</Badge>
      </td>
      {created !== null && (
        <>
          <td className="font-mono text-xs">{host.username}</td>
          <td>
            <button
              type="button"
              aria-label={t('filterBy', { server: serverName })}
              onClick={() => onFilterServer(host.server_id)}
              className={`min-h-8 cursor-pointer underline decoration-dotted underline-offset-4 ${FOCUS}`}
            >
              {serverName}
            </button>
          </td>
          <td className="whitespace-nowrap">{created}</td>
        </>
      )}
    </tr>
  );
});
