import { NGINX_PROXY_PASS_PATTERN, PROXY_PORT_MAX, PROXY_PORT_MIN, SUBFOLDER_PATH_MIN_LENGTH, nginxConfigSchema, type NginxConfig, type NginxFeature, type NginxLocation, type NginxPage } from '@hostdeck/panel';
import { hostAccess, requireToolWrite } from './access';
import { renderServerBlock, listenMasks, type NginxProtected } from './nginx-render';
import { operation, query } from './operation';
import { done, invalid, notFound, ok, refused, type FormAnswer, type Outcome } from './result';
import type { WorldHost, WorldNginxSite, WorldState } from './state';

interface SiteInput {
  teamId: number;
  hostId: number;
  /** A subdomain label ('api') or full domain; the host's own site when absent. */
  subdomain?: string;
}

/** backend-formats 1.6: a pasted server block must keep these directives, or the bridge cannot extract it. */
const RAW_REQUIRED = ['listen', 'server_name', 'root', 'access_log', 'error_log', 'ssl_certificate', 'ssl_certificate_key'];

function siteDomain(host: WorldHost, subdomain: string | undefined): string {
  if (!subdomain) return host.record.domain;
  return subdomain.endsWith(`.${host.record.domain}`) ? subdomain : `${subdomain}.${host.record.domain}`;
}

function protectedValues(state: WorldState, host: WorldHost): NginxProtected {
  const server = state.servers.find((item) => item.id === host.record.server_id);
  return { user: host.record.username, ip: server?.ip ?? '', ip6: server?.ip6 ? `[${server.ip6}]` : '[::]' };
}

/** host-area 5.11, 5.12 and backend-formats 1.7: valid, unique paths, loopback proxies on allowed ports, no empty location. */
export function checkLocations(locations: readonly NginxLocation[]): string | undefined {
  const seen = new Set<string>();
  for (const location of locations) {
    const { match, locations: nested, ...body } = location;
    const path = match.replace(/^(=|~\*?|\^~)\s+/, '');
    const plain = path === match;
    if (/\s/.test(path) || (plain && (!path.startsWith('/') || (path !== '/' && path.length < SUBFOLDER_PATH_MIN_LENGTH)))) return 'Path input is not valid';
    if (seen.has(match)) return 'Path value must unique with other path entries';
    seen.add(match);
    if (Object.values(body).every((value) => value === undefined) && !nested?.length) return `The location ${match} needs at least one directive.`;
    const proxy = checkProxyPass(body.proxy_pass);
    if (proxy) return proxy;
    const inner = nested ? checkLocations(nested) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

function checkProxyPass(proxyPass: string | undefined): string | undefined {
  if (proxyPass === undefined) return undefined;
  if (!NGINX_PROXY_PASS_PATTERN.test(proxyPass)) return 'proxy_pass must point to 127.0.0.1 or [::1] with a port.';
  const port = Number(/:(\d+)(?:[/$]|$)/.exec(proxyPass.replace(/^http:\/\//, ''))?.[1]);
  return port >= PROXY_PORT_MIN && port <= PROXY_PORT_MAX ? undefined : `The proxy port must be between ${PROXY_PORT_MIN} and ${PROXY_PORT_MAX}.`;
}

/** A config object as the bridge accepts it, or the reason it would be refused. */
export function validateNginxConfig(value: unknown): { config: NginxConfig } | { error: string } {
  const parsed = nginxConfigSchema.safeParse(value);
  if (!parsed.success) return { error: `The nginx config is not valid: ${parsed.error.issues[0]?.message ?? 'unknown field'}` };
  const error = checkProxyPass(parsed.data.proxy_pass) ?? checkLocations(parsed.data.locations ?? []);
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
  const keep = protectedValues(state, host);
  const home = `/home/${keep.user}/`;
  return ok({
    config: site.config,
    raw: site.raw ?? renderServerBlock(site, keep),
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
  });
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
  const checked = validateNginxConfig(config);
  if ('error' in checked) return invalid({ nginx: checked.error });
  if (site.raw === null && JSON.stringify(site.config) === JSON.stringify(checked.config)) return done('Nothing changed');
  site.config = checked.config;
  site.raw = null;
  return done(`Done updated\n${renderServerBlock(site, protectedValues(state, host))}`);
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
    else if (feature === 'ssl' || (key === 'ssl' && ['letsencrypt', 'lets-encrypt', 'renew'].includes(value))) notes.push("Generating SSL cert with Let's Encrypt");
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
