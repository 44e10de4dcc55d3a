import { describe, expect, it } from 'vitest';
import { DNS_CHANGE_LINE_PATTERN, dnsChangeLineSchema, dnsPageSchema, dnsRecordSchema, dnsZoneSchema } from './dns';

/** The zone JSON of backend-formats 2.1, plus raw. */
const zoneAnswer = {
  $origin: 'example.com.',
  $ttl: '3600',
  soa: { name: '@', mname: 'ns1.domcloud.co.', rname: 'root.example.com.', serial: 2025061101, refresh: 3600, retry: 1800, expire: 1209600, minimum: 86400 },
  ns: [
    { name: '@', host: 'nsp.domcloud.co.' },
    { name: '@', host: 'nss.domcloud.co.' },
  ],
  a: [{ name: '@', ip: '68.183.191.223', ttl: 3600 }],
  aaaa: [{ name: '@', ip: '2400:6180:0:d1::770:4001' }],
  cname: [{ name: 'www', alias: 'example.com.' }],
  mx: [{ name: '@', preference: 10, host: 'mail.example.com.' }],
  txt: [{ name: '@', txt: '"v=spf1 a mx ~all"' }],
  caa: [{ name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' }],
  srv: [{ name: '_sip._tcp', target: 'sip.example.com.', priority: 10, weight: 60, port: 5060 }],
  raw: '$ORIGIN example.com.\n@\tIN\tA\t68.183.191.223\n',
};

describe('dnsPageSchema', () => {
  it('reads the zone JSON into per-type lists, flat records and raw text', () => {
    const page = dnsPageSchema.parse(zoneAnswer);
    expect(page.raw).toBe(zoneAnswer.raw);
    expect(page.zone.ns).toHaveLength(2);
    expect(page.zone.soa?.serial).toBe(2025061101);
    expect(page.records).toHaveLength(9);
    expect(page.records[0]).toEqual({ type: 'ns', name: '@', host: 'nsp.domcloud.co.' });
    expect(page.records).toContainEqual({ type: 'caa', name: '@', flags: 0, tag: 'issue', value: '"letsencrypt.org"' });
    expect(page.records).toContainEqual({ type: 'srv', name: '_sip._tcp', target: 'sip.example.com.', priority: 10, weight: 60, port: 5060 });
  });

  it('reads absent lists as empty and an empty answer as no zone', () => {
    const page = dnsPageSchema.parse({ raw: '' });
    expect(page.records).toEqual([]);
    expect(page.zone.a).toEqual([]);
    expect(dnsPageSchema.parse({}).raw).toBe('');
  });

  it('accepts numbers sent as strings', () => {
    const zone = dnsZoneSchema.parse({ $ttl: 3600, mx: [{ name: '@', preference: '10', host: 'mx.' }], a: [{ name: 'www', ip: '1.2.3.4', ttl: '300' }] });
    expect(zone.$ttl).toBe('3600');
    expect(zone.mx[0]?.preference).toBe(10);
    expect(zone.a[0]?.ttl).toBe(300);
  });

  it('rejects records missing their type fields', () => {
    expect(dnsPageSchema.safeParse({ a: [{ name: '@' }] }).success).toBe(false);
    expect(dnsPageSchema.safeParse({ mx: [{ name: '@', preference: 'ten', host: 'mx.' }] }).success).toBe(false);
    expect(dnsPageSchema.safeParse({ caa: [{ name: '@', flags: -1, tag: 'issue', value: '"x"' }] }).success).toBe(false);
    expect(dnsPageSchema.safeParse({ raw: 7 }).success).toBe(false);
  });
});

describe('dnsRecordSchema', () => {
  it('takes the fields of each type', () => {
    expect(dnsRecordSchema.parse({ type: 'a', name: 'www', ip: '1.2.3.4' })).toEqual({ type: 'a', name: 'www', ip: '1.2.3.4' });
    expect(dnsRecordSchema.parse({ type: 'spf', name: '@', data: 'v=spf1 -all' }).type).toBe('spf');
  });

  it('rejects unknown types and fields of another type', () => {
    expect(dnsRecordSchema.safeParse({ type: 'a', name: 'www', host: 'x.' }).success).toBe(false);
    expect(dnsRecordSchema.safeParse({ type: 'loc', name: 'www' }).success).toBe(false);
  });
});

describe('dnsChangeLineSchema', () => {
  it('accepts the change lines of the deploy-script example', () => {
    const lines = [
      'add a www 68.183.191.223',
      'add aaaa www 2400:6180:0:d1::770:4001',
      'add cname blog example.net.',
      'add ns dev ns1.otherdns.net.',
      'add mx @ 10 mail.example.com.',
      'add txt _dmarc "v=DMARC1; p=none"',
      'add caa @ 0 issue "letsencrypt.org"',
      'add srv _sip._tcp 10 60 5060 sip.example.com.',
      'del a old',
      'del txt @ "google-site-verification=abc"',
      'a www 1.2.3.4',
      'ADD SPF @ v=spf1',
    ];
    for (const line of lines) expect(dnsChangeLineSchema.safeParse(line).success, line).toBe(true);
  });

  it('rejects the documented rem verb, unknown types and lines without a name', () => {
    for (const line of ['rem a www', 'add loc x 1', 'add a', '', 'add  a www 1.2.3.4']) expect(DNS_CHANGE_LINE_PATTERN.test(line), line).toBe(false);
  });
});
