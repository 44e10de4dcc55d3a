import { nginxConfigSchema, type NginxConfig, type NginxFeature, type NginxPage } from '@hostdeck/panel/contract';
import { nginxConfigIssues, nginxQuirks, nginxSiteDomain, renderNginxServerBlock, type NginxSite } from '@hostdeck/panel/rules';
import { hostAccess, requireToolWrite } from './access';
import { issueCertificate } from './connection-view';
import { issueEnglish, type FieldWords } from './issue-english';
import { listenMasks, type NginxProtected } from './nginx-render';
import { operation, query } from './operation';
import { done, invalid, notFound, ok, refused, type FormAnswer, type Outcome } from './result';
import type { WorldHost, WorldNginxSite, WorldServer, WorldState } from './state';

interface SiteInput {
  teamId: number;
  hostId: number;
  /** A subdomain label ('api') or full domain; the host's own site when absent. */
  subdomain?: string;
}

/** backend-formats 1.6: a pasted server block must keep these directives, or the bridge cannot extract it. */
const RAW_REQUIRED = ['listen', 'server_name', 'root', 'access_log', 'error_log', 'ssl_certificate', 'ssl_certificate_key'];

function siteDomain(host: WorldHost, subdomain: string | undefined): string {
  return nginxSiteDomain(host.record.domain, subdomain);
}

function protectedValues(host: WorldHost, server: WorldServer | undefined): NginxProtected {
  return { user: host.record.username, ip: server?.ip ?? '', ip6: server?.ip6 ? `[${server.ip6}]` : '[::]' };
}

const serverOf = (state: WorldState, host: WorldHost) => state.servers.find((item) => item.id === host.record.server_id);

/**
 * The site's read-back facts (backend-formats 1.4, without config and raw): what the agent keeps and writes from.
 * Without the host's `server` its IPs are unknown (bare listens), which changes nothing a validation looks at.
 */
export function nginxSiteOf(host: WorldHost, site: WorldNginxSite, server?: WorldServer): NginxSite {
  const keep = protectedValues(host, server);
  const home = `/home/${keep.user}/`;
  return {
    ...listenMasks(site.config),
    http: Number(site.config.http ?? 1),
    dom: site.domain,
    ip: keep.ip,
    ip6: keep.ip6,
    root: `${home}${site.config.root ?? 'public_html'}`,
    user: keep.user,
    home,
    ...(site.fcgi ? { fcgi: site.fcgi } : {}),
    access_log: `/var/log/virtualmin/${site.domain}_access_log`,
    error_log: `/var/log/virtualmin/${site.domain}_error_log`,
    ssl_certificate: `${home}ssl.combined`,
    ssl_certificate_key: `${home}ssl.key`,
    ...(site.domain.endsWith('.dom.my.id') ? { free: true } : {}),
  };
}

/** How `nginx -t` answers a block the agent wrote broken (`location /x/;`), after which the change is rolled back. */
function nginxTestFailure(domain: string, block: string): string {
  const at = block.split('\n').findIndex((text) => /^\s*location\s[^{]*;$/.test(text));
  const emerg = at < 0 ? '' : `nginx: [emerg] directive "location" has no opening "{" in /etc/nginx/conf.d/${domain}.conf:${at + 1}\n`;
  return `${emerg}nginx: configuration file /etc/nginx/nginx.conf test failed`;
}

/** How a refused config speaks of a proxy (the rules' issue paths end in proxy_pass). */
const PROXY_WORDS: FieldWords = { subject: 'the proxy port', says: { pattern: 'proxy_pass must point to 127.0.0.1 or [::1] with a port.' } };

/**
 * host-area 5.11, 5.12 (the shared rules: valid unique paths, loopback proxies on allowed ports), then what the agent
 * would write broken so `nginx -t` fails (the 'refuse' quirks of backend-formats 1.7); the first problem, in the
 * bridge's words.
 */
export function checkLocations(config: NginxConfig, site: NginxSite): string | undefined {
  const [issue] = nginxConfigIssues(config);
  if (issue) return issueEnglish(issue, issue.path.endsWith('proxy_pass') ? PROXY_WORDS : undefined);
  if (!nginxQuirks(site, config).some((quirk) => quirk.severity === 'refuse')) return undefined;
  return nginxTestFailure(site.dom ?? '', renderNginxServerBlock(site, config));
}

/** A config object as the bridge accepts it for `site`, or the reason it would be refused. */
export function validateNginxConfig(value: unknown, site: NginxSite): { config: NginxConfig } | { error: string } {
  const parsed = nginxConfigSchema.safeParse(value);
  if (!parsed.success) return { error: `The nginx config is not valid: ${parsed.error.issues[0]?.message ?? 'unknown field'}` };
  const error = checkLocations(parsed.data, site);
  return error ? { error } : { config: parsed.data };
}

function findSite(host: WorldHost, subdomain: string | undefined): WorldNginxSite | undefined {
  const domain = siteDomain(host, subdomain);
  return host.nginx.find((site) => site.domain === domain);
}

export const getNginxConfig = query<SiteInput, NginxPage>((state, { teamId, hostId, subdomain }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const host = access.value.host;
  const site = findSite(host, subdomain);
  if (!site) return notFound(`ERROR: no configuration exists for ${siteDomain(host, subdomain)}`);
  const facts = nginxSiteOf(host, site, serverOf(state, host));
  return ok({ config: site.config, raw: site.raw ?? renderNginxServerBlock(facts, site.config), ...facts });
});

/** Saves a config object, or a raw server block from the raw tab (backend-formats 1.6). */
export const saveNginxConfig = operation<SiteInput & { config: unknown }, FormAnswer>((state, { teamId, hostId, subdomain, config }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const host = access.value.host;
  const denied = requireToolWrite(access.value);
  if (denied) return denied;
  const site = findSite(host, subdomain);
  if (!site) return notFound(`ERROR: no configuration exists for ${siteDomain(host, subdomain)}`);
  if (typeof config === 'string') {
    const missing = RAW_REQUIRED.filter((directive) => !new RegExp(`(^|\\s)${directive}\\s`).test(config));
    if (missing.length > 0) return invalid({ nginx: `The server block must keep ${missing.join(', ')}.` });
    site.raw = config;
    site.config = { ...site.config, ssl: /listen\s+[^;]*443/.test(config) ? 'on' : 'off' };
    return done(`Done updated\n${config}`);
  }
  // The agent writes from the file as it is now (its listens, root, PHP-FPM), then the new config.
  const facts = nginxSiteOf(host, site, serverOf(state, host));
  const checked = validateNginxConfig(config, facts);
  if ('error' in checked) return invalid({ nginx: checked.error });
  if (site.raw === null && JSON.stringify(site.config) === JSON.stringify(checked.config)) return done('Nothing changed');
  site.config = checked.config;
  site.raw = null;
  return done(`Done updated\n${renderNginxServerBlock(facts, checked.config)}`);
});

/** Applies `ssl …`, `www …` and `http …` features to a site of the host (mutating it); the runner's notes. */
export function applyNginxFeatures(host: WorldHost, subdomain: string | undefined, features: readonly string[]): Outcome<string> {
  const site = findSite(host, subdomain);
  if (!site) return notFound(`ERROR: no configuration exists for ${siteDomain(host, subdomain)}`);
  const notes: string[] = [];
  for (const feature of features) {
    const [key = '', value = ''] = feature.split(' ');
    if (key === 'ssl' && (value === 'on' || value === 'off' || value === 'always' || value === 'enforce')) site.config = { ...site.config, ssl: value };
    else if (key === 'www' && (value === 'on' || value === 'off' || value === 'always' || value === 'enforce')) site.config = { ...site.config, www: value };
    else if (key === 'http' && (value === '1' || value === '3')) site.config = { ...site.config, http: value };
    else if (feature === 'ssl' || (key === 'ssl' && ['letsencrypt', 'lets-encrypt', 'renew'].includes(value))) {
      notes.push("Generating SSL cert with Let's Encrypt");
      if (site.domain === host.record.domain) issueCertificate(host);
    }
    else if (key === 'ssl' && (value === 'self-sign' || value === 'selfsign')) notes.push('Generating self-signed SSL cert');
    else if (feature === 'ssl check') notes.push('SSL config seems OK, nothing changed');
    else return refused(`Unknown nginx feature ${feature}`);
    notes.push(`Applying nginx ssl config on ${site.domain}`);
  }
  return ok(notes.join('\n'));
}

/** The nginx page's features: `ssl` (certificate), `ssl on|off|always`, `ssl self-sign`, `www on|off`. */
export const runNginxFeatures = operation<SiteInput & { features: readonly NginxFeature[] }, FormAnswer>((state, { teamId, hostId, subdomain, features }) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const denied = requireToolWrite(access.value);
  if (denied) return denied;
  const result = applyNginxFeatures(access.value.host, subdomain, features);
  return result.ok ? done(result.value) : result;
});
