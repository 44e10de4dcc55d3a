import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Server } from 'lucide-react';
import { Button, EmptyState, PageHeader, useUiStrings } from '@hostdeck/ui';
import type { Host } from '../../../api/schemas/hosts';
import type { SessionServer } from '../../../api/schemas/session';
import { AnchorLink, type PanelLinkProps } from '../../common/link/panel-link';
import { useT } from '../../../i18n/i18n-provider';
import {
  filterHostsByServer,
  hasLegacyServerHost,
  hostListPaging,
  nextHostSort,
  searchHosts,
  serverNames,
  sortHosts,
  type HostListBanner,
  type HostSort,
  type HostSortKey,
  type UsageChange,
} from '../../../rules/host-list';
import { hostCreatePath } from '../../../rules/paths';
import type { ScreenStatus } from '../../common/screen-state/combine-queries';
import { ScreenState } from '../../common/screen-state/screen-state';
import { HostListBanners } from './host-list-banners';
import type { HostFactProps } from './host-list-facts';
import { HostListSkeleton } from './host-list-skeleton';
import { HostListTable } from './host-list-table';
import { HostListToolbar } from './host-list-toolbar';

export interface HostListScreenProps {
  /** The page heading, already translated; the catalog's "Websites" by default. */
  pageTitle?: string;
  /** Where the page of hosts stands (see combineQueries); empty shows the empty-list text. */
  status: ScreenStatus;
  /** Shows the retry button of the error state. */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** One page of hosts as the server sent it (up to 1000). */
  hosts: readonly Host[];
  /** Initdata's servers: names for the server column and filter, and the sga warning. */
  servers: readonly Pick<SessionServer, 'id' | 'endpoint'>[];
  /** '/user' or '/user/team/{teamId}': where the Create button and the host links lead. */
  teamBase: string;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** The server filter (the `server` query value), if any. */
  serverId?: number;
  onServerFilterChange: (serverId: number | undefined) => void;
  /** The banner of the `message` query value (see hostListBanner). */
  banner?: HostListBanner | null;
  onDismissBanner?: () => void;
  /** False for members and clients: the Create button is hidden. */
  canCreate: boolean;
  /** Time left before Update Usage is enabled again, in ms (0: enabled). */
  recountCooldownMs: number;
  isRecounting?: boolean;
  onRecount: () => void;
  /** What the last Update Usage on this page changed (empty: nothing); null or absent before any. */
  recountChanges?: readonly UsageChange[] | null;
  /** Whether the username, server and creation date columns show at first. */
  defaultExtended?: boolean;
  /** The first order; the server's order by default. */
  defaultSort?: HostSort | null;
  /** The router's link; a plain anchor by default. */
  linkComponent?: ComponentType<PanelLinkProps>;
  /**
   * Draws a host's last deployment or SSL expiry in the extended columns (the list does not carry them); it may suspend
   * while its code loads. Without it those two columns are left out.
   */
  factsComponent?: ComponentType<HostFactProps>;
}

/**
 * The team's websites: the page header with Create, banners, toolbar, and a sortable table; loading and error through
 * ScreenState, then the empty-list text or the rows.
 */
export function HostListScreen(props: HostListScreenProps) {
  const { status, hosts, servers, serverId, defaultExtended = false, defaultSort = null } = props;
  const { t } = useT('host-list');
  const Link = props.linkComponent ?? AnchorLink;
  const [isExtended, setIsExtended] = useState(defaultExtended);
  const [sort, setSort] = useState(defaultSort);
  const [search, setSearch] = useState('');
  const handleSort = useCallback((key: HostSortKey) => setSort((current) => nextHostSort(current, key)), []);
  const names = useMemo(() => serverNames(servers), [servers]);
  const filtered = useMemo(() => filterHostsByServer(hosts, serverId), [hosts, serverId]);
  const searched = useMemo(() => searchHosts(filtered, search), [filtered, search]);
  const rows = useMemo(() => sortHosts(searched, sort, names), [searched, sort, names]);
  const isLoaded = status === 'content' || status === 'empty';
  return (
    <section aria-busy={status === 'loading'} className="grid gap-4">
      <PageHeader
        title={props.pageTitle ?? t('title')}
        actions={
          props.canCreate ? (
            <Button asChild>
              <Link to={hostCreatePath(props.teamBase)}>{t('create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <HostListBanners banner={props.banner ?? null} onDismissBanner={props.onDismissBanner} hasLegacyHost={isLoaded && hasLegacyServerHost(hosts, servers)} />
      <ScreenState status={status} skeleton={<HostListSkeleton />} onRetry={props.onRetry} isRetrying={props.isRetrying}>
        <HostListBody
          {...props}
          emptyReason={status === 'empty' || filtered.length === 0 ? 'list' : rows.length === 0 ? 'search' : null}
          names={names}
          isExtended={isExtended}
          onExtendedChange={setIsExtended}
          search={search}
          onSearchChange={setSearch}
        >
          <HostListTable
            hosts={rows}
            serverNames={names}
            teamBase={props.teamBase}
            isExtended={isExtended}
            sort={sort}
            onSort={handleSort}
            onFilterServer={props.onServerFilterChange}
            linkComponent={Link}
            factsComponent={props.factsComponent}
          />
        </HostListBody>
      </ScreenState>
    </section>
  );
}

interface HostListBodyProps extends HostListScreenProps {
  names: ReadonlyMap<number, string>;
  isExtended: boolean;
  onExtendedChange: (isExtended: boolean) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The table, shown when the filtered page has rows. */
  children: ReactNode;
  /** Why no row shows: the page (or its server filter) has none, or none matches the search; null when rows show. */
  emptyReason: 'list' | 'search' | null;
}

function HostListBody({ children, emptyReason, ...props }: HostListBodyProps) {
  const { t } = useT('host-list');
  const ui = useUiStrings();
  const { page, serverId, onPageChange } = props;
  const paging = hostListPaging(page, props.hosts.length);
  return (
    <>
      <HostListToolbar {...props} />
      {emptyReason === 'search' ? (
        <EmptyState icon={<Server aria-hidden />} title={t('search.noMatch', { search: props.search.trim() })} description={t('search.noMatchText')} />
      ) : emptyReason === 'list' ? (
        <EmptyState
          icon={<Server aria-hidden />}
          title={serverId === undefined ? t('empty') : t('emptyFiltered', { server: props.names.get(serverId) ?? `#${serverId}` })}
          description={t('emptyText')}
        />
      ) : (
        children
      )}
      {paging.isShown && (
        <nav aria-label={ui('pagination')} className="flex items-center justify-between gap-3">
          <Button variant="outline" disabled={!paging.hasPrevious} onClick={() => onPageChange(page - 1)}>
            {ui('previous')}
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {t('page', { page })}
          </span>
          <Button variant="outline" disabled={!paging.hasNext} onClick={() => onPageChange(page + 1)}>
            {ui('next')}
          </Button>
        </nav>
      )}
    </>
  );
}
