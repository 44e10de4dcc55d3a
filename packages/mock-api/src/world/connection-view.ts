import type { DnsZone } from '@hostdeck/panel/contract';
import type { ConnectionPayload, WorldHost } from './state';

// The stored connection payload is what the outside sees of the host with nginx listening on both ports and not
// redirecting (ssl on): whois, name servers, addresses, and the site's own answers; `web.https` null there means the
// host has no certificate. What the host itself controls is read live on every check, so a fix shows on the next one.

const hostName = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** Whether the domain's A records reach the host's server (a fix on this server changes nothing otherwise). */
function pointsHere(payload: ConnectionPayload): boolean {
  const list = (value: string[] | string | undefined) => (Array.isArray(value) ? value : (value ?? '').split(/[\s,]+/).filter(Boolean));
  const real = list(payload.ping.realip);
  return list(payload.ping.ip).some((address) => real.includes(address));
}

/** Whether the zone names www.{domain} (relative or absolute) with an address or an alias. */
function zoneHasWww(zone: DnsZone, domain: string): boolean {
  const names = ['www', `www.${domain}`];
  return [...zone.a, ...zone.aaaa, ...zone.cname].some((record) => names.includes(hostName(record.name)));
}

/**
 * The connection check now: the nginx ssl setting of the host's own site (off: no https listener; always or enforce:
 * http redirects to https), and, when the platform's name servers answer for the domain, the www record of its zone.
 */
export function connectionView(host: WorldHost, nameservers: readonly string[]): ConnectionPayload {
  const view = structuredClone(host.connection);
  const { domain } = host.record;
  const platform = nameservers.map(hostName);
  const zoneAnswers = host.zone !== null && view.ns.length > 0 && view.ns.every((name) => platform.includes(hostName(name)));
  if (host.zone && zoneAnswers) view.ping['www.ip'] = zoneHasWww(host.zone, domain) ? (view.ping.ip ?? []) : [];
  const ssl = host.nginx.find((site) => site.domain === domain)?.config.ssl ?? 'on';
  if (!pointsHere(view)) return view;
  if (ssl === 'off') view.web.https = null;
  if ((ssl === 'always' || ssl === 'enforce') && view.web.https) view.web.http = { '-': 'HTTP/1.1 301 Moved Permanently', location: `https://${domain}/` };
  return view;
}

/** The `ssl` feature (backend-formats 3.3): Let's Encrypt issues a certificate when the domain reaches this server. */
export function issueCertificate(host: WorldHost): void {
  if (host.connection.web.https === null && pointsHere(host.connection)) host.connection.web.https = { '-': 'HTTP/2 200', location: null };
}
