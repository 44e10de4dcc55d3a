import { describe, expect, it } from 'vitest';
import type { DnsRecord } from '../api/schemas/dns';
import { dnsAddLine, dnsDeleteLine, dnsChangeLines, quoteDnsValue } from './dns-change-lines';
import { dnsEditorRows, newDnsRow, type DnsEditorRow, type DnsRowData } from './dns-editor';

const ZONE = { $origin: 'lestari.studio.' };
const row = (type: DnsEditorRow['type'], name: string, fields: DnsRowData['fields']) => ({ type, data: { name, fields } });

describe('change lines of added rows (backend-formats 2.2), every type', () => {
  it.each<[ReturnType<typeof row>, string]>([
    [row('a', 'test', { ip: '203.0.113.7' }), 'add a test 203.0.113.7'],
    [row('aaaa', 'www', { ip: '2400:6180:0:d1::770:4001' }), 'add aaaa www 2400:6180:0:d1::770:4001'],
    [row('ns', 'dev', { host: 'ns1.otherdns.net.' }), 'add ns dev ns1.otherdns.net.'],
    [row('ptr', '7', { host: 'host.lestari.studio.' }), 'add ptr 7 host.lestari.studio.'],
    [row('cname', 'blog', { alias: 'example.net.' }), 'add cname blog example.net.'],
    [row('mx', '@', { preference: '10', host: 'mail.example.com.' }), 'add mx @ 10 mail.example.com.'],
    [row('txt', '_note', { txt: 'hello world' }), 'add txt _note "hello world"'],
    [row('txt', '_dmarc', { txt: 'v=DMARC1; p=none' }), 'add txt _dmarc "v=DMARC1; p=none"'],
    [row('txt', 'key', { txt: 'abc123' }), 'add txt key abc123'],
    [row('txt', '@', { txt: '"part one" "part two"' }), 'add txt @ "part one" "part two"'],
    [row('txt', '@', { txt: 'say "hi"' }), 'add txt @ "say \\"hi\\""'],
    [row('srv', '_sip._tcp', { priority: '10', weight: '60', port: '5060', target: 'sip.example.com.' }), 'add srv _sip._tcp 10 60 5060 sip.example.com.'],
    [row('spf', '@', { data: 'v=spf1 a mx ~all' }), 'add spf @ "v=spf1 a mx ~all"'],
    [row('caa', '@', { flags: '0', tag: 'issue', value: 'letsencrypt.org' }), 'add caa @ 0 issue "letsencrypt.org"'],
    [row('caa', '@', { flags: '0', tag: 'iodef', value: '"mailto:sec@lestari.studio"' }), 'add caa @ 0 iodef "mailto:sec@lestari.studio"'],
    [row('a', ' ', { ip: ' 203.0.113.7 ' }), 'add a @ 203.0.113.7'],
  ])('%j', (added, line) => {
    expect(dnsAddLine(added)).toBe(line);
  });

  it('quotes values with spaces, quotes or nothing, and keeps quoted strings', () => {
    expect(quoteDnsValue('plain')).toBe('plain');
    expect(quoteDnsValue('two words')).toBe('"two words"');
    expect(quoteDnsValue('')).toBe('""');
    expect(quoteDnsValue('"already"')).toBe('"already"');
    expect(quoteDnsValue('back\\slash x')).toBe('"back\\\\slash x"');
  });
});

describe('change lines of stored records: deletes name them as stored', () => {
  it.each<[DnsRecord, string]>([
    [{ type: 'a', name: 'old', ip: '10.0.0.1' }, 'del a old 10.0.0.1'],
    [{ type: 'txt', name: '@', txt: '"google-site-verification=abc"' }, 'del txt @ "google-site-verification=abc"'],
    [{ type: 'caa', name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }, 'del caa @ 0 issue "letsencrypt.org"'],
    [{ type: 'mx', name: '', preference: 10, host: 'mx1.improvmx.com.' }, 'del mx @ 10 mx1.improvmx.com.'],
    [{ type: 'a', name: 'www.example.com.', ip: '1.2.3.4' }, 'del a www.example.com. 1.2.3.4'],
    [{ type: 'srv', name: '_sip._tcp', priority: 10, weight: 60, port: 5060, target: 'sip.example.com.' }, 'del srv _sip._tcp 10 60 5060 sip.example.com.'],
  ])('%j', (record, line) => {
    expect(dnsDeleteLine(record)).toBe(line);
  });
});

describe('the generated configuration text of the editor rows', () => {
  const records: DnsRecord[] = [
    { type: 'a', name: '@', ip: '203.0.113.1' },
    { type: 'a', name: 'shop', ip: '203.0.113.40' },
    { type: 'txt', name: '_dmarc', txt: '"v=DMARC1; p=none"' },
    { type: 'cname', name: 'www.lestari.studio.', alias: 'lestari.studio.' },
  ];

  it('is empty while nothing changed', () => {
    expect(dnsChangeLines(dnsEditorRows(records, ZONE))).toEqual([]);
  });

  it('deletes, edits as del + add, adds new rows and drops added rows marked deleted', () => {
    const [apex, shop, dmarc, www] = dnsEditorRows(records, ZONE) as [DnsEditorRow, DnsEditorRow, DnsEditorRow, DnsEditorRow];
    const rows: DnsEditorRow[] = [
      { ...apex, deleted: true },
      { ...shop, data: { name: 'store', fields: { ip: '203.0.113.41' } } },
      { ...dmarc, data: { name: '_dmarc', fields: { txt: 'v=DMARC1; p=reject' } } },
      // A renamed record under the zone is deleted by its stored absolute name.
      { ...www, data: { name: 'web', fields: www.data.fields } },
      { ...newDnsRow('txt', 'new-1'), data: { name: '_note', fields: { txt: 'hello world' } } },
      { ...newDnsRow('a', 'new-2'), deleted: true },
    ];
    expect(dnsChangeLines(rows)).toEqual([
      'del a @ 203.0.113.1',
      'del a shop 203.0.113.40',
      'add a store 203.0.113.41',
      'del txt _dmarc "v=DMARC1; p=none"',
      'add txt _dmarc "v=DMARC1; p=reject"',
      'del cname www.lestari.studio. lestari.studio.',
      'add cname web lestari.studio.',
      'add txt _note "hello world"',
    ]);
  });
});
