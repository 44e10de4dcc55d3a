import type { NginxConfig, NginxLocation, NginxPassenger } from '@hostdeck/panel/contract';
import type { WorldNginxSite } from './state';

/** What the bridge keeps from the existing file (backend-formats 1.3 step 4). */
export interface NginxProtected {
  user: string;
  ip: string;
  ip6: string;
}

type Body = Omit<NginxLocation, 'match'>;

const LOCATION_KEYS = ['root', 'alias', 'rewrite', 'try_files', 'return', 'index', 'expires', 'allow', 'deny', 'autoindex', 'proxy_pass', 'limit_rate', 'limit_rate_after', 'default_type'] as const;
const PATH_KEYS = new Set(['root', 'alias']);
// The server's root and index are written first, from the protected root and the index default (1.3 steps 4 and 6).
const SERVER_KEYS = new Set(['root', 'alias', 'index']);
const PASSENGER_PATHS = new Set(['ruby', 'nodejs', 'python', 'meteor_app_settings', 'document_root', 'app_root']);

const quoted = (value: string) => (/^[A-Za-z0-9_/:=-]*$/.test(value) ? value : JSON.stringify(value));

function passengerLines(passenger: NginxPassenger, home: string): string[] {
  const lines: string[] = [];
  for (const [key, value] of Object.entries(passenger)) {
    if (value === undefined) continue;
    if (key === 'env_var_list' || key === 'set_header_list') {
      const directive = key === 'env_var_list' ? 'passenger_env_var' : 'passenger_set_header';
      for (const entry of value as string[]) {
        const [name = '', ...rest] = entry.split(/[= ]/);
        lines.push(`${directive} ${name} ${quoted(rest.join('='))};`);
      }
    } else {
      const text = String(value);
      lines.push(`passenger_${key} ${quoted(PASSENGER_PATHS.has(key) ? `${home}${text}` : text)};`);
    }
  }
  return lines;
}

/** The directives of one level: location keys, rewrites, passenger, nested locations, then the PHP location. */
function bodyLines(body: Body, home: string, fcgi: string | null, isServer: boolean): string[] {
  const lines: string[] = [];
  for (const key of LOCATION_KEYS) {
    const value = body[key];
    if (value === undefined || (isServer && SERVER_KEYS.has(key))) continue;
    lines.push(`${key} ${PATH_KEYS.has(key) ? `${home}${value}` : value};`);
  }
  if (body.limit_except) lines.push(`limit_except ${body.limit_except} { deny all; }`);
  for (const rewrite of body.rewrite_list ?? []) lines.push(`rewrite ${rewrite};`);
  if (body.passenger) lines.push(...passengerLines(body.passenger, home));
  for (const location of body.locations ?? []) {
    const { match, ...inner } = location;
    lines.push(`location ${match} {`, ...bodyLines(inner, home, fcgi, false).map((line) => `    ${line}`), '}');
  }
  const fastcgi = body.fastcgi ?? (isServer ? 'off' : undefined);
  if (fcgi && fastcgi === 'off') lines.push(`location ~ \\.php$ { return 404; fastcgi_pass ${fcgi}; }`);
  if (fcgi && fastcgi === 'on') lines.push(`location ~ \\.php$ { try_files $uri =404; fastcgi_pass ${fcgi}; }`);
  if (fcgi && fastcgi === 'always') lines.push(`location ~ \\.php(/|$) { fastcgi_pass ${fcgi}; }`);
  return lines;
}

/** The server block the bridge writes for a config object (backend-formats 1.3), multi-line. */
export function renderServerBlock(site: WorldNginxSite, keep: NginxProtected): string {
  const config: NginxConfig = site.config;
  const { domain } = site;
  const home = `/home/${keep.user}/`;
  const www = config.www ?? 'off';
  const ssl = config.ssl ?? 'on';
  const lines = [`server_name ${www === 'on' ? `www.${domain} ${domain}` : www === 'off' ? domain : `www.${domain}`};`];
  if (ssl !== 'always' && ssl !== 'enforce') lines.push(`listen ${keep.ip}:80;`, `listen ${keep.ip6}:80;`);
  if (ssl !== 'off') lines.push(`listen ${keep.ip}:443 ssl;`, `listen ${keep.ip6}:443 ssl;`);
  if (String(config.http) === '3') lines.push(`listen ${keep.ip}:443 quic;`, `listen ${keep.ip6}:443 quic;`);
  lines.push(`root ${home}${config.root ?? 'public_html'};`, `index ${config.index ?? 'index.html index.php'};`);
  lines.push(`access_log /var/log/virtualmin/${domain}_access_log;`, `error_log /var/log/virtualmin/${domain}_error_log;`);
  const { proxy_pass: proxyPass, locations = [], ...rest } = config;
  const moved = proxyPass === undefined ? locations : [{ match: '/', proxy_pass: proxyPass }, ...locations.filter((item) => item.match !== '/')];
  lines.push(...bodyLines({ ...rest, locations: moved }, home, site.fcgi, true));
  lines.push(`ssl_certificate ${home}ssl.combined;`, `ssl_certificate_key ${home}ssl.key;`);
  if (String(config.http) === '3') lines.push('http3 on;', `add_header Alt-Svc 'h3=":443"; ma=86400';`);
  for (const page of config.error_pages ?? []) lines.push(`error_page ${page};`);
  return ['server {', ...lines.map((line) => `    ${line}`), '}', ''].join('\n');
}

/** Read-back bitmasks (backend-formats 1.4): ssl 1 = :80 listen, 2 = ssl listen; www 1 = apex, 2 = www. */
export function listenMasks(config: NginxConfig): { ssl: number; www: number } {
  const ssl = config.ssl ?? 'on';
  const www = config.www ?? 'off';
  return {
    ssl: ssl === 'off' ? 1 : ssl === 'on' ? 3 : 2,
    www: www === 'off' ? 1 : www === 'on' ? 3 : 2,
  };
}
