import { describe, expect, it } from 'vitest';
import type { DnsEditorType, DnsRecord } from '../api/schemas/dns';
import { dnsEditorRows, dnsRowIssues, dnsRowsIssues, filterDnsRows, isDnsRowPending, newDnsRow, dnsRecordFields, shortenDnsName, unquoteDnsText, type DnsEditorRow } from './dns-editor';
import { ruleIssue, type RuleIssue } from './issues';

const ZONE = { $origin: 'lestari.studio.' };

describe('DNS editor names (host-area 2: @ for the apex)', () => {
  it.each<[string, string]>([
    ['@', '@'],
    ['', '@'],
    ['lestari.studio.', '@'],
    ['LESTARI.studio.', '@'],
    ['www', 'www'],
    ['www.lestari.studio.', 'www'],
    ['a.b.lestari.studio.', 'a.b'],
    ['x.@', 'x'],
    ['mail.other.net.', 'mail.other.net.'],
    ['notlestari.studio.', 'notlestari.studio.'],
  ])('%s is shown as %s', (name, shown) => {
    expect(shortenDnsName(name, 'lestari.studio')).toBe(shown);
  });

  it('leaves absolute names alone when the zone has no origin', () => {
    expect(shortenDnsName('www.lestari.studio.', '')).toBe('www.lestari.studio.');
  });
});

describe('DNS record fields per type (host-area 3 "DNS record")', () => {
  it.each<[DnsRecord, Record<string, string>]>([
    [{ type: 'a', name: '@', ip: '203.0.113.7' }, { ip: '203.0.113.7' }],
    [{ type: 'aaaa', name: '@', ip: '2001:db8::1' }, { ip: '2001:db8::1' }],
    [{ type: 'ns', name: 'dev', host: 'ns1.other.net.' }, { host: 'ns1.other.net.' }],
    [{ type: 'ptr', name: '7', host: 'host.lestari.studio.' }, { host: 'host.lestari.studio.' }],
    [{ type: 'cname', name: 'www', alias: 'lestari.studio.' }, { alias: 'lestari.studio.' }],
    [{ type: 'mx', name: '@', preference: 10, host: 'mx1.improvmx.com.' }, { preference: '10', host: 'mx1.improvmx.com.' }],
    [{ type: 'txt', name: '_dmarc', txt: '"v=DMARC1; p=none"' }, { txt: 'v=DMARC1; p=none' }],
    [{ type: 'txt', name: '@', txt: '"part one" "part two"' }, { txt: '"part one" "part two"' }],
    [{ type: 'txt', name: '@', txt: 'text-1-2-3-4' }, { txt: 'text-1-2-3-4' }],
    [{ type: 'srv', name: '_sip._tcp', priority: 10, weight: 60, port: 5060, target: 'sip.lestari.studio.' }, { priority: '10', weight: '60', port: '5060', target: 'sip.lestari.studio.' }],
    [{ type: 'spf', name: '@', data: '"v=spf1 a ~all"' }, { data: 'v=spf1 a ~all' }],
    [{ type: 'caa', name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }, { flags: '0', tag: 'issue', value: 'letsencrypt.org' }],
  ])('%j', (record, fields) => {
    expect(dnsRecordFields(record)).toEqual(fields);
  });

  it('unquotes one string with its escapes, and keeps several strings as stored', () => {
    expect(unquoteDnsText('"say \\"hi\\""')).toBe('say "hi"');
    expect(unquoteDnsText('"a" "b"')).toBe('"a" "b"');
  });
});

describe('DNS editor rows', () => {
  const records: DnsRecord[] = [
    { type: 'a', name: '@', ip: '203.0.113.1' },
    { type: 'a', name: 'shop.lestari.studio.', ip: '203.0.113.40' },
    { type: 'cname', name: 'www', alias: 'lestari.studio.' },
    { type: 'a', name: 'x.shop', ip: '203.0.113.41' },
  ];

  it('keys rows by type and position, keeps the original and starts unchanged', () => {
    const rows = dnsEditorRows(records, ZONE);
    expect(rows.map((row) => row.key)).toEqual(['a-0', 'a-1', 'cname-0', 'a-2']);
    expect(rows[1]).toEqual({ key: 'a-1', type: 'a', original: records[1], initial: { name: 'shop', fields: { ip: '203.0.113.40' } }, data: { name: 'shop', fields: { ip: '203.0.113.40' } }, deleted: false });
    expect(rows.some(isDnsRowPending)).toBe(false);
  });

  it('counts deleted and edited records and kept added rows as pending', () => {
    const [apex, shop] = dnsEditorRows(records, ZONE) as [DnsEditorRow, DnsEditorRow];
    expect(isDnsRowPending({ ...apex, deleted: true })).toBe(true);
    expect(isDnsRowPending({ ...shop, data: { ...shop.data, fields: { ip: '203.0.113.99' } } })).toBe(true);
    expect(isDnsRowPending({ ...shop, data: { ...shop.data, fields: { ip: ' 203.0.113.40 ' } } })).toBe(false);
    expect(isDnsRowPending(newDnsRow('a', 'new-1'))).toBe(true);
    expect(isDnsRowPending({ ...newDnsRow('a', 'new-1'), deleted: true })).toBe(false);
  });

  it('starts an added row at the apex with its type fields blank (CAA as 0 issue)', () => {
    expect(newDnsRow('mx', 'new-1').data).toEqual({ name: '@', fields: { preference: '', host: '' } });
    expect(newDnsRow('caa', 'new-2').data).toEqual({ name: '@', fields: { flags: '0', tag: 'issue', value: '' } });
  });

  it('filters by sub: the subdomain and names under it', () => {
    const rows = dnsEditorRows(records, ZONE);
    expect(filterDnsRows(rows, 'shop').map((row) => row.key)).toEqual(['a-1', 'a-2']);
    expect(filterDnsRows(rows, '').length).toBe(4);
    expect(filterDnsRows(rows, 'nothing')).toEqual([]);
  });
});

describe('DNS editor row rules (host-area 5.13, 16-bit numbers)', () => {
  const added = (type: DnsEditorType, name: string, fields: DnsEditorRow['data']['fields']): DnsEditorRow => ({ ...newDnsRow(type, 'new-1'), data: { name, fields } });

  it.each<[DnsEditorRow, RuleIssue[]]>([
    [added('a', 'test', { ip: '203.0.113.7' }), []],
    [added('a', '', { ip: '' }), [ruleIssue('name', 'required'), ruleIssue('ip', 'required')]],
    [added('aaaa', 'v6', { ip: '203.0.113.7' }), [ruleIssue('ip', 'ipAddress', { version: 6 })]],
    [added('cname', 'docs', { alias: '' }), [ruleIssue('alias', 'required')]],
    [added('mx', '@', { preference: '70000', host: '' }), [ruleIssue('preference', 'outOfRange', { min: 0, max: 65535 }), ruleIssue('host', 'required')]],
    [added('mx', '@', { preference: '', host: 'mx.example.com.' }), [ruleIssue('preference', 'required')]],
    [added('srv', '_sip._tcp', { priority: '1', weight: 'x', port: '99999', target: 'sip.example.com.' }), [ruleIssue('weight', 'notInteger'), ruleIssue('port', 'outOfRange', { min: 0, max: 65535 })]],
    [added('caa', '@', { flags: '-1', tag: 'issue', value: '' }), [ruleIssue('flags', 'belowMin', { min: 0 }), ruleIssue('value', 'required')]],
    [added('txt', '_note', { txt: 'hello world' }), []],
    [added('spf', '@', { data: '' }), [ruleIssue('data', 'required')]],
  ])('%j', (row, issues) => {
    expect(dnsRowIssues(row)).toEqual(issues);
  });

  it('checks neither deleted rows nor untouched records, and prefixes paths with the row key', () => {
    const [row] = dnsEditorRows([{ type: 'a', name: 'bad', ip: 'not-an-ip' }], ZONE) as [DnsEditorRow];
    expect(dnsRowIssues(row)).toEqual([]);
    const edited = { ...row, data: { ...row.data, name: '' } };
    expect(dnsRowIssues({ ...edited, deleted: true })).toEqual([]);
    expect(dnsRowsIssues([edited])).toEqual([ruleIssue('a-0.name', 'required'), ruleIssue('a-0.ip', 'ipAddress', { version: 4 })]);
  });
});
