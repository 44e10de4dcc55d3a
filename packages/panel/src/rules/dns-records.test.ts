import { describe, expect, it } from 'vitest';
import { checkCaaFlags, checkRecordIp, dnsRecordIssues, isIpv4, isIpv6, type DnsRecordDraft } from './dns-records';
import { ruleIssue, type RuleIssue } from './issues';

describe('DNS records (host-area 5.13)', () => {
  it.each<[DnsRecordDraft, RuleIssue[]]>([
    [{ type: 'a', name: 'www', ip: '203.0.113.9' }, []],
    [{ type: 'aaaa', name: '@', ip: '2001:db8::1' }, []],
    [{ type: 'cname', name: 'docs' }, []],
    [{ type: 'caa', name: '@', flags: 0 }, []],
    [{ type: 'caa', name: '@', flags: '128' }, []],
    [{ type: 'txt', name: '' }, [ruleIssue('name', 'required')]],
    [{ type: 'a', name: ' ', ip: '' }, [ruleIssue('name', 'required'), ruleIssue('ip', 'required')]],
    [{ type: 'aaaa', name: 'v6' }, [ruleIssue('ip', 'required')]],
    [{ type: 'a', name: 'www', ip: 'not-an-ip' }, [ruleIssue('ip', 'ipAddress', { version: 4 })]],
    [{ type: 'a', name: 'www', ip: '256.1.1.1' }, [ruleIssue('ip', 'ipAddress', { version: 4 })]],
    [{ type: 'aaaa', name: 'www', ip: '203.0.113.9' }, [ruleIssue('ip', 'ipAddress', { version: 6 })]],
    [{ type: 'caa', name: '@', flags: -1 }, [ruleIssue('flags', 'belowMin', { min: 0 })]],
    [{ type: 'caa', name: '@', flags: 'x' }, [ruleIssue('flags', 'notInteger')]],
    [{ type: 'mx', name: '@', preference: '10' }, []],
    [{ type: 'mx', name: '@', preference: 0 }, []],
    [{ type: 'mx', name: '@', preference: '65535' }, []],
    [{ type: 'mx', name: '@', preference: '65536' }, [ruleIssue('preference', 'outOfRange', { min: 0, max: 65535 })]],
    [{ type: 'mx', name: '@', preference: -1 }, [ruleIssue('preference', 'outOfRange', { min: 0, max: 65535 })]],
    [{ type: 'mx', name: '@', preference: '1.5' }, [ruleIssue('preference', 'notInteger')]],
    [{ type: 'srv', name: '_sip._tcp', priority: '10', weight: '60', port: '5060' }, []],
    [
      { type: 'srv', name: '_sip._tcp', priority: '70000', weight: 'x', port: '-5' },
      [ruleIssue('priority', 'outOfRange', { min: 0, max: 65535 }), ruleIssue('weight', 'notInteger'), ruleIssue('port', 'outOfRange', { min: 0, max: 65535 })],
    ],
    // A field of another type is not this record's.
    [{ type: 'a', name: 'www', ip: '203.0.113.9', preference: '99999', port: 'x' }, []],
  ])('%j', (record, issues) => {
    expect(dnsRecordIssues(record)).toEqual(issues);
  });

  it('lets a deletion leave the IP out, but not give a malformed one', () => {
    expect(dnsRecordIssues({ type: 'a', name: 'old' }, { isDeletion: true })).toEqual([]);
    expect(checkRecordIp('a', '1.2.3', { isDeletion: true })).toEqual(ruleIssue('ip', 'ipAddress', { version: 4 }));
  });

  it('leaves unset CAA flags alone', () => {
    expect(checkCaaFlags(undefined)).toBeUndefined();
    expect(checkCaaFlags('')).toBeUndefined();
  });

  it.each<[string, boolean, boolean]>([
    ['192.0.2.1', true, false],
    ['0.0.0.0', true, false],
    ['01.2.3.4', false, false],
    ['::1', false, true],
    ['2001:db8:0:0:0:0:2:1', false, true],
    ['::ffff:192.0.2.1', false, true],
    ['fe80', false, false],
  ])('%s is IPv4 %s, IPv6 %s', (text, v4, v6) => {
    expect(isIpv4(text)).toBe(v4);
    expect(isIpv6(text)).toBe(v6);
  });
});
