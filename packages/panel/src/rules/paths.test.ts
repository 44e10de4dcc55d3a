import { describe, expect, it } from 'vitest';
import { HOST_SETTINGS_TABS } from '../api/schemas/hosts';
import { backupListPath, deleteAccountPath, domainListPath, HOST_TAB_GROUPS, HOST_TAB_LIST, HOST_TABS, homePath, hostCreatePath, hostListPath, hostPath, hostTabGroupOf, inviteCodePath, isHostTab, loginPath, logoutPath, profilePath, serverListPath, teamBaseOfPath, teamPagePath, TEAM_PAGES, usersPath, welcomePath, withQuery, type HostTab } from './paths';
import { backupPath, domainCreatePath, domainPath, domainTransferPath, serverPath } from './record-paths';

const USER = '/user';
const TEAM = '/user/team/8';

describe('HOST_TABS', () => {
  it('groups the host pages as the header does', () => {
    expect(HOST_TABS).toEqual({
      setup: ['detail', 'manage', 'runner', 'database', 'software'],
      check: ['connection', 'log', 'nginx', 'dns', 'user', 'firewall'],
      admin: ['rename', 'cname', 'passwd', 'server', 'transfer', 'delete'],
      others: ['environment', 'screend', 'webhook'],
    });
    expect(HOST_TAB_GROUPS).toEqual(['setup', 'check', 'admin', 'others']);
    expect(HOST_TAB_LIST).toHaveLength(20);
    expect(new Set(HOST_TAB_LIST).size).toBe(20);
  });

  it('has the settings tabs of the schema as its admin group', () => {
    expect(HOST_TABS.admin).toEqual(HOST_SETTINGS_TABS);
  });

  it.each<[string, boolean]>([
    ['detail', true],
    ['webhook', true],
    ['delete', true],
    ['list', false],
    ['create', false],
    ['Detail', false],
    ['', false],
  ])('isHostTab(%j) is %s', (value, expected) => {
    expect(isHostTab(value)).toBe(expected);
  });

  it.each<[HostTab, string]>([
    ['detail', 'setup'],
    ['software', 'setup'],
    ['connection', 'check'],
    ['firewall', 'check'],
    ['rename', 'admin'],
    ['delete', 'admin'],
    ['environment', 'others'],
    ['webhook', 'others'],
  ])('%s belongs to %s', (tab, group) => {
    expect(hostTabGroupOf(tab)).toBe(group);
  });
});

describe('withQuery', () => {
  it.each<[Parameters<typeof withQuery>[1], string]>([
    [undefined, '/p'],
    [{}, '/p'],
    [{ page: 2 }, '/p?page=2'],
    [{ page: 0 }, '/p?page=0'],
    [{ a: undefined, b: null, c: '' }, '/p'],
    [{ sub: 'api', type: 'access' }, '/p?sub=api&type=access'],
    [{ r: '/user/host/list?x=1&y=2' }, '/p?r=%2Fuser%2Fhost%2Flist%3Fx%3D1%26y%3D2'],
    [{ q: 'a b' }, '/p?q=a+b'],
  ])('%j', (query, expected) => {
    expect(withQuery('/p', query)).toBe(expected);
  });
});

describe('team page builders', () => {
  it.each<[string, string, string]>([
    ['hostListPath', hostListPath(USER), '/user/host/list'],
    ['hostListPath team', hostListPath(TEAM), '/user/team/8/host/list'],
    ['hostListPath trailing slash', hostListPath('/user/'), '/user/host/list'],
    ['hostListPath query', hostListPath(USER, { page: 2, server: 4 }), '/user/host/list?page=2&server=4'],
    ['hostListPath message', hostListPath(TEAM, { message: 'payment-return' }), '/user/team/8/host/list?message=payment-return'],
    ['hostCreatePath', hostCreatePath(USER), '/user/host/create'],
    ['hostCreatePath from', hostCreatePath(TEAM, { from: 'wordpress.yml' }), '/user/team/8/host/create?from=wordpress.yml'],
    ['hostPath', hostPath(USER, 'detail', 41), '/user/host/detail/41'],
    ['hostPath team', hostPath(TEAM, 'nginx', 41), '/user/team/8/host/nginx/41'],
    ['hostPath query', hostPath(USER, 'log', 41, { type: 'access', sub: 'api', n: 200 }), '/user/host/log/41?type=access&sub=api&n=200'],
    ['hostPath settings', hostPath(USER, 'passwd', 7), '/user/host/passwd/7'],
    ['domainListPath', domainListPath(USER), '/user/domain'],
    ['domainCreatePath', domainCreatePath(TEAM), '/user/team/8/domain/create'],
    ['domainTransferPath', domainTransferPath(USER), '/user/domain/transfer'],
    ['domainPath detail', domainPath(USER, 'detail', 3), '/user/domain/detail/3'],
    ['domainPath renew', domainPath(TEAM, 'renew', 3), '/user/team/8/domain/renew/3'],
    ['domainPath dns', domainPath(USER, 'dns', 3), '/user/domain/dns/3'],
    ['domainPath msg', domainPath(USER, 'detail', 3, { msg: 'Command Complete Successfully' }), '/user/domain/detail/3?msg=Command+Complete+Successfully'],
    ['backupListPath', backupListPath(USER), '/user/backup'],
    ['backupPath', backupPath(TEAM, 12), '/user/team/8/backup/detail/12'],
    ['serverListPath', serverListPath(TEAM), '/user/team/8/server'],
    ['serverPath', serverPath(USER, 4), '/user/server/detail/4'],
    ['inviteCodePath', inviteCodePath(USER), '/user/invite-code'],
    ['inviteCodePath team', inviteCodePath(TEAM), '/user/team/8/invite-code'],
    ['homePath', homePath(), '/user/host/list'],
    ['homePath team', homePath(TEAM), '/user/team/8/host/list'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each(TEAM_PAGES.flatMap((page) => [
    [USER, page, `/user/${page}`],
    [TEAM, page, `/user/team/8/${page}`],
  ]))('teamPagePath(%s, %s) is %s', (base, page, expected) => {
    expect(teamPagePath(base, page)).toBe(expected);
  });

  it('lists the team pages', () => {
    expect(TEAM_PAGES).toEqual(['detail', 'member', 'upgrade', 'invoice', 'history']);
  });
});

describe('account paths', () => {
  it.each<[string, string, string]>([
    ['profilePath', profilePath(), '/user/profile'],
    ['welcomePath', welcomePath(), '/user/welcome'],
    ['deleteAccountPath', deleteAccountPath(), '/user/delete'],
    ['usersPath', usersPath(), '/user/users'],
    ['usersPath page 1', usersPath(1), '/user/users'],
    ['usersPath page 0', usersPath(0), '/user/users'],
    ['usersPath page 2', usersPath(2), '/user/users?page=2'],
    ['logoutPath', logoutPath(), '/logout'],
    ['loginPath', loginPath('/user/host/detail/41'), '/login?r=%2Fuser%2Fhost%2Fdetail%2F41'],
    ['loginPath with query', loginPath('/user/host/log/41?type=access&n=5'), '/login?r=%2Fuser%2Fhost%2Flog%2F41%3Ftype%3Daccess%26n%3D5'],
    ['loginPath without return', loginPath(), '/login'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('round-trips the return path through the login query', () => {
    const returnPath = '/user/team/8/host/dns/41?sub=api#x';
    expect(new URL(loginPath(returnPath), 'https://example.test').searchParams.get('r')).toBe(returnPath);
  });
});

describe('teamBaseOfPath', () => {
  it.each<[string, string | null]>([
    ['/user', '/user'],
    ['/user/', '/user'],
    ['/user/host/list', '/user'],
    ['/user/team/8', '/user/team/8'],
    ['/user/team/8/', '/user/team/8'],
    ['/user/team/8/host/detail/41', '/user/team/8'],
    ['/user/team/123/detail', '/user/team/123'],
    ['/user/team/abc/detail', '/user'],
    ['/user/team', '/user'],
    ['/users', null],
    ['/userapi/team/8', null],
    ['/login', null],
    ['/', null],
  ])('%s -> %s', (pathname, expected) => {
    expect(teamBaseOfPath(pathname)).toBe(expected);
  });
});
