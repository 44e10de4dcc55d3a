import { createWorldStore, DEFAULT_TEAM_ID, getConnectionCheck, getHostDetail, type Outcome } from '@hostdeck/mock-api';
import { connectionResultSchema, type ConnectionResult } from '../../../api/schemas/host-tools';
import { diagnoseConnection } from '../../../rules/connection-diagnosis';
import type { HostFrameValue } from '../host-frame/host-frame-value';
import type { ConnectionScreenProps } from './connection';

/**
 * The connection stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) is fine, arkabakery.com (1010) points elsewhere, n8n.lestari.studio (1011) has no HTTPS.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`connection fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const HEALTHY_HOST_ID = 1001;
export const WRONG_IP_HOST_ID = 1010;
export const NO_HTTPS_HOST_ID = 1011;
const NAMESERVERS = [...store.state.catalog.nameservers];

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId }), `host ${hostId}`);
  return { teamId: DEFAULT_TEAM_ID, hostId, host: detail.host, server: detail.server, gate, title: 'Connection' };
}

/** The check of a host as GET host/connection/{id} answers it, read through the panel's schema. */
export function worldConnection(hostId: number): ConnectionResult {
  return connectionResultSchema.parse(answerOf(store.run(getConnectionCheck, { teamId: DEFAULT_TEAM_ID, hostId }), `the check of ${hostId}`));
}

/** The screen's props for a check result of a host (the world's, or one changed from it). */
export function connectionArgsOf(hostId: number, result: ConnectionResult = worldConnection(hostId)): Pick<ConnectionScreenProps, 'title' | 'domain' | 'status' | 'result' | 'diagnosis'> {
  const frame = frameOf(hostId);
  const diagnosis = diagnoseConnection({ result, domain: frame.host.domain, server: frame.server, nameservers: NAMESERVERS });
  return { title: frame.title, domain: frame.host.domain, status: 'content', result, diagnosis };
}

const healthy = worldConnection(HEALTHY_HOST_ID);
const web = (http: ConnectionResult['web']['http'], https: ConnectionResult['web']['https']) => ({ ...healthy, web: { http, https } });
const ping = (change: Partial<ConnectionResult['ping']>) => ({ ...healthy, ping: { ...healthy.ping, ...change } });
const status = (line: string, location: string | null = null) => ({ '-': line, location });

/** One check result per state the three cards know, changed from the healthy studio site (1001, lestari.studio). */
export const STATE_RESULTS: Record<string, ConnectionResult> = {
  'dns-not-exist': { ...healthy, whois: 'No match for domain "LESTARI.STUDIO".', ns: [] },
  'dns-off': { ...healthy, ns: [] },
  'dns-mixed': { ...healthy, ns: ['nsp.domcloud.co', 'dns2.registrar-servers.com'] },
  'dns-external': { ...healthy, ns: ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'] },
  'ping-no-ip': ping({ ip: [], ip6: [] }),
  'ping-wrong-ip': ping({ ip: ['185.199.108.153'], ip6: [] }),
  'ping-mixed-ip': ping({ ip: [...healthy.ping.realip, '185.199.108.153'] }),
  'ping-no-www': ping({ 'www.ip': [] }),
  'ping-no-ip6': ping({ ip6: [] }),
  'web-no-http': web(null, null),
  'web-no-https': web(status('HTTP/1.1 301 Moved Permanently', 'https://lestari.studio/'), null),
  'web-infinite-redirect': web(status('HTTP/1.1 301 Moved Permanently', 'https://lestari.studio/'), status('HTTP/2 302', 'http://lestari.studio/')),
  'web-bad-http': web(status('HTTP/1.1 301 Moved Permanently', 'https://lestari.studio/'), status('HTTP/2 500')),
  'web-bad-www': { ...ping({ 'www.ip': [] }), web: { http: status('HTTP/1.1 301 Moved Permanently', 'https://www.lestari.studio/'), https: status('HTTP/2 200') } },
  'web-bad-redirect': web(status('HTTP/1.1 302 Found', 'https://parked-domains.example/'), status('HTTP/2 200')),
  'web-insecure': web(status('HTTP/1.1 200 OK'), status('HTTP/2 200')),
};
