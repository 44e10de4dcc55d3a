import type { ServerStatusView } from '../api/schemas/servers';

/*
 * The status views of a server's bridge (account-area 2, 7; backend-formats 5.3) are shown in a frame. A frame runs
 * whatever its address serves, so the panel frames only an address on the server's own origin, over https, under
 * /status/{view}: an endpoint stored with another host, a scheme or credentials never reaches the page.
 */

/**
 * The https origin a server endpoint names: 'sgp.domcloud.co' or 'https://bridge.example.com/' becomes
 * 'https://…'; undefined for anything that is not a plain host (with an optional port) or an https URL of one.
 */
export function serverEndpointOrigin(endpoint: string): string | undefined {
  const trimmed = endpoint.trim();
  if (trimmed === '') return undefined;
  // 'host:8443' is a host with its port, not a scheme 'host:'.
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^\s:/?#@]+:\d+$/.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return undefined;
  // A bare host names no path; a bridge URL may carry one (its status pages live below it).
  if (!hasScheme && url.pathname !== '/') return undefined;
  return url.origin;
}

/** The address to frame for a view, or undefined when `src` is not that view on the server's own origin. */
export function serverStatusFrameSrc(src: string, endpoint: string, view: ServerStatusView): string | undefined {
  const origin = serverEndpointOrigin(endpoint);
  if (!origin) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '' || url.hash !== '') return undefined;
  return url.pathname.endsWith(`/status/${view}`) ? url.href : undefined;
}

/** The bridge API URL the server form shows for a stored endpoint: a bare host becomes its https URL. */
export function serverBridgeUrl(endpoint: string): string {
  const trimmed = endpoint.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}
