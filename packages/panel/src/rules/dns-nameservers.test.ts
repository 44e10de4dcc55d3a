import { describe, expect, it } from 'vitest';
import { domainNameServerIssues, nameserversAreThePlatforms, sameNameServers } from './dns-nameservers';
import { ruleIssue, type RuleIssue } from './issues';

const PLATFORM = ['nsp.domcloud.co', 'nss.domcloud.co'];

describe('nameserversAreThePlatforms', () => {
  it.each<[string, Array<{ name: string; host: string }>, readonly string[], boolean]>([
    ['the platform pair', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: '@', host: 'nss.domcloud.co.' }], PLATFORM, true],
    ['case and dots aside', [{ name: 'lestari.studio.', host: 'NSP.DOMCLOUD.CO' }], PLATFORM, true],
    ['delegated subzones do not count', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: 'dev', host: 'ns1.other.net.' }], PLATFORM, true],
    ['another provider', [{ name: '@', host: 'ns1.cloudflare.com.' }, { name: '@', host: 'ns2.cloudflare.com.' }], PLATFORM, false],
    ['one of each', [{ name: '@', host: 'nsp.domcloud.co.' }, { name: '', host: 'ns2.cloudflare.com.' }], PLATFORM, false],
    ['no apex name server', [], PLATFORM, false],
    ['a platform that names none', [{ name: '@', host: 'ns1.cloudflare.com.' }], [], true],
  ])('%s', (_label, zoneNs, config, expected) => {
    expect(nameserversAreThePlatforms(zoneNs, config, 'lestari.studio.')).toBe(expected);
  });
});

describe('domainNameServerIssues: 2 to 13 host names, each once', () => {
  const pair = ['ns1.example.com', 'ns2.example.com'];
  it.each<[string, readonly string[], RuleIssue[]]>([
    ['the platform pair', PLATFORM, []],
    ['a trailing dot and capitals are a host name', ['NS1.Example.com.', ' ns2.example.com '], []],
    ['thirteen', Array.from({ length: 13 }, (_, index) => `ns${index}.example.com`), []],
    ['one is too few', ['ns1.example.com'], [ruleIssue('ns', 'belowMin', { min: 2 })]],
    ['none is too few', [], [ruleIssue('ns', 'belowMin', { min: 2 })]],
    ['fourteen is too many', Array.from({ length: 14 }, (_, index) => `ns${index}.example.com`), [ruleIssue('ns', 'aboveMax', { max: 13 })]],
    ['an empty row', [...pair, '  '], [ruleIssue('ns.2.host', 'required')]],
    ['a bare word is no host name', ['localhost', 'ns2.example.com'], [ruleIssue('ns.0.host', 'pattern')]],
    ['spaces, underscores and schemes are not', ['ns 1.example.com', 'ns_2.example.com', 'https://ns3.example.com'], [ruleIssue('ns.0.host', 'pattern'), ruleIssue('ns.1.host', 'pattern'), ruleIssue('ns.2.host', 'pattern')]],
    ['an IP address is not', ['192.0.2.1', 'ns2.example.com'], [ruleIssue('ns.0.host', 'pattern')]],
    ['the same server twice', ['ns1.example.com', 'NS1.example.com.'], [ruleIssue('ns.1.host', 'notUnique')]],
    ['too few and invalid', ['-bad.example.com'], [ruleIssue('ns', 'belowMin', { min: 2 }), ruleIssue('ns.0.host', 'pattern')]],
  ])('%s', (_label, hosts, issues) => {
    expect(domainNameServerIssues(hosts)).toEqual(issues);
  });

  it('names its rows under the path it is given', () => {
    expect(domainNameServerIssues(['ns1.example.com', 'x'], 'servers')).toEqual([ruleIssue('servers.1.host', 'pattern')]);
  });
});

describe('sameNameServers', () => {
  it.each<[string, readonly string[], readonly string[], boolean]>([
    ['identical', PLATFORM, PLATFORM, true],
    ['case, spaces and dots aside', ['NSP.domcloud.co.', ' nss.domcloud.co'], PLATFORM, true],
    ['another order', ['nss.domcloud.co', 'nsp.domcloud.co'], PLATFORM, false],
    ['one more', [...PLATFORM, 'ns3.domcloud.co'], PLATFORM, false],
    ['other servers', ['ns1.example.com', 'ns2.example.com'], PLATFORM, false],
  ])('%s', (_label, a, b, same) => {
    expect(sameNameServers(a, b)).toBe(same);
  });
});
