import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY_HOST_LIMIT, foldText, HOST_RESULT_LIMIT, matchRank, searchCommands } from './command-search';

const PAGES = [
  { id: 'hostList', title: 'Websites', href: '/user/host/list', group: 'Hosting' },
  { id: 'hostCreate', title: 'New website', href: '/user/host/create', group: 'Hosting' },
  { id: 'domainList', title: 'Domains', href: '/user/domain', group: 'Domains' },
  { id: 'domainTransfer', title: 'Transfer domain', href: '/user/domain/transfer', group: 'Domains' },
  { id: 'teamDetail', title: 'Détails de l’équipe', href: '/user/detail', group: 'Équipe' },
  { id: 'profile', title: 'Profile', href: '/user/profile', group: 'Profile' },
];

const HOSTS = [
  { id: 1, domain: 'blog.example.com', href: '/user/host/detail/1' },
  { id: 2, domain: 'shop.example.com', href: '/user/host/detail/2' },
  { id: 3, domain: 'café.example.org', href: '/user/host/detail/3' },
  { id: 4, domain: 'example.net', href: '/user/host/detail/4' },
  { id: 5, domain: 'webmail.example.com', href: '/user/host/detail/5' },
  { id: 6, domain: 'docs.example.io', href: '/user/host/detail/6' },
  { id: 7, domain: 'api.example.io', href: '/user/host/detail/7' },
];

const pageIds = (query: string) => searchCommands(PAGES, HOSTS, query).pages.map((page) => page.id);
const hostIds = (query: string) => searchCommands(PAGES, HOSTS, query).hosts.map((host) => host.id);

describe('foldText', () => {
  it.each<[string, string]>([
    ['Websites', 'websites'],
    ['Détails', 'details'],
    ['ÉQUIPE', 'equipe'],
    ['café', 'cafe'],
    ['cafe\u0301', 'cafe'],
    ['Ｗｅｂ', 'web'],
    ['  new   website ', 'new website'],
    ['', ''],
  ])('%j folds to %j', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('matchRank', () => {
  it.each<[string, string, 0 | 1 | null]>([
    ['websites', 'web', 0],
    ['new website', 'web', 1],
    ['domains', 'domains', 0],
    ['domains', 'x', null],
    ['blog.example.com', '.com', 1],
  ])('%j for %j is %j', (text, query, rank) => {
    expect(matchRank(text, query)).toBe(rank);
  });
});

describe('searchCommands, pages', () => {
  it.each<[string, string[]]>([
    // Empty: every page, in table order.
    ['', PAGES.map((page) => page.id)],
    ['   ', PAGES.map((page) => page.id)],
    // Prefix matches first, then substring matches, each in table order.
    ['web', ['hostList', 'hostCreate']],
    ['domain', ['domainList', 'domainTransfer']],
    ['transfer', ['domainTransfer']],
    ['d', ['domainList', 'teamDetail', 'domainTransfer']],
    ['p', ['profile', 'teamDetail']],
    // Case and accents are ignored on both sides.
    ['WEB', ['hostList', 'hostCreate']],
    ['details', ['teamDetail']],
    ['équipe', ['teamDetail']],
    ['EQUIPE', ['teamDetail']],
    ['new  website', ['hostCreate']],
    ['zzz', []],
  ])('%j lists %j', (query, ids) => {
    expect(pageIds(query)).toEqual(ids);
  });
});

describe('searchCommands, hosts', () => {
  it.each<[string, number[]]>([
    // Empty: the first hosts only.
    ['', [1, 2, 3, 4, 5].slice(0, EMPTY_QUERY_HOST_LIMIT)],
    ['example', [4, 1, 2, 3, 5, 6, 7]],
    ['shop', [2]],
    ['.io', [6, 7]],
    ['cafe', [3]],
    ['CAFÉ', [3]],
    ['w', [5]],
    ['nothing', []],
  ])('%j lists %j', (query, ids) => {
    expect(hostIds(query)).toEqual(ids);
  });

  it(`caps a search at ${HOST_RESULT_LIMIT} hosts`, () => {
    const many = Array.from({ length: HOST_RESULT_LIMIT + 5 }, (_, index) => ({ id: index, domain: `site${index}.example.com`, href: `/h/${index}` }));
    const { hosts } = searchCommands([], many, 'site');
    expect(hosts).toHaveLength(HOST_RESULT_LIMIT);
    expect(hosts[0]?.id).toBe(0);
  });

  it('keeps the given objects', () => {
    const { pages, hosts } = searchCommands(PAGES, HOSTS, 'shop');
    expect(pages).toEqual([]);
    expect(hosts[0]).toBe(HOSTS[1]);
  });
});
