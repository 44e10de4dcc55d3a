import { HOST_TAB_LIST, teamBaseOfPath, USER_BASE, type HostTab } from './paths';

/**
 * Every route of both specs, relative to a team base: 'user' routes live under /user, 'team' routes under
 * /user/team/:teamId. The console's router and the shell's titles and sidebar highlighting read this table.
 */
export type RouteBase = 'user' | 'team';
export type SidebarSection = 'hosting' | 'domain' | 'backup' | 'server' | 'inviteCode' | 'team' | 'profile' | 'admin' | 'none';
export type RouteTitleKey = `shell:routes.${string}`;

export interface ConsolePageRoute {
  kind: 'page';
  id: string;
  /** Relative to the base; ':name' is a parameter, '*' anything else. */
  pattern: string;
  bases: readonly RouteBase[];
  section: SidebarSection;
  titleKey: RouteTitleKey;
}

export interface ConsoleRedirectRoute {
  kind: 'redirect';
  id: string;
  pattern: string;
  bases: readonly RouteBase[];
  /** Relative to the matched path, as the spec writes it. */
  to: string;
}

export type ConsoleRoute = ConsolePageRoute | ConsoleRedirectRoute;

const EVERY_BASE: readonly RouteBase[] = ['user', 'team'];
const USER_ONLY: readonly RouteBase[] = ['user'];

function page(id: string, pattern: string, section: SidebarSection, bases: readonly RouteBase[] = EVERY_BASE): ConsolePageRoute {
  return { kind: 'page', id, pattern, bases, section, titleKey: `shell:routes.${id}` };
}

/** 'detail' -> 'hostDetail'. */
export function hostTabRouteId(tab: HostTab): string {
  return `host${tab.charAt(0).toUpperCase()}${tab.slice(1)}`;
}

export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  { kind: 'redirect', id: 'root', pattern: '', bases: USER_ONLY, to: './host/' },
  { kind: 'redirect', id: 'teamRoot', pattern: '', bases: ['team'], to: './detail' },
  page('hosts', 'host', 'hosting'),
  page('hostList', 'host/list', 'hosting'),
  page('hostCreate', 'host/create', 'hosting'),
  ...HOST_TAB_LIST.map((tab) => page(hostTabRouteId(tab), `host/${tab}/:hostId`, 'hosting')),
  page('domainList', 'domain', 'domain'),
  page('domainCreate', 'domain/create', 'domain'),
  page('domainTransfer', 'domain/transfer', 'domain'),
  page('domainDetail', 'domain/detail/:domainId', 'domain'),
  page('domainRenew', 'domain/renew/:domainId', 'domain'),
  page('domainDns', 'domain/dns/:domainId', 'domain'),
  page('backupList', 'backup', 'backup'),
  page('backupDetail', 'backup/detail/:backupId', 'backup'),
  page('serverList', 'server', 'server'),
  page('serverDetail', 'server/detail/:serverId', 'server'),
  page('inviteCode', 'invite-code', 'inviteCode'),
  page('teamDetail', 'detail', 'team'),
  page('teamMember', 'member', 'team'),
  page('teamUpgrade', 'upgrade', 'team'),
  page('teamInvoice', 'invoice', 'team'),
  page('teamHistory', 'history', 'team'),
  page('profile', 'profile', 'profile', USER_ONLY),
  page('welcome', 'welcome', 'profile', USER_ONLY),
  page('deleteAccount', 'delete', 'profile', USER_ONLY),
  page('users', 'users', 'admin', USER_ONLY),
  page('notFound', '*', 'none'),
];

export function findConsoleRoute(id: string): ConsoleRoute | undefined {
  return CONSOLE_ROUTES.find((route) => route.id === id);
}

export interface ConsoleRouteMatch {
  route: ConsoleRoute;
  params: Readonly<Record<string, string>>;
  teamBase: string;
  /** The team id of a '/user/team/{teamId}' path; null for the default team. */
  teamId: number | null;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return params;
}

/** The route a console path shows (query and hash ignored); unknown paths under a base give notFound. */
export function matchConsoleRoute(pathname: string): ConsoleRouteMatch | null {
  const path = pathname.replace(/[?#].*$/, '');
  const teamBase = teamBaseOfPath(path);
  if (teamBase === null) return null;
  const base: RouteBase = teamBase === USER_BASE ? 'user' : 'team';
  const teamId = base === 'team' ? Number(teamBase.slice(teamBase.lastIndexOf('/') + 1)) : null;
  const segments = path.slice(teamBase.length).split('/').filter(Boolean);
  for (const route of CONSOLE_ROUTES) {
    if (route.pattern === '*' || !route.bases.includes(base)) continue;
    const params = matchPattern(route.pattern, segments);
    if (params) return { route, params, teamBase, teamId };
  }
  const notFound = findConsoleRoute('notFound');
  return notFound ? { route: notFound, params: {}, teamBase, teamId } : null;
}
