import { describe, expect, it } from 'vitest';
import { ruleIssue, type RuleIssue } from './issues';
import {
  canDeleteNginxLocation,
  checkProxyPass,
  checkProxyPort,
  checkSubfolderPath,
  locationPath,
  nginxConfigIssues,
  nginxLocationIssues,
  proxyPortOf,
} from './nginx-locations';

describe('sub-folder path (host-area 5.11)', () => {
  it.each<[string, readonly string[], RuleIssue | undefined]>([
    ['/api', [], undefined],
    ['/a', [], undefined],
    ['/api/v2/', ['/docs'], undefined],
    ['', [], ruleIssue('path', 'pathInvalid')],
    ['/', [], ruleIssue('path', 'pathInvalid')],
    ['api', [], ruleIssue('path', 'pathInvalid')],
    ['/my docs', [], ruleIssue('path', 'pathInvalid')],
    ['/tab\there', [], ruleIssue('path', 'pathInvalid')],
    ['/api', ['/docs', '/api'], ruleIssue('path', 'pathNotUnique')],
  ])('%j among %j', (value, others, expected) => {
    expect(checkSubfolderPath('path', value, others)).toEqual(expected);
  });

  it('never deletes the root entry', () => {
    expect(canDeleteNginxLocation('/')).toBe(false);
    expect(canDeleteNginxLocation('/api')).toBe(true);
  });

  it('reads a match without its modifier', () => {
    expect(locationPath('= /exact')).toEqual({ path: '/exact', isPlain: false });
    expect(locationPath('~* \\.php$')).toEqual({ path: '\\.php$', isPlain: false });
    expect(locationPath('^~ /static/')).toEqual({ path: '/static/', isPlain: false });
    expect(locationPath('/api/')).toEqual({ path: '/api/', isPlain: true });
  });
});

describe('proxy port (host-area 5.12: 1025 to 65535)', () => {
  it.each<[number, RuleIssue | undefined]>([
    [1025, undefined],
    [3000, undefined],
    [65535, undefined],
    [1024, ruleIssue('port', 'outOfRange', { min: 1025, max: 65535 })],
    [65536, ruleIssue('port', 'outOfRange', { min: 1025, max: 65535 })],
    [0, ruleIssue('port', 'outOfRange', { min: 1025, max: 65535 })],
    [3000.5, ruleIssue('port', 'notInteger')],
    [Number.NaN, ruleIssue('port', 'notInteger')],
  ])('%d', (port, expected) => {
    expect(checkProxyPort('port', port)).toEqual(expected);
  });

  it.each<[string | undefined, RuleIssue | undefined]>([
    [undefined, undefined],
    ['http://127.0.0.1:3000', undefined],
    ['http://127.0.0.1:8080/api/', undefined],
    ['http://[::1]:5000', undefined],
    ['http://127.0.0.1:80', ruleIssue('proxy_pass', 'outOfRange', { min: 1025, max: 65535 })],
    ['http://10.0.0.5:3000', ruleIssue('proxy_pass', 'pattern')],
    ['http://127.0.0.1', ruleIssue('proxy_pass', 'pattern')],
    ['https://127.0.0.1:3000', ruleIssue('proxy_pass', 'pattern')],
  ])('proxy_pass %j', (proxyPass, expected) => {
    expect(checkProxyPass('proxy_pass', proxyPass)).toEqual(expected);
  });

  it('reads the port of a proxy_pass', () => {
    expect(proxyPortOf('http://127.0.0.1:3000/api')).toBe(3000);
    expect(proxyPortOf('http://[::1]:5000')).toBe(5000);
    expect(proxyPortOf('http://127.0.0.1')).toBeNaN();
  });
});

describe('a saved config', () => {
  it('accepts the root entry, unique sub-folders and modifiers', () => {
    expect(nginxLocationIssues([{ match: '/' }, { match: '/api/', proxy_pass: 'http://127.0.0.1:3000' }, { match: '~ \\.php$' }, { match: '= /ping' }])).toEqual([]);
    expect(nginxConfigIssues({})).toEqual([]);
  });

  it('reports each bad path, duplicate and proxy by its place, nested ones included', () => {
    const issues = nginxConfigIssues({
      proxy_pass: 'http://127.0.0.1:22',
      locations: [
        { match: 'no slash' },
        { match: '/a/' },
        { match: '/a/' },
        { match: '/b/', locations: [{ match: '/b/c d' }, { match: '/b/x/', proxy_pass: 'http://10.0.0.1:3000' }] },
        { match: '~ ' },
      ],
    });
    expect(issues).toEqual([
      ruleIssue('proxy_pass', 'outOfRange', { min: 1025, max: 65535 }),
      ruleIssue('locations.0.match', 'pathInvalid'),
      ruleIssue('locations.2.match', 'pathNotUnique'),
      ruleIssue('locations.3.locations.0.match', 'pathInvalid'),
      ruleIssue('locations.3.locations.1.proxy_pass', 'pattern'),
      ruleIssue('locations.4.match', 'pathInvalid'),
    ]);
  });
});
