/**
 * Page paths of both specs. A team base is '/user' (the default team) or '/user/team/{teamId}' (data/session
 * teamBaseOf); every builder takes it first and tolerates a trailing slash on it.
 */

export const USER_BASE = '/user';
export const TEAM_BASE_PATTERN = '/user/team/:teamId';

/** The host pages (host-area 2), by the header's dropdown groups; `others` are registered but in no group. */
export const HOST_TABS = {
  setup: ['detail', 'manage', 'runner', 'database', 'software'],
  check: ['connection', 'log', 'nginx', 'dns', 'user', 'firewall'],
  admin: ['rename', 'cname', 'passwd', 'server', 'transfer', 'delete'],
  others: ['environment', 'screend', 'webhook'],
} as const;
export type HostTabGroup = keyof typeof HOST_TABS;
export type HostTab = (typeof HOST_TABS)[HostTabGroup][number];
export const HOST_TAB_GROUPS = Object.keys(HOST_TABS) as readonly HostTabGroup[];
export const HOST_TAB_LIST: readonly HostTab[] = HOST_TAB_GROUPS.flatMap((group) => HOST_TABS[group]);

export function isHostTab(value: string): value is HostTab {
  return (HOST_TAB_LIST as readonly string[]).includes(value);
}

export function hostTabGroupOf(tab: HostTab): HostTabGroup {
  return HOST_TAB_GROUPS.find((group) => (HOST_TABS[group] as readonly string[]).includes(tab)) ?? 'others';
}

export const TEAM_PAGES = ['detail', 'member', 'upgrade', 'invoice', 'history'] as const;
export type TeamPage = (typeof TEAM_PAGES)[number];

/** Query values; undefined, null and '' are left out. */
export type PathQuery = Readonly<Record<string, string | number | undefined | null>>;

export function withQuery(path: string, query?: PathQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A path under a team base, each segment encoded. */
export function pathUnder(teamBase: string, ...segments: readonly (string | number)[]): string {
  const base = teamBase.replace(/\/+$/, '');
  return [base, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

export function hostListPath(teamBase: string, query?: PathQuery): string {
  return withQuery(pathUnder(teamBase, 'host', 'list'), query);
}

/** `from` names a template file for the order form to load. */
export function hostCreatePath(teamBase: string, query?: { from?: string }): string {
  return withQuery(pathUnder(teamBase, 'host', 'create'), query);
}

export function hostPath(teamBase: string, tab: HostTab, hostId: number, query?: PathQuery): string {
  return withQuery(pathUnder(teamBase, 'host', tab, hostId), query);
}

export function domainListPath(teamBase: string): string {
  return pathUnder(teamBase, 'domain');
}

export function backupListPath(teamBase: string): string {
  return pathUnder(teamBase, 'backup');
}

export function serverListPath(teamBase: string): string {
  return pathUnder(teamBase, 'server');
}

export function inviteCodePath(teamBase: string): string {
  return pathUnder(teamBase, 'invite-code');
}

export function teamPagePath(teamBase: string, page: TeamPage): string {
  return pathUnder(teamBase, page);
}

// Account pages exist under /user only.
export function profilePath(): string {
  return pathUnder(USER_BASE, 'profile');
}

export function welcomePath(): string {
  return pathUnder(USER_BASE, 'welcome');
}

export function deleteAccountPath(): string {
  return pathUnder(USER_BASE, 'delete');
}

/** The administrator's user list; `page` is 1-based. */
export function usersPath(page?: number): string {
  return withQuery(pathUnder(USER_BASE, 'users'), { page: page && page > 1 ? page : undefined });
}

/** Where the not-found page's home link and the '/' redirect lead: the team's host list. */
export function homePath(teamBase: string = USER_BASE): string {
  return hostListPath(teamBase);
}

export function loginPath(returnPath?: string): string {
  return withQuery('/login', { r: returnPath });
}

export function logoutPath(): string {
  return '/logout';
}

/** The team base a console path starts with, or null when it is not a console path. */
export function teamBaseOfPath(pathname: string): string | null {
  const match = /^\/user\/team\/(\d+)(?=\/|$)/.exec(pathname) ?? /^\/user(?=\/|$)/.exec(pathname);
  return match ? match[0] : null;
}

