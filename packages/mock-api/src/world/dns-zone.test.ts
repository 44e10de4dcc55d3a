import type { DnsZone } from '@hostdeck/panel/contract';
import { describe, expect, it } from 'vitest';
import { applyDnsChanges, parseDnsChange, renderZone, type DnsChange } from './dns-zone';

/** The shape of the bridge's test/example.com.hosts fixture before the changes of backend-formats 2.3. */
function fixtureZone(): DnsZone {
  return {
    soa: { name: '@', mname: 'ns.example.com.', rname: 'root.ns.example.com.', serial: 626870628, refresh: 3600, retry: 600, expire: 1209600, minimum: 3600 },
    ns: [{ name: '@', host: 'ns.example.com.' }],
    a: [{ name: 'old', ip: '10.0.0.1' }, { name: 'old', ip: '10.0.0.2' }, { name: '@', ip: '1.2.3.4' }],
    aaaa: [],
    cname: [],
    mx: [],
    ptr: [],
    txt: [{ name: '@', txt: '"google-site-verification=abc"' }],
    srv: [],
    spf: [],
    caa: [],
  };
}

function changes(lines: string[]): DnsChange[] {
  return lines.map((line) => {
    const change = parseDnsChange(line);
    if (typeof change === 'string') throw new Error(change);
    return change;
  });
}

describe('DNS change lines applied to a zone', () => {
  it('adds, deletes and modifies records, bumping the serial once', () => {
    const zone = fixtureZone();
    const count = applyDnsChanges(
      zone,
      changes([
        'add ns sub ns1.other.net.',
        'a www 1.2.3.4',
        'add cname blog example.net.',
        'add mx @ 10 mail.example.com.',
        'add txt @ "v=spf1 include:_spf.google.com ~all"',
        'add srv _sip._tcp 10 60 5060 sipserver.example.com.',
        'add caa @ 0 issue "letsencrypt.org"',
        'del a old',
        'del txt @ "google-site-verification=abc"',
        // A modification is a delete of the old value and an add of the new one.
        'del a @ 1.2.3.4',
        'add a @ 5.6.7.8',
      ]),
    );
    expect(count).toBe(12);
    expect(zone.soa?.serial).toBe(626870629);
    expect(zone.a).toEqual([{ name: 'www', ip: '1.2.3.4' }, { name: '@', ip: '5.6.7.8' }]);
    expect(zone.txt).toEqual([{ name: '@', txt: '"v=spf1 include:_spf.google.com ~all"' }]);
    expect(zone.srv).toEqual([{ name: '_sip._tcp', priority: 10, weight: 60, port: 5060, target: 'sipserver.example.com.' }]);
  });

  it('renders the zone text of backend-formats 2.3, tab separated, every section kept', () => {
    const zone = fixtureZone();
    applyDnsChanges(zone, changes(['add ns sub ns1.other.net.', 'add a www 1.2.3.4', 'add cname blog example.net.', 'add mx @ 10 mail.example.com.', 'add caa @ 0 issue "letsencrypt.org"', 'del a old', 'del a @', 'del txt @']));
    const text = renderZone(zone, '2026-11-21T05:05:37.491Z');
    expect(text).toBe(
      [
        '; Zone: @',
        '; Exported  (yyyy-mm-ddThh:mm:ss.sssZ): 2026-11-21T05:05:37.491Z',
        '',
        '; SOA Record',
        '@\t \t\tIN\tSOA\tns.example.com.\troot.ns.example.com.\t(',
        '626870629\t ;serial',
        '3600\t ;refresh',
        '600\t ;retry',
        '1209600\t ;expire',
        '3600\t ;minimum ttl',
        ')',
        '',
        '; NS Records',
        '@\tIN\tNS\tns.example.com.',
        'sub\tIN\tNS\tns1.other.net.',
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
        'blog\tIN\tCNAME\texample.net.',
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
        '@\tIN\tCAA\t0\tissue\t"letsencrypt.org"',
        '',
        '; DS Records',
        '',
        '',
      ].join('\n'),
    );
  });

  it('keeps adds idempotent and leaves the serial alone when nothing changes', () => {
    const zone = fixtureZone();
    expect(applyDnsChanges(zone, changes(['add a @ 1.2.3.4', 'del cname nothing']))).toBe(0);
    expect(zone.soa?.serial).toBe(626870628);
  });

  it('re-joins unquoted TXT words as quoted strings and compares TXT with its quotes', () => {
    const zone = fixtureZone();
    applyDnsChanges(zone, changes(['add txt @ v=spf1 a ~all']));
    expect(zone.txt.at(-1)).toEqual({ name: '@', txt: '"v=spf1" "a" "~all"' });
    expect(applyDnsChanges(zone, changes(['del txt @ google-site-verification=abc']))).toBe(1);
  });

  it('refuses unknown types the way the runner does, including the docs-only rem verb', () => {
    expect(parseDnsChange('rem a 1.2.3.4')).toBe('Unknown type rem');
    expect(parseDnsChange('add mxx @ 10 mail')).toBe('Unknown type mxx');
    expect(parseDnsChange('ADD A WWW 1.2.3.4')).toEqual({ action: 'add', type: 'a', name: 'www', values: ['1.2.3.4'] });
  });
});
