import { describe, expect, it } from 'vitest';
import type { DnsRecord, DnsZone } from '../api/schemas/dns';
import { flattenDnsZone } from '../api/schemas/dns';
import { importBindZone, parseBindZone, bindZoneEntries } from './bind-zone';
import { renderDnsZoneText } from './bind-zone-text';
import { ruleIssue } from './issues';

/** A record without its TTL: the file's TTLs are not kept for new records (change lines have none). */
function withoutTtl(record: DnsRecord): DnsRecord {
  const copy = { ...record };
  delete copy.ttl;
  return copy;
}

/** The zone of backend-formats 2.1. */
function exampleZone(): DnsZone {
  return {
    $origin: 'example.com.',
    $ttl: '3600',
    soa: { name: '@', mname: 'ns1.domcloud.co.', rname: 'root.example.com.', serial: 2025061101, refresh: 3600, retry: 1800, expire: 1209600, minimum: 86400 },
    ns: [{ name: '@', host: 'nsp.domcloud.co.' }, { name: '@', host: 'nss.domcloud.co.' }],
    a: [{ name: '@', ip: '68.183.191.223', ttl: 3600 }],
    aaaa: [{ name: '@', ip: '2400:6180:0:d1::770:4001' }],
    cname: [{ name: 'www', alias: 'example.com.' }],
    mx: [{ name: '@', preference: 10, host: 'mail.example.com.' }],
    ptr: [],
    txt: [{ name: '@', txt: '"v=spf1 a mx ~all"' }],
    srv: [{ name: '_sip._tcp', target: 'sip.example.com.', priority: 10, weight: 60, port: 5060 }],
    spf: [],
    caa: [{ name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }],
  };
}

/** A zone as another DNS host exports it: $TTL, comments, a parenthesised SOA, omitted owners, SRV, several TXT strings. */
const THIRD_PARTY = `$ORIGIN example.com.
$TTL 1h ; default
@       IN SOA ns.provider.net. hostmaster.example.com. (
            2024010101 ; serial
            7200 3600 1209600 300 )
        IN NS   ns1.provider.net.
        IN NS   ns2.provider.net.
@ 300 IN MX 10 mail          ; relative host
shop    A     203.0.113.40
        AAAA  2001:db8::40
blog.example.com. 600 CNAME shop
_sip._tcp IN 3600 SRV 10 60 5060 sip.example.com.
@       TXT   "v=spf1 include:_spf.example.net ~all"
long    TXT   ( "first part with spaces"
                "second part" )
@       CAA   0 issue letsencrypt.org
`;

describe('reading a BIND zone file', () => {
  it('reads the third-party zone: omitted owners, parentheses, relative hosts, TTL and class in either order', () => {
    const { records, issues } = parseBindZone(THIRD_PARTY);
    expect(issues).toEqual([]);
    expect(records).toEqual<DnsRecord[]>([
      { type: 'ns', name: 'example.com.', host: 'ns1.provider.net.' },
      { type: 'ns', name: 'example.com.', host: 'ns2.provider.net.' },
      { type: 'mx', name: 'example.com.', preference: 10, host: 'mail.example.com.' },
      { type: 'a', name: 'shop.example.com.', ip: '203.0.113.40' },
      { type: 'aaaa', name: 'shop.example.com.', ip: '2001:db8::40' },
      { type: 'cname', name: 'blog.example.com.', alias: 'shop.example.com.' },
      { type: 'srv', name: '_sip._tcp.example.com.', priority: 10, weight: 60, port: 5060, target: 'sip.example.com.' },
      { type: 'txt', name: 'example.com.', txt: '"v=spf1 include:_spf.example.net ~all"' },
      { type: 'txt', name: 'long.example.com.', txt: '"first part with spaces" "second part"' },
      { type: 'caa', name: 'example.com.', flags: 0, tag: 'issue', value: '"letsencrypt.org"' },
    ]);
  });

  it('reports unreadable lines and unsupported types by line number, and reads the rest', () => {
    const text = ['$ORIGIN example.com.', 'ok A 203.0.113.1', 'bad A 999.1.1.1', 'mx MX ten mail', 'sec DS 12345 13 2 ABCDEF', 'quote TXT "never closed', 'after A 203.0.113.2', '$INCLUDE other.zone'].join('\n');
    const { records, issues } = parseBindZone(text);
    expect(records.map((record) => record.name)).toEqual(['ok.example.com.', 'after.example.com.']);
    expect(issues).toEqual([
      ruleIssue('zone', 'zoneLineUnreadable', { line: 3 }),
      ruleIssue('zone', 'zoneLineUnreadable', { line: 4 }),
      ruleIssue('zone', 'zoneTypeUnsupported', { line: 5, type: 'DS' }),
      ruleIssue('zone', 'zoneLineUnreadable', { line: 6 }),
      ruleIssue('zone', 'zoneLineUnreadable', { line: 8 }),
    ]);
  });

  it('keeps quoted strings with semicolons and escaped quotes whole', () => {
    expect(bindZoneEntries('x TXT "a;b \\"c\\"" ; comment')[0]?.tokens).toEqual(['x', 'TXT', '"a;b \\"c\\""']);
  });

  it('reads the zone text it exports back into the same records (backend-formats 2.1 and 2.3)', () => {
    const zone = exampleZone();
    const text = renderDnsZoneText(zone, '2026-11-21T05:05:37.491Z');
    const { records, issues } = parseBindZone(text);
    expect(issues).toEqual([]);
    const absolute = (name: string) => (name === '@' ? 'example.com.' : `${name}.example.com.`);
    expect(records).toEqual(flattenDnsZone(zone).map((record) => ({ ...withoutTtl(record), name: absolute(record.name) })));
  });
});

describe('importing a zone file into pending adds', () => {
  it('skips the SOA and the records the zone has, and shortens names for the editor', () => {
    const zone = exampleZone();
    const result = importBindZone(THIRD_PARTY, zone, flattenDnsZone(zone));
    // The zone already has the MX (its host relative in the file), the SRV and the CAA (unquoted in the file).
    expect(result.skipped).toBe(3);
    expect(result.issues).toEqual([]);
    expect(result.rows).toEqual([
      { type: 'ns', data: { name: '@', fields: { host: 'ns1.provider.net.' } } },
      { type: 'ns', data: { name: '@', fields: { host: 'ns2.provider.net.' } } },
      { type: 'a', data: { name: 'shop', fields: { ip: '203.0.113.40' } } },
      { type: 'aaaa', data: { name: 'shop', fields: { ip: '2001:db8::40' } } },
      { type: 'cname', data: { name: 'blog', fields: { alias: 'shop.example.com.' } } },
      { type: 'txt', data: { name: '@', fields: { txt: 'v=spf1 include:_spf.example.net ~all' } } },
      { type: 'txt', data: { name: 'long', fields: { txt: '"first part with spaces" "second part"' } } },
    ]);
  });

  it('reads a file without $ORIGIN against the zone, and skips repeats within the file', () => {
    const result = importBindZone('www IN A 203.0.113.9\nwww IN A 203.0.113.9\n@ IN A 68.183.191.223', exampleZone(), flattenDnsZone(exampleZone()));
    expect(result.rows).toEqual([{ type: 'a', data: { name: 'www', fields: { ip: '203.0.113.9' } } }]);
    expect(result.skipped).toBe(2);
  });
});

describe('the exported zone text (backend-formats 2.3)', () => {
  it('renders the header, the SOA and every section, tab separated, empty sections kept', () => {
    const text = renderDnsZoneText({ ...exampleZone(), $origin: undefined, $ttl: undefined, aaaa: [], srv: [], txt: [], caa: [], a: [{ name: 'www', ip: '1.2.3.4' }] }, '2026-11-21T05:05:37.491Z');
    expect(text).toBe(
      [
        '; Zone: @',
        '; Exported  (yyyy-mm-ddThh:mm:ss.sssZ): 2026-11-21T05:05:37.491Z',
        '',
        '; SOA Record',
        '@\t \t\tIN\tSOA\tns1.domcloud.co.\troot.example.com.\t(',
        '2025061101\t ;serial',
        '3600\t ;refresh',
        '1800\t ;retry',
        '1209600\t ;expire',
        '86400\t ;minimum ttl',
        ')',
        '',
        '; NS Records',
        '@\tIN\tNS\tnsp.domcloud.co.',
        '@\tIN\tNS\tnss.domcloud.co.',
        '',
        '; MX Records',
        '@\tIN\tMX\t10\tmail.example.com.',
        '',
        '; A Records',
        'www\tIN\tA\t1.2.3.4',
        '',
        '; AAAA Records',
        '',
        '; CNAME Records',
        'www\tIN\tCNAME\texample.com.',
        '',
        '; PTR Records',
        '',
        '; TXT Records',
        '',
        '; SRV Records',
        '',
        '; SPF Records',
        '',
        '; CAA Records',
        '',
        '; DS Records',
        '',
        '',
      ].join('\n'),
    );
  });

  it('writes $ORIGIN and $TTL when the zone has them, and a record TTL before IN', () => {
    const text = renderDnsZoneText(exampleZone(), 'now');
    expect(text).toContain('\n$ORIGIN example.com.\n$TTL 3600\n');
    expect(text).toContain('\n@\t3600\tIN\tA\t68.183.191.223\n');
  });
});
