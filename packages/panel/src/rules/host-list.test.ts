import { describe, expect, it } from 'vitest';
import type { TeamRole } from './permissions-roles';
import {
  cooldownSeconds,
  filterHostsByServer,
  hasLegacyServerHost,
  hostListAccountNotice,
  hostListBanner,
  hostListPaging,
  isLegacyServer,
  nextHostSort,
  parseHostListPage,
  parseServerFilter,
  recountCooldownLeft,
  hostRowPath,
  searchHosts,
  serverNames,
  serverShortName,
  sortHosts,
  sslExpiryState,
  usageChanges,
  type HostSort,
} from './host-list';
import { HOST_LIST_PAGE_SIZE, HOST_LIST_RECOUNT_COOLDOWN_MS, TEAM_RECOUNT_COOLDOWN_MS } from './limits';
import { canSeeCreateButton } from './permissions';

describe('hostListBanner', () => {
  it.each([
    ['payment-return', 'thanks'],
    ['payment-cancel', 'cancelled'],
    [null, null],
    [undefined, null],
    ['', null],
    ['Payment-Return', null],
    ['payment', null],
    ['toString', null],
    ['constructor', null],
  ] as const)('%s gives %s', (message, banner) => {
    expect(hostListBanner(message)).toBe(banner);
  });
});

describe('parseHostListPage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['2', 2],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ] as const)('%s is page %s', (text, page) => {
    expect(parseHostListPage(text)).toBe(page);
  });
});

describe('parseServerFilter', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['3', 3],
    ['0', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['sga', undefined],
  ] as const)('%s filters by %s', (text, id) => {
    expect(parseServerFilter(text)).toBe(id);
  });
});

describe('hostListPaging (threshold 1000)', () => {
  it.each([
    [1, 0, { isShown: false, hasPrevious: false, hasNext: false }],
    [1, 999, { isShown: false, hasPrevious: false, hasNext: false }],
    [1, HOST_LIST_PAGE_SIZE, { isShown: true, hasPrevious: false, hasNext: true }],
    [1, 1001, { isShown: false, hasPrevious: false, hasNext: false }],
    [2, 0, { isShown: true, hasPrevious: true, hasNext: false }],
    [2, 1, { isShown: true, hasPrevious: true, hasNext: false }],
    [2, HOST_LIST_PAGE_SIZE, { isShown: true, hasPrevious: true, hasNext: true }],
  ])('page %s with %s rows', (page, rows, paging) => {
    expect(hostListPaging(page, rows)).toEqual(paging);
  });

  it('uses the spec threshold', () => {
    expect(HOST_LIST_PAGE_SIZE).toBe(1000);
  });
});

describe('recountCooldownLeft (one minute after the last evaluation)', () => {
  const evaluated = '2025-06-01 10:00:00';
  const at = Date.UTC(2025, 5, 1, 10, 0, 0);

  it.each([
    ['at the evaluation', at, HOST_LIST_RECOUNT_COOLDOWN_MS],
    ['1 ms after', at + 1, HOST_LIST_RECOUNT_COOLDOWN_MS - 1],
    ['30 s after', at + 30_000, 30_000],
    ['1 ms before the minute', at + 59_999, 1],
    ['exactly a minute after', at + 60_000, 0],
    ['long after', at + 3_600_000, 0],
    ['a clock behind the server', at - 10_000, HOST_LIST_RECOUNT_COOLDOWN_MS],
  ])('%s', (_name, now, left) => {
    expect(recountCooldownLeft(evaluated, now)).toBe(left);
  });

  it.each([null, undefined, '', 'yesterday', '2025-02-30 10:00:00'])('never blocks for an evaluation of %s', (value) => {
    expect(recountCooldownLeft(value, at)).toBe(0);
  });

  it('takes epoch milliseconds too', () => {
    expect(recountCooldownLeft(at, at + 45_000)).toBe(15_000);
  });

  it('reads ISO text with an offset', () => {
    expect(recountCooldownLeft('2025-06-01T17:00:00+07:00', at + 20_000)).toBe(40_000);
  });

  it('takes the team detail cooldown of 10 minutes (account-area 9)', () => {
    expect(recountCooldownLeft(evaluated, at + 60_000, TEAM_RECOUNT_COOLDOWN_MS)).toBe(540_000);
    expect(recountCooldownLeft(evaluated, at + 600_000, TEAM_RECOUNT_COOLDOWN_MS)).toBe(0);
    expect(recountCooldownLeft(evaluated, at - 3_600_000, TEAM_RECOUNT_COOLDOWN_MS)).toBe(600_000);
  });
});

describe('cooldownSeconds', () => {
  it.each([
    [0, 0],
    [-5, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [60_000, 60],
  ])('%s ms shows %s s', (ms, seconds) => {
    expect(cooldownSeconds(ms)).toBe(seconds);
  });
});

const SERVERS = [
  { id: 1, endpoint: 'sga.domcloud.co' },
  { id: 2, endpoint: 'sgp.domcloud.co' },
  { id: 7, endpoint: 'bridge.lestari.studio' },
  { id: 8, endpoint: 'localhost' },
];

describe('legacy server (sga)', () => {
  it.each([
    ['sga.domcloud.co', true],
    ['SGA.domcloud.co', true],
    ['sga', true],
    ['sgp.domcloud.co', false],
    ['sgax.domcloud.co', false],
    ['my-sga.example', false],
  ])('%s is legacy: %s', (endpoint, legacy) => {
    expect(isLegacyServer({ id: 1, endpoint })).toBe(legacy);
  });

  it.each([
    ['no hosts', [], false],
    ['hosts elsewhere', [{ server_id: 2 }, { server_id: 7 }], false],
    ['one host on sga', [{ server_id: 2 }, { server_id: 1 }], true],
    ['a host on an unknown server', [{ server_id: 99 }], false],
  ])('%s: %s', (_name, hosts, warns) => {
    expect(hasLegacyServerHost(hosts, SERVERS)).toBe(warns);
  });

  it('does not warn when the server list has no sga', () => {
    expect(hasLegacyServerHost([{ server_id: 1 }], [{ id: 1, endpoint: 'sgp.domcloud.co' }])).toBe(false);
  });
});

describe('server names and filter', () => {
  it('names a server by the first label of its endpoint', () => {
    expect(SERVERS.map(serverShortName)).toEqual(['sga', 'sgp', 'bridge', 'localhost']);
    expect(serverNames(SERVERS).get(7)).toBe('bridge');
  });

  const hosts = [{ id: 1, server_id: 1 }, { id: 2, server_id: 2 }, { id: 3, server_id: 1 }];
  it.each([
    [undefined, [1, 2, 3]],
    [1, [1, 3]],
    [2, [2]],
    [9, []],
  ])('server %s keeps %j', (serverId, ids) => {
    expect(filterHostsByServer(hosts, serverId).map((host) => host.id)).toEqual(ids);
  });
});

describe('sorting', () => {
  const row = (id: number, domain: string, status: string, username: string, server_id: number, created_at: string) => ({ id, domain, status, username, server_id, created_at });
  const hosts = [
    row(1, 'web10.example', 'active', 'zeta', 2, '2025-01-05 10:00:00'),
    row(2, 'Web2.example', 'removed', 'alpha', 1, '2024-12-31 23:59:59'),
    row(3, 'blog.example', 'active', 'mike', 7, '2025-03-01 00:00:00'),
    row(4, 'api.example', 'starting', 'Bravo', 1, '2025-01-05 09:59:59'),
  ];
  const names = serverNames(SERVERS);
  const ids = (sort: HostSort | null) => sortHosts(hosts, sort, names).map((host) => host.id);

  it.each([
    [null, [1, 2, 3, 4]],
    [{ key: 'domain', direction: 'ascending' }, [4, 3, 2, 1]],
    [{ key: 'domain', direction: 'descending' }, [1, 2, 3, 4]],
    [{ key: 'status', direction: 'ascending' }, [1, 3, 2, 4]],
    [{ key: 'status', direction: 'descending' }, [4, 2, 1, 3]],
    [{ key: 'username', direction: 'ascending' }, [2, 4, 3, 1]],
    [{ key: 'server', direction: 'ascending' }, [3, 2, 4, 1]],
    [{ key: 'created_at', direction: 'ascending' }, [2, 4, 1, 3]],
    [{ key: 'created_at', direction: 'descending' }, [3, 1, 4, 2]],
  ] as const)('%j orders %j', (sort, order) => {
    expect(ids(sort)).toEqual(order);
  });

  it('keeps equal rows in the server order (stable) in both directions of another key', () => {
    expect(ids({ key: 'status', direction: 'ascending' }).slice(0, 2)).toEqual([1, 3]);
    expect(ids({ key: 'status', direction: 'descending' }).slice(2)).toEqual([1, 3]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...hosts];
    ids({ key: 'domain', direction: 'ascending' });
    expect(hosts).toEqual(copy);
  });

  it.each([
    [null, 'domain', { key: 'domain', direction: 'ascending' }],
    [{ key: 'domain', direction: 'ascending' }, 'domain', { key: 'domain', direction: 'descending' }],
    [{ key: 'domain', direction: 'descending' }, 'domain', { key: 'domain', direction: 'ascending' }],
    [{ key: 'domain', direction: 'descending' }, 'server', { key: 'server', direction: 'ascending' }],
  ] as const)('from %j, pressing %s gives %j', (current, key, next) => {
    expect(nextHostSort(current, key)).toEqual(next);
  });

  it('sorts 1000 rows in well under a frame', () => {
    const many = Array.from({ length: 1000 }, (_, index) => row(index, `site${(index * 7919) % 1000}.example`, 'active', `user${index}`, (index % 2) + 1, '2025-01-05 10:00:00'));
    const started = performance.now();
    sortHosts(many, { key: 'domain', direction: 'descending' }, names);
    expect(performance.now() - started).toBeLessThan(16);
  });
});

describe('Create button (members do not see it)', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['client', false],
  ] as const)('%s sees it: %s', (role: TeamRole, shown) => {
    expect(canSeeCreateButton(role)).toBe(shown);
  });
});

describe('hostRowPath (rows lead to the Runner until the detail page exists)', () => {
  it.each([
    ['/user', 1001, '/user/host/runner/1001'],
    ['/user/team/7/', 42, '/user/team/7/host/runner/42'],
  ] as const)('%s, host %s -> %s', (teamBase, hostId, path) => {
    expect(hostRowPath(teamBase, hostId)).toBe(path);
  });
});

describe('searchHosts', () => {
  const sites = [
    { domain: 'lestari.studio', username: 'lestari-web' },
    { domain: 'shop.lestari.studio', username: 'shop-lestari' },
    { domain: 'arkabakery.com', username: 'arka-bakery' },
  ];
  it.each([
    ['', ['lestari.studio', 'shop.lestari.studio', 'arkabakery.com']],
    ['   ', ['lestari.studio', 'shop.lestari.studio', 'arkabakery.com']],
    ['SHOP', ['shop.lestari.studio']],
    [' arka ', ['arkabakery.com']],
    // By username only: no domain holds "web".
    ['web', ['lestari.studio']],
    ['lestari', ['lestari.studio', 'shop.lestari.studio']],
    ['nothing-here', []],
  ] as const)('"%s" keeps %j', (search, domains) => {
    expect(searchHosts(sites, search).map((site) => site.domain)).toEqual(domains);
  });

  it('keeps the same array when there is nothing to search for', () => {
    expect(searchHosts(sites, ' ')).toBe(sites);
  });
});

describe('hostListAccountNotice', () => {
  it.each([
    [-2, 'Your account is banned, sorry.', { kind: 'banned' }],
    [-2, null, { kind: 'banned' }],
    [2, 'Unpaid invoice #88', { kind: 'suspended', reason: 'Unpaid invoice #88' }],
    [0, '  Spam reported  ', { kind: 'suspended', reason: 'Spam reported' }],
    [-1, 'Abuse', { kind: 'suspended', reason: 'Abuse' }],
    [2, '   ', null],
    [2, null, null],
    [-1, undefined, null],
  ] as const)('plan level %s, notice %j -> %j', (level, notice, expected) => {
    expect(hostListAccountNotice(level, notice)).toEqual(expected);
  });
});

describe('usageChanges', () => {
  const usage = (storage: number, network: number) => ({ usage_storage: storage, usage_network: network });
  it.each([
    [usage(10, 20), usage(10, 20), []],
    [usage(10, 20), usage(15, 20), [{ figure: 'storage', before: 10, after: 15 }]],
    [usage(10, 20), usage(10, 5), [{ figure: 'network', before: 20, after: 5 }]],
    [
      usage(0, 0),
      usage(1, 2),
      [
        { figure: 'storage', before: 0, after: 1 },
        { figure: 'network', before: 0, after: 2 },
      ],
    ],
  ] as const)('%j -> %j gives %j', (before, after, changes) => {
    expect(usageChanges(before, after)).toEqual(changes);
  });
});

describe('sslExpiryState', () => {
  const now = Date.UTC(2026, 10, 1, 9);
  it.each([
    [null, 'none'],
    [undefined, 'none'],
    ['not a date', 'none'],
    ['2026-10-31 09:00:00', 'expired'],
    ['2026-11-01 09:00:00', 'expired'],
    ['2026-11-01 09:00:01', 'soon'],
    ['2026-11-15 09:00:00', 'soon'],
    ['2026-11-15 09:00:01', 'valid'],
    ['2027-01-30', 'valid'],
  ] as const)('%s is %s', (expiry, state) => {
    expect(sslExpiryState(expiry, now)).toBe(state);
  });
});
