import { HOST_TAB_LIST, TEAM_PAGES, type HostTab, type TeamPage } from './paths';

/**
 * Every route of both specs, relative to a team base: 'user' routes live under /user, 'team' routes under
 * /user/team/:teamId. The console's router and the shell's titles and sidebar highlighting read this table; the
 * console matches paths against it with its router's matchPath (apps/console/src/routes/match-console-route.ts).
 */
export type RouteBase = 'user' | 'team';
export type SidebarSection = 'hosting' | 'domain' | 'backup' | 'server' | 'inviteCode' | 'team' | 'profile' | 'admin' | 'none';

/** 'detail' -> 'hostDetail': the route id of a host page tab. */
export type HostTabRouteId = `host${Capitalize<HostTab>}`;

/** 'member' -> 'teamMember': the route id of a team page. */
export type TeamPageRouteId = `team${Capitalize<TeamPage>}`;

/** The routes that only send elsewhere: they have no page and no title. */
export type ConsoleRedirectRouteId = 'root' | 'teamRoot';

/** Every route id of both specs; the console's page table and titles are keyed by it. */
export type ConsoleRouteId = ConsoleRedirectRouteId | ConsolePageRouteId;

/** The routes that show a page, each titled by `routes.<id>` in the shell catalog area. */
export type ConsolePageRouteId =
  | 'hosts'
  | 'hostList'
  | 'hostCreate'
  | HostTabRouteId
  | 'domainList'
  | 'domainCreate'
  | 'domainTransfer'
  | 'domainDetail'
  | 'domainRenew'
  | 'domainDns'
  | 'backupList'
  | 'backupDetail'
  | 'serverList'
  | 'serverDetail'
  | 'inviteCode'
  | TeamPageRouteId
  | 'profile'
  | 'welcome'
  | 'deleteAccount'
  | 'users'
  | 'notFound';

/** The key of a page's title in the shell catalog area (the console's `useT('shell')` checks it against the catalog). */
export type RouteTitleKey = `routes.${ConsolePageRouteId}`;

export interface ConsolePageRoute {
  kind: 'page';
  id: ConsolePageRouteId;
  /** Relative to the base; ':name' is a parameter, '*' anything else. */
  pattern: string;
  bases: readonly RouteBase[];
  section: SidebarSection;
  titleKey: RouteTitleKey;
}

export interface ConsoleRedirectRoute {
  kind: 'redirect';
  id: ConsoleRedirectRouteId;
  pattern: string;
  bases: readonly RouteBase[];
  /** Relative to the matched path, as the spec writes it. */
  to: string;
}

export type ConsoleRoute = ConsolePageRoute | ConsoleRedirectRoute;

const EVERY_BASE: readonly RouteBase[] = ['user', 'team'];
const USER_ONLY: readonly RouteBase[] = ['user'];

function page(id: ConsolePageRouteId, pattern: string, section: SidebarSection, bases: readonly RouteBase[] = EVERY_BASE): ConsolePageRoute {
  return { kind: 'page', id, pattern, bases, section, titleKey: `routes.${id}` };
}

/** 'detail' -> 'hostDetail'. */
export function hostTabRouteId(tab: HostTab): HostTabRouteId {
  return `host${tab.charAt(0).toUpperCase()}${tab.slice(1)}` as HostTabRouteId;
}

/** 'member' -> 'teamMember'. */
export function teamPageRouteId(teamPage: TeamPage): TeamPageRouteId {
  return `team${teamPage.charAt(0).toUpperCase()}${teamPage.slice(1)}` as TeamPageRouteId;
}

/** The team page a route shows; undefined for any other route. */
export function teamPageOfRoute(id: ConsolePageRouteId): TeamPage | undefined {
  return TEAM_PAGES.find((teamPage) => teamPageRouteId(teamPage) === id);
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
  ...TEAM_PAGES.map((teamPage) => page(teamPageRouteId(teamPage), teamPage, 'team')),
  page('profile', 'profile', 'profile', USER_ONLY),
  page('welcome', 'welcome', 'profile', USER_ONLY),
  page('deleteAccount', 'delete', 'profile', USER_ONLY),
  page('users', 'users', 'admin', USER_ONLY),
  page('notFound', '*', 'none'),
];

export function findConsoleRoute(id: string): ConsoleRoute | undefined {
  return CONSOLE_ROUTES.find((route) => route.id === id);
}
