import { describe, expect, it } from 'vitest';
import { connectionResultSchema } from '../../../api/schemas/host-tools';
import { connectionEvidence } from './connection-evidence';

describe('connectionEvidence', () => {
  it('lists name servers and whois, addresses and ping output, and each web answer verbatim', () => {
    const result = connectionResultSchema.parse({
      whois: 'Domain Name: EXAMPLE.COM\n',
      ns: ['nsp.domcloud.co', 'nss.domcloud.co'],
      ping: { ip: ['1.2.3.4'], ip6: [], realip: ['1.2.3.4'], realip6: ['2400::1'], 'www.ip': null, 'example.com': 'PING example.com (1.2.3.4)\n' },
      web: { http: { '-': 'HTTP/1.1 301 Moved Permanently', location: 'https://example.com/' }, https: null },
    });
    expect(connectionEvidence(result, 'example.com')).toEqual({
      dns: 'NS       nsp.domcloud.co nss.domcloud.co\n\nDomain Name: EXAMPLE.COM',
      ping: 'A        1.2.3.4\nAAAA     -\nwww      -\nrealip   1.2.3.4\nrealip6  2400::1\n\nPING example.com (1.2.3.4)',
      web: 'http://example.com/  HTTP/1.1 301 Moved Permanently -> https://example.com/\nhttps://example.com/  -',
    });
  });

  it('marks an empty whois answer', () => {
    const result = connectionResultSchema.parse({ whois: '', ns: [], ping: {}, web: {} });
    expect(connectionEvidence(result, 'example.com').dns).toBe('NS       -\n\n-');
  });
});
