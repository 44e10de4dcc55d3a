import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, findConsoleRoute, hostTabRouteId, teamPageOfRoute, teamPageRouteId } from './console-routes';
import { HOST_TAB_LIST, TEAM_PAGES } from './paths';

describe('CONSOLE_ROUTES', () => {
  it('has unique ids and, per base, unique patterns', () => {
    expect(new Set(CONSOLE_ROUTES.map((route) => route.id)).size).toBe(CONSOLE_ROUTES.length);
    for (const base of ['user', 'team'] as const) {
      const patterns = CONSOLE_ROUTES.filter((route) => route.bases.includes(base)).map((route) => route.pattern);
      expect(new Set(patterns).size).toBe(patterns.length);
    }
  });

  it('titles every page by routes.<id> of the shell area', () => {
    for (const route of CONSOLE_ROUTES) {
      if (route.kind === 'page') expect(route.titleKey).toBe(`routes.${route.id}`);
    }
  });

  it('redirects the roots as the spec says', () => {
    expect(findConsoleRoute('root')).toEqual({ kind: 'redirect', id: 'root', pattern: '', bases: ['user'], to: './host/' });
    expect(findConsoleRoute('teamRoot')).toEqual({ kind: 'redirect', id: 'teamRoot', pattern: '', bases: ['team'], to: './detail' });
  });

  it.each([
    ['detail', 'teamDetail'],
    ['member', 'teamMember'],
    ['upgrade', 'teamUpgrade'],
    ['invoice', 'teamInvoice'],
    ['history', 'teamHistory'],
  ] as const)('registers the team page %s as %s, on both bases, and maps the route back', (teamPage, id) => {
    expect(teamPageRouteId(teamPage)).toBe(id);
    expect(findConsoleRoute(id)).toMatchObject({ pattern: teamPage, section: 'team', bases: ['user', 'team'] });
    expect(teamPageOfRoute(id)).toBe(teamPage);
  });

  it('maps no other route to a team page', () => {
    expect(CONSOLE_ROUTES.filter((route) => route.kind === 'page' && teamPageOfRoute(route.id) !== undefined)).toHaveLength(TEAM_PAGES.length);
    expect(teamPageOfRoute('hostDetail')).toBeUndefined();
  });

  it('registers every host tab', () => {
    for (const tab of HOST_TAB_LIST) {
      expect(findConsoleRoute(hostTabRouteId(tab))).toMatchObject({ pattern: `host/${tab}/:hostId`, section: 'hosting', bases: ['user', 'team'] });
    }
  });

  it.each([
    ['hosts', 'host', 'hosting', ['user', 'team']],
    ['hostList', 'host/list', 'hosting', ['user', 'team']],
    ['hostCreate', 'host/create', 'hosting', ['user', 'team']],
    ['hostDetail', 'host/detail/:hostId', 'hosting', ['user', 'team']],
    ['hostScreend', 'host/screend/:hostId', 'hosting', ['user', 'team']],
    ['domainList', 'domain', 'domain', ['user', 'team']],
    ['domainCreate', 'domain/create', 'domain', ['user', 'team']],
    ['domainTransfer', 'domain/transfer', 'domain', ['user', 'team']],
    ['domainDetail', 'domain/detail/:domainId', 'domain', ['user', 'team']],
    ['domainRenew', 'domain/renew/:domainId', 'domain', ['user', 'team']],
    ['domainDns', 'domain/dns/:domainId', 'domain', ['user', 'team']],
    ['backupList', 'backup', 'backup', ['user', 'team']],
    ['backupDetail', 'backup/detail/:backupId', 'backup', ['user', 'team']],
    ['serverList', 'server', 'server', ['user', 'team']],
    ['serverDetail', 'server/detail/:serverId', 'server', ['user', 'team']],
    ['inviteCode', 'invite-code', 'inviteCode', ['user', 'team']],
    ['teamDetail', 'detail', 'team', ['user', 'team']],
    ['teamMember', 'member', 'team', ['user', 'team']],
    ['teamUpgrade', 'upgrade', 'team', ['user', 'team']],
    ['teamInvoice', 'invoice', 'team', ['user', 'team']],
    ['teamHistory', 'history', 'team', ['user', 'team']],
    ['profile', 'profile', 'profile', ['user']],
    ['welcome', 'welcome', 'profile', ['user']],
    ['deleteAccount', 'delete', 'profile', ['user']],
    ['users', 'users', 'admin', ['user']],
    ['notFound', '*', 'none', ['user', 'team']],
  ])('%s is %s in %s', (id, pattern, section, bases) => {
    expect(findConsoleRoute(id)).toEqual({ kind: 'page', id, pattern, section, bases, titleKey: `routes.${id}` });
  });

  it('has 46 routes: 2 redirects, 3 host pages, 20 host tabs, 6 domain, 2 backup, 2 server, invite code, 5 team, 4 account, not found', () => {
    expect(CONSOLE_ROUTES).toHaveLength(46);
  });

  it.each([
    ['detail', 'hostDetail'],
    ['passwd', 'hostPasswd'],
    ['dns', 'hostDns'],
  ] as const)('hostTabRouteId(%s) is %s', (tab, id) => {
    expect(hostTabRouteId(tab)).toBe(id);
  });

  it('finds nothing for an unknown id', () => {
    expect(findConsoleRoute('nope')).toBeUndefined();
  });
});
