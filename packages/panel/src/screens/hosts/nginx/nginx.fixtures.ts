import { createWorldStore, DEFAULT_TEAM_ID, getHostDetail, getNginxConfig, type Outcome } from '@hostdeck/mock-api';
import type { NginxPage } from '../../../api/schemas/nginx';
import type { HostFrameValue } from '../host-frame/host-frame-value';

/**
 * The nginx stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * lestari.studio (1001) is a static SPA with PHP-FPM, its beta subdomain a shell command, shop.lestari.studio (1002)
 * a PHP root index and n8n.lestari.studio (1011) a proxy.
 */
const store = createWorldStore({ scenario: 'owner-paid' });

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`nginx fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

export const STUDIO_HOST_ID = 1001;
export const SHOP_HOST_ID = 1002;
export const N8N_HOST_ID = 1011;

/** The host page frame's value for a host, as the frame hands it to the page. */
export function frameOf(hostId: number, gate: HostFrameValue['gate'] = 'allowed'): HostFrameValue {
  const detail = answerOf(store.run(getHostDetail, { teamId: DEFAULT_TEAM_ID, hostId }), `host ${hostId}`);
  return { teamId: DEFAULT_TEAM_ID, hostId, host: detail.host, server: detail.server, gate, title: 'NGINX' };
}

/** A site's read-back as GET host/nginx/{id}?subdomain= answers it. */
export function worldSite(hostId: number, subdomain?: string): NginxPage {
  return answerOf(store.run(getNginxConfig, { teamId: DEFAULT_TEAM_ID, hostId, subdomain }), `the nginx site ${subdomain ?? ''} of ${hostId}`);
}

export const STUDIO_DOMAIN = frameOf(STUDIO_HOST_ID).host.domain;
export const STUDIO_SITE = worldSite(STUDIO_HOST_ID);
export const BETA_SITE = worldSite(STUDIO_HOST_ID, 'beta');
export const SHOP_SITE = worldSite(SHOP_HOST_ID);
/** The studio site with a sub-folder proxied to a public address, which the agent drops (backend-formats 1.7). */
export const FOREIGN_PROXY_SITE: NginxPage = {
  ...STUDIO_SITE,
  config: { ...STUDIO_SITE.config, locations: [...(STUDIO_SITE.config.locations ?? []), { match: '/evil/', proxy_pass: 'http://10.0.0.5:3000' }] },
};
