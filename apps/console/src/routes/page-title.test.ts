import { describe, expect, it } from 'vitest';
import { pageTitleKey } from './page-title';

describe('pageTitleKey', () => {
  it.each<[string, string | null]>([
    ['/login', 'routes.login'],
    ['/login/', 'routes.login'],
    ['/logout', 'routes.logout'],
    ['/simulated-payment/PAYP-AB12', 'routes.simulatedPayment'],
    ['/user/host/list', 'routes.hostList'],
    ['/user/host', 'routes.hosts'],
    ['/user/host/create', 'routes.hostCreate'],
    ['/user/host/runner/1001', 'routes.hostRunner'],
    ['/user/team/4/member', 'routes.teamMember'],
    ['/user/domain/dns/501', 'routes.domainDns'],
    ['/user/profile', 'routes.profile'],
    ['/user/no-such-page', 'routes.notFound'],
    ['/elsewhere', 'routes.notFound'],
    ['/', null],
    ['/user', null],
    ['/user/team/4', null],
  ])('%s -> %s', (path, expected) => {
    expect(pageTitleKey(path)).toBe(expected);
  });
});
