import { describe, expect, it } from 'vitest';
import { matchConsoleRoute } from './match-console-route';

describe('matchConsoleRoute', () => {
  it.each<[string, string, Record<string, string>, string, number | null]>([
    ['/user', 'root', {}, '/user', null],
    ['/user/', 'root', {}, '/user', null],
    ['/user/team/8', 'teamRoot', {}, '/user/team/8', 8],
    ['/user/team/8/', 'teamRoot', {}, '/user/team/8', 8],
    ['/user/host', 'hosts', {}, '/user', null],
    ['/user/host/', 'hosts', {}, '/user', null],
    ['/user/host/list', 'hostList', {}, '/user', null],
    ['/user/host/list?message=payment-return', 'hostList', {}, '/user', null],
    ['/user/team/8/host/create?from=wordpress.yml', 'hostCreate', {}, '/user/team/8', 8],
    ['/user/host/detail/41', 'hostDetail', { hostId: '41' }, '/user', null],
    ['/user/team/8/host/nginx/41?subdomain=api', 'hostNginx', { hostId: '41' }, '/user/team/8', 8],
    ['/user/host/webhook/41#top', 'hostWebhook', { hostId: '41' }, '/user', null],
    ['/user/domain', 'domainList', {}, '/user', null],
    ['/user/domain/dns/3', 'domainDns', { domainId: '3' }, '/user', null],
    ['/user/team/8/backup/detail/12', 'backupDetail', { backupId: '12' }, '/user/team/8', 8],
    ['/user/server/detail/4', 'serverDetail', { serverId: '4' }, '/user', null],
    ['/user/invite-code', 'inviteCode', {}, '/user', null],
    ['/user/history', 'teamHistory', {}, '/user', null],
    ['/user/team/8/member', 'teamMember', {}, '/user/team/8', 8],
    ['/user/profile', 'profile', {}, '/user', null],
    ['/user/users', 'users', {}, '/user', null],
    ['/user/team/8/profile', 'notFound', {}, '/user/team/8', 8],
    ['/user/team/8/users', 'notFound', {}, '/user/team/8', 8],
    ['/user/host/unknown/41', 'notFound', {}, '/user', null],
    ['/user/host/detail', 'notFound', {}, '/user', null],
    ['/user/host/detail/41/extra', 'notFound', {}, '/user', null],
    ['/user/team', 'notFound', {}, '/user', null],
    ['/user/nothing', 'notFound', {}, '/user', null],
  ])('%s -> %s', (pathname, id, params, teamBase, teamId) => {
    const match = matchConsoleRoute(pathname);
    expect(match?.route.id).toBe(id);
    expect(match?.params).toEqual(params);
    expect(match?.teamBase).toBe(teamBase);
    expect(match?.teamId).toBe(teamId);
  });

  it.each(['/', '/login', '/users', '/userapi/initdata'])('%s is not a console path', (pathname) => {
    expect(matchConsoleRoute(pathname)).toBeNull();
  });

  it.each([
    ['/user/host/detail/a%20b', 'a b'],
    ['/user/host/detail/%E0', '%E0'],
  ])('decodes the parameter of %s when it can', (pathname, hostId) => {
    expect(matchConsoleRoute(pathname)?.params).toEqual({ hostId });
  });
});
