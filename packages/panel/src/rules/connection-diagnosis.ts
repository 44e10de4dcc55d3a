import type { ConnectionResult, WebCheck } from '../api/schemas/host-tools';
import { connectionFixScript, type ConnectionFix, type ConnectionFixScript } from './connection-fixes';

// The connection page's three checks (host-area 4 "Connection diagnosis"; backend-formats 5.4). Each check reads the
// connection result and comes to exactly one state; the first definition that holds, in the order listed, wins.

export const DNS_DIAGNOSES = ['dns-not-exist', 'dns-off', 'dns-managed', 'dns-mixed', 'dns-external'] as const;
export const PING_DIAGNOSES = ['ping-no-ip', 'ping-wrong-ip', 'ping-mixed-ip', 'ping-no-www', 'ping-no-ip6', 'ping-ok'] as const;
export const WEB_DIAGNOSES = ['web-no-http', 'web-no-https', 'web-infinite-redirect', 'web-bad-http', 'web-bad-www', 'web-bad-redirect', 'web-insecure', 'web-ok'] as const;
export type DnsDiagnosis = (typeof DNS_DIAGNOSES)[number];
export type PingDiagnosis = (typeof PING_DIAGNOSES)[number];
export type WebDiagnosis = (typeof WEB_DIAGNOSES)[number];

/** How a state shows: fine, worth a look, or broken. */
export type DiagnosisLevel = 'ok' | 'warning' | 'error';

export interface Diagnosis<State extends string> {
  state: State;
  level: DiagnosisLevel;
  /** The message's values (addresses, name servers, status lines), as text. */
  params: Record<string, string>;
  fix?: ConnectionFixScript;
}

export interface ConnectionDiagnosis {
  dns: Diagnosis<DnsDiagnosis>;
  ping: Diagnosis<PingDiagnosis>;
  web: Diagnosis<WebDiagnosis>;
}

export interface ConnectionDiagnosisInput {
  result: ConnectionResult;
  /** The host's domain. */
  domain: string;
  /** The host's server: the addresses the domain should point to. */
  server: { ip?: string | null; ip6?: string | null };
  /** The platform's name servers (initdata config.nameservers). */
  nameservers: readonly string[];
}

/** Whois answers that mean the domain is not registered (host-area 4). */
export const UNREGISTERED_WHOIS_TEXTS = ['Domain not found.', 'No match for domain', 'No whois server is known for this kind of object.'] as const;

export function isUnregisteredWhois(whois: string): boolean {
  return UNREGISTERED_WHOIS_TEXTS.some((text) => whois.includes(text));
}

const LEVELS: Record<DnsDiagnosis | PingDiagnosis | WebDiagnosis, DiagnosisLevel> = {
  'dns-not-exist': 'error',
  'dns-off': 'error',
  'dns-managed': 'ok',
  'dns-mixed': 'warning',
  // A registrar's or a CDN's DNS is a normal choice; the ping card says whether it points here.
  'dns-external': 'ok',
  'ping-no-ip': 'error',
  'ping-wrong-ip': 'error',
  'ping-mixed-ip': 'warning',
  'ping-no-www': 'warning',
  'ping-no-ip6': 'warning',
  'ping-ok': 'ok',
  'web-no-http': 'error',
  'web-no-https': 'error',
  'web-infinite-redirect': 'error',
  'web-bad-http': 'error',
  'web-bad-www': 'warning',
  'web-bad-redirect': 'error',
  'web-insecure': 'warning',
  'web-ok': 'ok',
};

function diagnosis<State extends DnsDiagnosis | PingDiagnosis | WebDiagnosis>(state: State, params: Record<string, string>, fix?: ConnectionFixScript): Diagnosis<State> {
  return fix ? { state, level: LEVELS[state], params, fix } : { state, level: LEVELS[state], params };
}

const hostName = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');
const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];
const list = (values: readonly string[]) => values.join(', ');

/**
 * - dns-not-exist: the whois answer says the domain is not registered.
 * - dns-off: registered, but no name server answers for it.
 * - dns-managed: every name server is one of the platform's.
 * - dns-mixed: some name servers are the platform's and some are not.
 * - dns-external: none of the name servers is the platform's.
 */
export function diagnoseDns({ result, domain, nameservers }: ConnectionDiagnosisInput): Diagnosis<DnsDiagnosis> {
  const platform = unique(nameservers.map(hostName));
  const current = unique(result.ns.map(hostName));
  const params = { domain, nameservers: list(current), platform: list(platform) };
  if (isUnregisteredWhois(result.whois)) return diagnosis('dns-not-exist', params);
  if (current.length === 0) return diagnosis('dns-off', params);
  const ours = current.filter((name) => platform.includes(name));
  if (ours.length === current.length) return diagnosis('dns-managed', params);
  return diagnosis(ours.length > 0 ? 'dns-mixed' : 'dns-external', params);
}

/**
 * Current addresses are the domain's A and AAAA records (ping ip, ip6); correct ones the server's (its ip and ip6,
 * else the result's realip, realip6).
 * - ping-no-ip: the domain has no A record.
 * - ping-wrong-ip: none of its addresses is the server's.
 * - ping-mixed-ip: some are the server's and some are not (visitors reach either server).
 * - ping-no-www: www.{domain} has no address. Fix 'www' when the platform runs the zone.
 * - ping-no-ip6: the server has an IPv6 address and the domain has no AAAA record.
 * - ping-ok: otherwise.
 */
export function diagnosePing(input: ConnectionDiagnosisInput, dns: DnsDiagnosis = diagnoseDns(input).state): Diagnosis<PingDiagnosis> {
  const { result, domain, server } = input;
  const { ping } = result;
  const correct4 = unique([server.ip ?? '', ...ping.realip]);
  const correct6 = unique([server.ip6 ?? '', ...ping.realip6]);
  const current = unique([...ping.ip, ...ping.ip6]);
  const correct = [...correct4, ...correct6];
  const wrong = current.filter((address) => !correct.includes(address));
  const params = { domain, www: `www.${domain}`, current: list(current), correct: list(correct), wrong: list(wrong), ip: list(correct4), ip6: list(correct6) };
  if (ping.ip.length === 0) return diagnosis('ping-no-ip', params);
  if (wrong.length === current.length) return diagnosis('ping-wrong-ip', params);
  if (wrong.length > 0) return diagnosis('ping-mixed-ip', params);
  if (ping['www.ip'].length === 0) return diagnosis('ping-no-www', params, dns === 'dns-managed' ? connectionFixScript('www', domain) : undefined);
  if (correct6.length > 0 && ping.ip6.length === 0) return diagnosis('ping-no-ip6', params);
  return diagnosis('ping-ok', params);
}

/** The status code of a status line such as 'HTTP/1.1 301 Moved Permanently'; null when there is no answer. */
export function webStatusCode(check: WebCheck | null): number | null {
  const match = check ? /^HTTP\/[\d.]+\s+(\d{3})\b/i.exec(check['-'].trim()) : null;
  return match?.[1] ? Number(match[1]) : null;
}

const isRedirect = (code: number | null) => code !== null && code >= 300 && code < 400;
const isBadStatus = (code: number | null) => code === 403 || (code !== null && code >= 500);

/** Where a redirect goes, resolved against the URL that answered; null when it is no redirect or has no valid target. */
function redirectTarget(check: WebCheck | null, scheme: 'http' | 'https', domain: string): URL | null {
  if (!check || !isRedirect(webStatusCode(check)) || !check.location) return null;
  try {
    return new URL(check.location, `${scheme}://${domain}/`);
  } catch {
    return null;
  }
}

/**
 * The web checks fetch http://{domain}/ and https://{domain}/ and keep each status line and redirect location.
 * - web-no-http: http gives no answer.
 * - web-no-https: http answers, https does not. Fix 'https' (issue a certificate) when the domain points here.
 * - web-infinite-redirect: http redirects to https and https back to http. Fix 'disable-https-redirect'.
 * - web-bad-http: either answers 403 Forbidden or a 5xx server error.
 * - web-bad-www: a redirect goes to www.{domain}, which has no address (webBadWww).
 * - web-bad-redirect: a redirect has no valid location, leaves the domain (neither {domain} nor www.{domain}), or takes
 *   https back to http.
 * - web-insecure: both answer, and http does not redirect to https. Fix 'force-https' when the domain points here.
 * - web-ok: otherwise (https answers, http redirects to it).
 * Nginx fixes only help when the domain reaches this server, so no web fix is offered while ping is no-ip or wrong-ip.
 */
export function diagnoseWeb(input: ConnectionDiagnosisInput, ping: PingDiagnosis = diagnosePing(input).state): Diagnosis<WebDiagnosis> {
  const { result, domain } = input;
  const { http, https } = result.web;
  const httpCode = webStatusCode(http);
  const httpsCode = webStatusCode(https);
  const fromHttp = redirectTarget(http, 'http', domain);
  const fromHttps = redirectTarget(https, 'https', domain);
  const locations = [isRedirect(httpCode) ? (http?.location ?? '') : '', isRedirect(httpsCode) ? (https?.location ?? '') : ''];
  const params = { domain, www: `www.${domain}`, http: http?.['-'] ?? '', https: https?.['-'] ?? '', location: list(unique(locations)) };
  const pointsHere = ping !== 'ping-no-ip' && ping !== 'ping-wrong-ip';
  const fix = (name: ConnectionFix) => (pointsHere ? connectionFixScript(name, domain) : undefined);
  if (httpCode === null) return diagnosis('web-no-http', params);
  if (httpsCode === null) return diagnosis('web-no-https', params, fix('https'));
  if (fromHttp?.protocol === 'https:' && fromHttps?.protocol === 'http:') return diagnosis('web-infinite-redirect', params, fix('disable-https-redirect'));
  if (isBadStatus(httpCode) || isBadStatus(httpsCode)) return diagnosis('web-bad-http', params);
  const targets = [fromHttp, fromHttps].filter((target): target is URL => target !== null);
  const www = `www.${domain}`.toLowerCase();
  if (targets.some((target) => target.hostname === www) && result.ping['www.ip'].length === 0) return diagnosis('web-bad-www', params);
  const unresolved = (isRedirect(httpCode) && !fromHttp) || (isRedirect(httpsCode) && !fromHttps);
  const leaves = targets.some((target) => ![domain.toLowerCase(), www].includes(target.hostname));
  if (unresolved || leaves || fromHttps?.protocol === 'http:') return diagnosis('web-bad-redirect', params);
  if (fromHttp?.protocol !== 'https:') return diagnosis('web-insecure', params, fix('force-https'));
  return diagnosis('web-ok', params);
}

/** The three checks of the connection page. */
export function diagnoseConnection(input: ConnectionDiagnosisInput): ConnectionDiagnosis {
  const dns = diagnoseDns(input);
  const ping = diagnosePing(input, dns.state);
  const web = diagnoseWeb(input, ping.state);
  return { dns, ping, web };
}
