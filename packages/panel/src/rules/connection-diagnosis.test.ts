import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { connectionResultSchema, type ConnectionResult } from '../api/schemas/host-tools';
import {
  DNS_DIAGNOSES,
  diagnoseConnection,
  diagnoseDns,
  diagnosePing,
  diagnoseWeb,
  isUnregisteredWhois,
  webStatusCode,
  type ConnectionDiagnosisInput,
  type PingDiagnosis,
  type WebDiagnosis,
} from './connection-diagnosis';
import { connectionFixScript, type ConnectionFix } from './connection-fixes';

const DOMAIN = 'example.com';
const IP = '68.183.191.223';
const IP6 = '2400:6180:0:d1::770:4001';
const OTHER = '185.199.108.153';
const NAMESERVERS = ['nsp.domcloud.co', 'nss.domcloud.co'];

const OK_PAYLOAD = {
  whois: 'Domain Name: EXAMPLE.COM\nName Server: NSP.DOMCLOUD.CO',
  ns: ['nsp.domcloud.co.', 'NSS.domcloud.co'],
  ping: { ip: [IP], ip6: [IP6], realip: [IP], realip6: [IP6], 'www.ip': [IP], [DOMAIN]: `64 bytes from ${IP}` },
  web: { http: { '-': 'HTTP/1.1 301 Moved Permanently', location: `https://${DOMAIN}/` }, https: { '-': 'HTTP/2 200', location: null } },
};

type Check = { '-': string; location: string | null } | null;
type Change = { whois?: string; ns?: string[]; ping?: Partial<Record<'ip' | 'ip6' | 'realip' | 'realip6' | 'www.ip', string[]>>; web?: { http?: Check; https?: Check } };

function input(change: Change = {}, server: ConnectionDiagnosisInput['server'] = { ip: IP, ip6: IP6 }): ConnectionDiagnosisInput {
  const payload = {
    whois: change.whois ?? OK_PAYLOAD.whois,
    ns: change.ns ?? OK_PAYLOAD.ns,
    ping: { ...OK_PAYLOAD.ping, ...change.ping },
    web: { ...OK_PAYLOAD.web, ...change.web },
  };
  const result: ConnectionResult = connectionResultSchema.parse(payload);
  return { result, domain: DOMAIN, server, nameservers: NAMESERVERS };
}

const redirect = (code: number, location: string) => ({ '-': `HTTP/1.1 ${code} Moved`, location });
const status = (line: string) => ({ '-': line, location: null });

describe('isUnregisteredWhois', () => {
  it.each([
    ['Domain not found.', true],
    ['No match for domain "EXAMPLE.COM".', true],
    ['No whois server is known for this kind of object.', true],
    ['>>> Domain not found. <<<\nTerms of use', true],
    ['Domain Name: EXAMPLE.COM\nRegistrar: PT Registrar', false],
    ['', false],
    // Only the exact sentences count: 'not found' alone is no proof.
    ['Registrant not found', false],
  ])('%j -> %s', (whois, unregistered) => {
    expect(isUnregisteredWhois(whois)).toBe(unregistered);
  });
});

describe('diagnoseDns', () => {
  it.each<[string, Change, (typeof DNS_DIAGNOSES)[number], string]>([
    ['whois says unregistered', { whois: 'No match for domain "EXAMPLE.COM".', ns: [] }, 'dns-not-exist', 'error'],
    ['unregistered wins over name servers', { whois: 'Domain not found.' }, 'dns-not-exist', 'error'],
    ['registered, no name server', { ns: [] }, 'dns-off', 'error'],
    ['all the platform’s (case and trailing dot ignored)', {}, 'dns-managed', 'ok'],
    ['one of two is the platform’s', { ns: ['nsp.domcloud.co', 'dns1.registrar-servers.com'] }, 'dns-mixed', 'warning'],
    ['none is the platform’s', { ns: ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'] }, 'dns-external', 'ok'],
  ])('%s: %s', (_name, change, state, level) => {
    const result = diagnoseDns(input(change));
    expect(result).toMatchObject({ state, level });
    expect(result.fix).toBeUndefined();
  });

  it('names the current and the platform’s name servers', () => {
    expect(diagnoseDns(input({ ns: ['nsp.domcloud.co', 'ns1.cloudflare.com.'] })).params).toEqual({
      domain: DOMAIN,
      nameservers: 'nsp.domcloud.co, ns1.cloudflare.com',
      platform: 'nsp.domcloud.co, nss.domcloud.co',
    });
  });

  it('has a case for every state', () => {
    expect(DNS_DIAGNOSES).toHaveLength(5);
  });
});

describe('diagnosePing', () => {
  it.each<[string, Change, ConnectionDiagnosisInput['server'] | undefined, PingDiagnosis, string]>([
    ['no A record', { ping: { ip: [], ip6: [IP6] } }, undefined, 'ping-no-ip', 'error'],
    ['no A record beats everything else', { ping: { ip: [], ip6: [], 'www.ip': [] } }, undefined, 'ping-no-ip', 'error'],
    ['A points elsewhere', { ping: { ip: [OTHER], ip6: [] } }, undefined, 'ping-wrong-ip', 'error'],
    ['A and AAAA point elsewhere', { ping: { ip: [OTHER], ip6: ['2606:50c0:8000::153'] } }, undefined, 'ping-wrong-ip', 'error'],
    ['one A here, one elsewhere', { ping: { ip: [IP, OTHER] } }, undefined, 'ping-mixed-ip', 'warning'],
    ['A here, AAAA elsewhere', { ping: { ip6: ['2606:50c0:8000::153'] } }, undefined, 'ping-mixed-ip', 'warning'],
    ['www has no address', { ping: { 'www.ip': [] } }, undefined, 'ping-no-www', 'warning'],
    ['no AAAA while the server has IPv6', { ping: { ip6: [] } }, undefined, 'ping-no-ip6', 'warning'],
    ['no AAAA on a server without IPv6', { ping: { ip6: [], realip6: [] } }, { ip: IP, ip6: null }, 'ping-ok', 'ok'],
    ['everything points here', {}, undefined, 'ping-ok', 'ok'],
    // The server's own address counts even when the result does not repeat it in realip.
    ['realip missing, the server known', { ping: { realip: [], realip6: [] } }, undefined, 'ping-ok', 'ok'],
  ])('%s: %s', (_name, change, server, state, level) => {
    expect(diagnosePing(input(change, server))).toMatchObject({ state, level });
  });

  it('gives current and correct addresses for a wrong IP', () => {
    expect(diagnosePing(input({ ping: { ip: [OTHER], ip6: [] } })).params).toMatchObject({
      current: OTHER,
      correct: `${IP}, ${IP6}`,
      wrong: OTHER,
      ip: IP,
      ip6: IP6,
    });
  });

  it('offers the www fix only when the platform runs the zone', () => {
    const noWww = input({ ping: { 'www.ip': [] } });
    expect(diagnosePing(noWww, 'dns-managed').fix).toEqual(connectionFixScript('www', DOMAIN));
    expect(diagnosePing(noWww, 'dns-external').fix).toBeUndefined();
    expect(diagnosePing(noWww, 'dns-mixed').fix).toBeUndefined();
  });

  it('offers no fix in the other states', () => {
    for (const change of [{ ping: { ip: [] } }, { ping: { ip: [OTHER] } }, { ping: { ip6: [] } }, {}]) {
      expect(diagnosePing(input(change), 'dns-managed').fix).toBeUndefined();
    }
  });
});

describe('diagnoseWeb', () => {
  it.each<[string, Change, WebDiagnosis, string, ConnectionFix | undefined]>([
    ['http does not answer', { web: { http: null } }, 'web-no-http', 'error', undefined],
    ['http answers no status line', { web: { http: status('connection reset') } }, 'web-no-http', 'error', undefined],
    ['https does not answer', { web: { https: null } }, 'web-no-https', 'error', 'https'],
    ['https does not answer, http 200', { web: { http: status('HTTP/1.1 200 OK'), https: null } }, 'web-no-https', 'error', 'https'],
    ['http -> https -> http', { web: { https: redirect(302, `http://${DOMAIN}/`) } }, 'web-infinite-redirect', 'error', 'disable-https-redirect'],
    ['500 on https', { web: { https: status('HTTP/2 500') } }, 'web-bad-http', 'error', undefined],
    ['403 on http', { web: { http: status('HTTP/1.1 403 Forbidden') } }, 'web-bad-http', 'error', undefined],
    ['502 on https', { web: { https: status('HTTP/2 502') } }, 'web-bad-http', 'error', undefined],
    ['redirects to www, www has no address', { ping: { 'www.ip': [] }, web: { http: redirect(301, `https://www.${DOMAIN}/`) } }, 'web-bad-www', 'warning', undefined],
    ['redirects to another site', { web: { http: redirect(301, 'https://parked.example.net/') } }, 'web-bad-redirect', 'error', undefined],
    ['a redirect without location', { web: { http: { '-': 'HTTP/1.1 301 Moved Permanently', location: '' } } }, 'web-bad-redirect', 'error', undefined],
    ['https sends to http, http answers', { web: { http: status('HTTP/1.1 200 OK'), https: redirect(301, `http://${DOMAIN}/`) } }, 'web-bad-redirect', 'error', undefined],
    ['http 200 without redirect', { web: { http: status('HTTP/1.1 200 OK') } }, 'web-insecure', 'warning', 'force-https'],
    ['http redirects to http www', { web: { http: redirect(301, `http://www.${DOMAIN}/`) } }, 'web-insecure', 'warning', 'force-https'],
    ['http -> https, https 200', {}, 'web-ok', 'ok', undefined],
    ['http -> https www, www resolves', { web: { http: redirect(301, `https://www.${DOMAIN}/`), https: redirect(301, `https://www.${DOMAIN}/`) } }, 'web-ok', 'ok', undefined],
    ['relative redirect on https', { web: { https: redirect(302, '/login') } }, 'web-ok', 'ok', undefined],
  ])('%s: %s', (_name, change, state, level, fix) => {
    const result = diagnoseWeb(input(change), 'ping-ok');
    expect(result).toMatchObject({ state, level });
    expect(result.fix).toEqual(fix ? connectionFixScript(fix, DOMAIN) : undefined);
  });

  it('offers no nginx fix while the domain points elsewhere', () => {
    expect(diagnoseWeb(input({ web: { https: null } }), 'ping-wrong-ip')).toMatchObject({ state: 'web-no-https' });
    expect(diagnoseWeb(input({ web: { https: null } }), 'ping-wrong-ip').fix).toBeUndefined();
    expect(diagnoseWeb(input({ web: { http: status('HTTP/1.1 200 OK') } }), 'ping-no-ip').fix).toBeUndefined();
    expect(diagnoseWeb(input({ web: { https: null } }), 'ping-mixed-ip').fix).toEqual(connectionFixScript('https', DOMAIN));
  });

  it('gives the status lines and redirect targets', () => {
    expect(diagnoseWeb(input({ web: { https: redirect(302, `http://${DOMAIN}/`) } }), 'ping-ok').params).toEqual({
      domain: DOMAIN,
      www: `www.${DOMAIN}`,
      http: 'HTTP/1.1 301 Moved Permanently',
      https: 'HTTP/1.1 302 Moved',
      location: `https://${DOMAIN}/, http://${DOMAIN}/`,
    });
  });

  it.each([
    ['HTTP/1.1 301 Moved Permanently', 301],
    ['HTTP/2 200', 200],
    ['  http/1.0 503 Service Unavailable', 503],
    ['curl: (7) Failed to connect', null],
  ])('reads the status code of %j', (line, code) => {
    expect(webStatusCode({ '-': line, location: null })).toBe(code);
  });

  it('reads no status code when there is no answer', () => {
    expect(webStatusCode(null)).toBeNull();
  });
});

describe('diagnoseConnection', () => {
  it('chains the checks: the zone decides the www fix, the ping decides the web fix', () => {
    const result = diagnoseConnection(input({ ns: ['dns1.registrar-servers.com'], ping: { ip: [OTHER], ip6: [], 'www.ip': [] }, web: { https: null } }));
    expect(result.dns.state).toBe('dns-external');
    expect(result.ping.state).toBe('ping-wrong-ip');
    expect(result.web).toMatchObject({ state: 'web-no-https' });
    expect(result.web.fix).toBeUndefined();
  });

  it('reads a healthy site as fine throughout', () => {
    const result = diagnoseConnection(input());
    expect([result.dns.state, result.ping.state, result.web.state]).toEqual(['dns-managed', 'ping-ok', 'web-ok']);
  });
});

describe('connectionFixScript', () => {
  it.each<[ConnectionFix, unknown]>([
    ['www', { features: [{ dns: [`add cname www ${DOMAIN}.`] }, 'www on'] }],
    ['https', { features: ['ssl'] }],
    ['disable-https-redirect', { features: ['ssl on'] }],
    ['force-https', { features: ['ssl always'] }],
  ])('%s is a deploy script of features', (fix, script) => {
    const { template } = connectionFixScript(fix, DOMAIN);
    expect(load(template)).toEqual(script);
  });
});
