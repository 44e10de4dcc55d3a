// The host list's rules (host-area 2, 6, 9): banners and the account notice, pagination, recount cooldown and what a
// recount changed, legacy server, filter, search, sorting, where a row leads and how near a certificate's expiry is.
import type { Host } from '../api/schemas/hosts';
import type { SessionServer, Team } from '../api/schemas/session';
import { DAY_MS, parseBackendDate } from './format';
import { HOST_LIST_PAGE_SIZE, HOST_LIST_RECOUNT_COOLDOWN_MS, LEGACY_SERVER_NAME } from './limits';
import { hostPath, type HostTab } from './paths';
import { isBanned } from './permissions-plan';

/** The `message` values a payment return sends (account-area 2): each picks a banner. */
export const HOST_LIST_MESSAGES = { 'payment-return': 'thanks', 'payment-cancel': 'cancelled' } as const;
export type HostListBanner = (typeof HOST_LIST_MESSAGES)[keyof typeof HOST_LIST_MESSAGES];

export function hostListBanner(message: string | null | undefined): HostListBanner | null {
  if (!message || !Object.hasOwn(HOST_LIST_MESSAGES, message)) return null;
  return HOST_LIST_MESSAGES[message as keyof typeof HOST_LIST_MESSAGES];
}

/** The `page` query value: a whole number from 1, anything else is page 1. */
export function parseHostListPage(text: string | null | undefined): number {
  const page = Number(text);
  return text && Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The `server` query value: a server id (a whole number from 1), or no filter. */
export function parseServerFilter(text: string | null | undefined): number | undefined {
  const id = Number(text);
  return text && Number.isSafeInteger(id) && id >= 1 ? id : undefined;
}

export interface HostListPaging {
  /** Whether the previous/next bar shows at all. */
  isShown: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
}

/** A page holding exactly the threshold may have a next one; a later page can always go back. */
export function hostListPaging(page: number, rowCount: number): HostListPaging {
  const hasPrevious = page > 1;
  const hasNext = rowCount === HOST_LIST_PAGE_SIZE;
  return { isShown: hasPrevious || hasNext, hasPrevious, hasNext };
}

/**
 * How long Update Usage stays disabled, in ms (0: available): one minute on the host list, `TEAM_RECOUNT_COOLDOWN_MS`
 * (10 minutes) on the team detail. A missing or unreadable evaluation never blocks; an evaluation "in the future"
 * (a clock ahead of ours) blocks for one cooldown at most.
 */
export function recountCooldownLeft(evaluatedAt: string | number | null | undefined, now: number, cooldownMs: number = HOST_LIST_RECOUNT_COOLDOWN_MS): number {
  const start = typeof evaluatedAt === 'number' ? evaluatedAt : parseBackendDate(evaluatedAt)?.getTime();
  if (start === undefined || Number.isNaN(start)) return 0;
  return Math.min(cooldownMs, Math.max(0, start + cooldownMs - now));
}

/** The time left as whole seconds, rounded up so the button never says 0 while disabled. */
export function cooldownSeconds(remainingMs: number): number {
  return Math.ceil(Math.max(0, remainingMs) / 1000);
}

type ServerRef = Pick<SessionServer, 'id' | 'endpoint'>;

/** A server's short name: the first label of its endpoint ('sga' for sga.domcloud.co). */
export function serverShortName(server: ServerRef): string {
  return server.endpoint.split('.')[0] ?? server.endpoint;
}

export function isLegacyServer(server: ServerRef): boolean {
  return serverShortName(server).toLowerCase() === LEGACY_SERVER_NAME;
}

/** Whether any host of the list is on the legacy sga server (the sunset warning shows). */
export function hasLegacyServerHost(hosts: readonly Pick<Host, 'server_id'>[], servers: readonly ServerRef[]): boolean {
  const legacy = new Set(servers.filter(isLegacyServer).map((server) => server.id));
  return legacy.size > 0 && hosts.some((host) => legacy.has(host.server_id));
}

/** Server id -> short name, for the server column, the filter and sorting. */
export function serverNames(servers: readonly ServerRef[]): ReadonlyMap<number, string> {
  return new Map(servers.map((server) => [server.id, serverShortName(server)]));
}

export function filterHostsByServer<T extends Pick<Host, 'server_id'>>(hosts: readonly T[], serverId: number | undefined): readonly T[] {
  return serverId === undefined ? hosts : hosts.filter((host) => host.server_id === serverId);
}

export const HOST_SORT_KEYS = ['domain', 'status', 'username', 'server', 'created_at'] as const;
export type HostSortKey = (typeof HOST_SORT_KEYS)[number];
/** The values of aria-sort, so a header reads the state as it is. */
export type SortDirection = 'ascending' | 'descending';
export interface HostSort {
  key: HostSortKey;
  direction: SortDirection;
}

/** A header pressed again reverses its order; another header starts ascending. */
export function nextHostSort(current: HostSort | null, key: HostSortKey): HostSort {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** What sorting reads of a host. */
export type SortableHost = Pick<Host, 'domain' | 'status' | 'username' | 'created_at' | 'server_id'>;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function sortValue(host: SortableHost, key: HostSortKey, names: ReadonlyMap<number, string>): string | number {
  if (key === 'server') return names.get(host.server_id) ?? '';
  if (key === 'created_at') return parseBackendDate(host.created_at)?.getTime() ?? 0;
  return host[key];
}

function compareValues(a: string | number, b: string | number): number {
  return typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
}

/**
 * The rows in the order asked for; null keeps the server's order. Stable, natural ('web2' before 'web10'), and
 * each value is computed once so 1000 rows sort well within a frame.
 */
export function sortHosts<T extends SortableHost>(hosts: readonly T[], sort: HostSort | null, names: ReadonlyMap<number, string> = new Map()): readonly T[] {
  if (!sort) return hosts;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return hosts
    .map((host, index) => ({ host, index, value: sortValue(host, sort.key, names) }))
    .sort((a, b) => sign * compareValues(a.value, b.value) || a.index - b.index)
    .map((entry) => entry.host);
}

/** Where a row of the list leads: the Runner until the host detail page exists; the detail's issue flips this one value. */
export const HOST_ROW_TAB: HostTab = 'runner';

export function hostRowPath(teamBase: string, hostId: number): string {
  return hostPath(teamBase, HOST_ROW_TAB, hostId);
}

/**
 * The rows whose domain or username holds the search text, case-insensitively, ignoring the spaces around it; an empty
 * search keeps every row.
 */
export function searchHosts<T extends Pick<Host, 'domain' | 'username'>>(hosts: readonly T[], search: string): readonly T[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return hosts;
  return hosts.filter((host) => host.domain.toLowerCase().includes(wanted) || host.username.toLowerCase().includes(wanted));
}

/** The account notice above the list (host-area 6): banned, or suspended with the server's reason. */
export type AccountNotice = { kind: 'banned' } | { kind: 'suspended'; reason: string };

/** A banned plan level says so in the panel's words; otherwise the team's usage_notice is a suspension's reason. */
export function hostListAccountNotice(planLevel: number, usageNotice: string | null | undefined): AccountNotice | null {
  if (isBanned(planLevel)) return { kind: 'banned' };
  const reason = usageNotice?.trim();
  return reason ? { kind: 'suspended', reason } : null;
}

/** The team's usage figures a recount may change, in bytes. */
export type UsageFigures = Pick<Team, 'usage_storage' | 'usage_network'>;
export interface UsageChange {
  figure: 'storage' | 'network';
  before: number;
  after: number;
}

/** What a recount changed, storage first; an empty list means nothing changed. */
export function usageChanges(before: UsageFigures, after: UsageFigures): UsageChange[] {
  const pairs = [
    { figure: 'storage', before: before.usage_storage, after: after.usage_storage },
    { figure: 'network', before: before.usage_network, after: after.usage_network },
  ] as const;
  return pairs.filter((pair) => pair.before !== pair.after);
}

/** A certificate expiring within this many days is flagged (Let's Encrypt renews 30 days ahead, so it is overdue). */
export const SSL_EXPIRY_WARNING_DAYS = 14;
export type SslExpiryState = 'none' | 'expired' | 'soon' | 'valid';

/** How a host's certificate stands at `now`: none when the stats carry no (readable) expiry. */
export function sslExpiryState(expiresAt: string | null | undefined, now: number): SslExpiryState {
  const expiry = parseBackendDate(expiresAt)?.getTime();
  if (expiry === undefined) return 'none';
  if (expiry <= now) return 'expired';
  return expiry - now <= SSL_EXPIRY_WARNING_DAYS * DAY_MS ? 'soon' : 'valid';
}
