import { NGINX_PROXY_PASS_PATTERN, type NginxConfig, type NginxLocation, type NginxPage, type NginxPassenger } from '../api/schemas/nginx';
import type { IssueParams } from './issues';

/*
 * The server block the agent (bridge src/executor/nginx.js) writes for a config object, following backend-formats
 * 1.3 step by step, and what it will refuse or warn about (1.7). The preview shows what the agent WILL write, so its
 * broken behaviour is reproduced on purpose: a non-loopback proxy_pass is dropped (leaving `location /x/;`), falsy
 * values are unset and other non-strings print as they are (`true`).
 */

/**
 * The read-back of `GET /nginx` without `config` and `raw` (backend-formats 1.4): the current file's facts. Every field
 * is optional, as `nginxPageSchema` reads them. A missing value means:
 * - `dom`: no `server_name` line (and an empty domain in the free-domain banner);
 * - `ssl`, `www`, `http` (bitmasks of the current file): the config's value decides alone; none at all gives the
 *   agent's fallback (no www, both :80 and ssl listens, HTTP/1);
 * - `ip` / `ip6`: bare `80` / `443 ssl` listens and `[::]`, as the agent writes for a server without one;
 * - `root`, `access_log`, `error_log`, `ssl_certificate`, `ssl_certificate_key`: their line is left out;
 * - `user`: paths relative to `$HOME` are joined to `home` instead; without both they stay as given;
 * - `fcgi`: no PHP-FPM, so no PHP location anywhere (1.3 step 7);
 * - `free`: not a free domain, so no deceptive-page banner.
 */
export type NginxSite = Omit<NginxPage, 'config' | 'raw'>;

/** One directive of the written file; `children` makes it a block (empty children print as `name value;`). */
interface Directive {
  name: string;
  value: string;
  children?: Directive[];
  /** The config location it was written from: where a quirk of it points. */
  origin?: { path: string; match: string; proxyDropped: boolean };
}

/** A location of the config and where it sits in it (the moved top-level proxy_pass has no index of its own). */
interface Placed {
  location: NginxLocation;
  path: string;
  proxyPath: string;
}

type Level = Omit<NginxLocation, 'match'>;

/** The agent's location whitelist, in emission order (backend-formats 1.2). */
const LOCATION_KEYS = ['root', 'alias', 'rewrite', 'try_files', 'return', 'index', 'expires', 'allow', 'deny', 'autoindex', 'proxy_pass', 'limit_except', 'limit_rate', 'limit_rate_after', 'default_type'] as const;
/** The agent's passenger whitelist, in emission order; the two lists become one line per entry. */
const PASSENGER_KEYS = ['enabled', 'app_env', 'env_var_list', 'set_header_list', 'app_start_command', 'app_type', 'startup_file', 'ruby', 'nodejs', 'python', 'meteor_app_settings', 'friendly_error_pages', 'document_root', 'base_uri', 'app_root', 'sticky_sessions'] as const;
const PASSENGER_PATHS: ReadonlySet<string> = new Set(['document_root', 'app_root', 'ruby', 'nodejs', 'python', 'meteor_app_settings']);
const PASSENGER_LISTS = { env_var_list: 'passenger_env_var', set_header_list: 'passenger_set_header' } as const;
/** Bitmask to name (backend-formats 1.4): index 0 is "", which the agent treats as neither off nor always. */
const LISTEN_NAMES = ['', 'off', 'always', 'on'] as const;
/**
 * nginx-conf prints directives grouped by name, in the order each name first appeared in the file it read; these are
 * the names of the Virtualmin file the agent edits (the example.com fixture). New names follow in the order added.
 */
const SERVER_FILE_ORDER = ['server_name', 'listen', 'root', 'index', 'access_log', 'error_log', 'location', 'ssl_certificate', 'ssl_certificate_key'];
const FREE_BANNER_ROOT = '/usr/local/share/www';

const line = (name: string, value: string, children?: Directive[]): Directive => (children ? { name, value, children } : { name, value });
/** The agent's `escapeNginx`: values with any character outside [A-Za-z0-9_/:=-] are JSON-quoted. */
const quoted = (value: string) => (/^[A-Za-z0-9_/:=-]*$/.test(value) ? value : JSON.stringify(value));
/** Whether the agent drops this proxy_pass (it writes loopback targets only). */
const dropsProxy = (value: unknown) => Boolean(value) && !NGINX_PROXY_PASS_PATTERN.test(String(value));

/** The agent's `path.join('/home/<user>', value)`: normalised, a trailing slash kept. */
function homePath(site: NginxSite, value: string): string {
  const base = site.user ? `/home/${site.user}` : site.home;
  if (base === undefined) return value;
  const parts: string[] = [];
  for (const part of `${base}/${value}`.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '' && part !== '.') parts.push(part);
  }
  return `/${parts.join('/')}${value.endsWith('/') && parts.length > 0 ? '/' : ''}`;
}

/** "KEY=VALUE" or "KEY VALUE" split at the first separator; undefined (the agent skips it) without one. */
function splitPassengerEntry(entry: string): [string, string] | undefined {
  const at = entry.search(/[= ]/);
  return at < 0 ? undefined : [entry.slice(0, at), entry.slice(at + 1)];
}

function passengerLines(passenger: NginxPassenger, site: NginxSite): Directive[] {
  const lines: Directive[] = [];
  for (const key of PASSENGER_KEYS) {
    const value = passenger[key];
    if (!value) continue;
    if (key === 'env_var_list' || key === 'set_header_list') {
      for (const entry of passenger[key] ?? []) {
        const split = splitPassengerEntry(entry);
        if (split) lines.push(line(PASSENGER_LISTS[key], `${split[0]} ${quoted(split[1])}`));
      }
    } else {
      const text = String(value);
      lines.push(line(`passenger_${key}`, PASSENGER_PATHS.has(key) ? homePath(site, text) : quoted(text)));
    }
  }
  return lines;
}

/** The PHP location of a level's `fastcgi` (1.3 step 7); anything but off/always takes the `on` form. */
function phpLocation(fastcgi: string, fcgi: string): Directive {
  const always = fastcgi === 'always';
  const guard = fastcgi === 'off' ? [line('return', '404')] : always ? [] : [line('try_files', '$uri =404')];
  return line('location', always ? '~ \\.php(/|$)' : '~ \\.php$', [...guard, line('fastcgi_pass', fcgi)]);
}

function placedLocations(locations: readonly NginxLocation[] | undefined, at: string): Placed[] {
  return (locations ?? []).map((location, index) => {
    const path = `${at}locations.${index}`;
    return { location, path, proxyPath: `${path}.proxy_pass` };
  });
}

/** One level, recursively: location keys, rewrite_list, passenger, nested locations, then the PHP location. */
function levelDirectives(level: Level, locations: readonly Placed[], site: NginxSite): Directive[] {
  const lines: Directive[] = [];
  for (const key of LOCATION_KEYS) {
    const value = level[key];
    // The agent's `if (!config[key])`: empty strings (and a YAML `false`) are unset.
    if (!value) continue;
    const text = String(value);
    if (key === 'root' || key === 'alias') lines.push(line(key, homePath(site, text)));
    else if (key === 'limit_except') lines.push(line(key, text, [line('deny', 'all')]));
    else if (key !== 'proxy_pass' || !dropsProxy(text)) lines.push(line(key, text));
  }
  for (const rewrite of level.rewrite_list ?? []) lines.push(line('rewrite', rewrite));
  if (level.passenger) lines.push(...passengerLines(level.passenger, site));
  for (const { location, path } of locations) {
    // Items without a match are skipped (1.2).
    if (!location.match) continue;
    const children = levelDirectives(location, placedLocations(location.locations, `${path}.`), site);
    lines.push({ ...line('location', location.match, children), origin: { path, match: location.match, proxyDropped: dropsProxy(location.proxy_pass) } });
  }
  if (level.fastcgi && site.fcgi) lines.push(phpLocation(String(level.fastcgi), site.fcgi));
  return lines;
}

/** 1.3 step 6: top-level proxy_pass moves into `location /`, a new first one unless the first location is `/`. */
function serverLocations(config: NginxConfig): Placed[] {
  const placed = placedLocations(config.locations, '');
  if (!config.proxy_pass) return placed;
  const [first, ...rest] = placed;
  if (first?.location.match === '/') return [{ ...first, location: { ...first.location, proxy_pass: config.proxy_pass }, proxyPath: 'proxy_pass' }, ...rest];
  return [{ location: { match: '/', proxy_pass: config.proxy_pass }, path: 'proxy_pass', proxyPath: 'proxy_pass' }, ...placed];
}

/** 1.3 step 8 / 1.5: on a free domain, `location /` turns browsers away unless they come from the site itself. */
function addFreeBanner(directives: Directive[], domain: string): void {
  let root = directives.find((directive) => directive.name === 'location' && directive.value === '/');
  if (!root) {
    root = line('location', '/', []);
    directives.push(root);
  }
  root.children = [
    ...(root.children ?? []),
    line('if', `($http_referer !~ "^https?://${domain}")`, [line('set', '$reject "${reject}1"')]),
    line('if', '($http_accept ~ "^text/html")', [line('set', '$reject "${reject}2"')]),
    line('if', '($http_user_agent ~ "^Mozilla")', [line('set', '$reject "${reject}3"')]),
    line('if', '($reject = "123")', [line('rewrite', '^ /deceptive.html last')]),
  ];
  directives.push(line('location', '= /deceptive.html', [line('root', FREE_BANNER_ROOT), line('internal', '')]));
}

/** The ssl and http the agent applies: the config's, else the current file's (1.4 names of the bitmasks). */
function effectiveListen(site: NginxSite, config: NginxConfig): { ssl: string; http: string } {
  const ssl = config.ssl || LISTEN_NAMES[site.ssl ?? -1] || '';
  return { ssl, http: String(config.http || site.http || '') };
}

function serverDirectives(site: NginxSite, config: NginxConfig): Directive[] {
  const lines: Directive[] = [];
  const www = config.www || LISTEN_NAMES[site.www ?? -1];
  const { ssl, http } = effectiveListen(site, config);
  const ip6 = site.ip6 || '[::]';
  if (site.dom !== undefined) lines.push(line('server_name', www === 'enforce' || www === 'always' ? `www.${site.dom}` : www === 'on' ? `www.${site.dom} ${site.dom}` : site.dom));
  if (ssl !== 'enforce' && ssl !== 'always') lines.push(line('listen', site.ip ? `${site.ip}:80` : '80'), line('listen', `${ip6}:80`));
  if (ssl !== 'off') {
    lines.push(line('listen', site.ip ? `${site.ip}:443 ssl` : '443 ssl'), line('listen', `${ip6}:443 ssl`));
    if (http === '3') {
      lines.push(line('listen', site.ip ? `${site.ip}:443 quic` : '443 quic'), line('listen', `${ip6}:443 quic`));
      lines.push(line('http3', 'on'), line('add_header', `Alt-Svc 'h3=":443"; ma=86400'`));
    }
  }
  for (const key of ['root', 'access_log', 'error_log', 'ssl_certificate', 'ssl_certificate_key'] as const) {
    const value = site[key];
    if (value) lines.push(line(key, value));
  }
  for (const page of config.error_pages ?? []) lines.push(line('error_page', page));
  // 1.3 step 6: defaults, and root/alias are not the nginx step's to write at server level.
  const level: Level = { ...config, fastcgi: config.fastcgi || 'off', index: config.index || 'index.html index.php', root: undefined, alias: undefined, proxy_pass: undefined };
  lines.push(...levelDirectives(level, serverLocations(config), site));
  if (site.free) addFreeBanner(lines, site.dom ?? '');
  return lines;
}

function printBlock(directives: readonly Directive[], depth: number, order: readonly string[] = []): string[] {
  const indent = '    '.repeat(depth);
  const names = new Set([...order.filter((name) => directives.some((directive) => directive.name === name)), ...directives.map((directive) => directive.name)]);
  const lines: string[] = [];
  for (const name of names) {
    for (const directive of directives.filter((item) => item.name === name)) {
      const head = directive.value === '' ? directive.name : `${directive.name} ${directive.value}`;
      if (directive.children?.length) lines.push(`${indent}${head} {`, ...printBlock(directive.children, depth + 1), `${indent}}`);
      else lines.push(`${indent}${head};`);
    }
  }
  return lines;
}

/** The `server { }` block the agent writes for `config` on `site` (backend-formats 1.3), 4-space indented. */
export function renderNginxServerBlock(site: NginxSite, config: NginxConfig): string {
  return ['server {', ...printBlock(serverDirectives(site, config), 1, SERVER_FILE_ORDER), '}', ''].join('\n');
}

/*
 * Quirks (1.7). Booleans where "on"/"off" is needed cannot occur: the config schema admits strings only, and unknown
 * passenger keys are dropped by the schema too, so neither has a code.
 */
export const NGINX_QUIRK_CODES = ['proxyPassDropped', 'emptyLocation', 'rewritesReadAsFirst', 'sslAlwaysReadsOn', 'noPhpLocation', 'rootAppliedByRunner', 'passengerEntryDropped'] as const;
export type NginxQuirkCode = (typeof NGINX_QUIRK_CODES)[number];

/** refuse: `nginx -t` fails and the agent rolls the change back; warn: it saves, but not as written. */
export const NGINX_QUIRK_SEVERITY = {
  proxyPassDropped: 'refuse',
  emptyLocation: 'refuse',
  rewritesReadAsFirst: 'warn',
  sslAlwaysReadsOn: 'warn',
  noPhpLocation: 'warn',
  rootAppliedByRunner: 'warn',
  passengerEntryDropped: 'warn',
} as const satisfies Record<NginxQuirkCode, 'refuse' | 'warn'>;

export interface NginxQuirk {
  code: NginxQuirkCode;
  severity: 'refuse' | 'warn';
  /** The config key it is about (`locations.2.proxy_pass`); absent for the whole config. */
  path?: string;
  /** `match` (the location), `count`, `ssl`, `root` (as given and as the server has it), `entry`. */
  params?: IssueParams;
}

const quirk = (code: NginxQuirkCode, path: string, params?: IssueParams): NginxQuirk => ({ code, severity: NGINX_QUIRK_SEVERITY[code], path, ...(params ? { params } : {}) });

/** Every location written with no directive: the agent prints `location /x/;`, which nginx refuses. */
function emptyLocations(directives: readonly Directive[]): NginxQuirk[] {
  return directives.flatMap((directive) => {
    const inner = emptyLocations(directive.children ?? []);
    const { origin } = directive;
    // A dropped proxy_pass is already the reason this location is empty: one item per cause.
    const empty = origin && !directive.children?.length && !origin.proxyDropped;
    return empty ? [quirk('emptyLocation', origin.path, { match: origin.match }), ...inner] : inner;
  });
}

/** The per-level quirks of one level and, recursively, its locations. */
function levelQuirks(level: Level, locations: readonly Placed[], site: NginxSite, at: string): NginxQuirk[] {
  const quirks: NginxQuirk[] = [];
  const where = (key: string) => `${at}${key}`;
  const rewrites = (level.rewrite ? 1 : 0) + (level.rewrite_list?.length ?? 0);
  if (rewrites > 1) quirks.push(quirk('rewritesReadAsFirst', where(level.rewrite_list?.length ? 'rewrite_list' : 'rewrite'), { count: rewrites }));
  if ((level.fastcgi === 'on' || level.fastcgi === 'always') && !site.fcgi) quirks.push(quirk('noPhpLocation', where('fastcgi'), { fastcgi: level.fastcgi }));
  for (const key of ['env_var_list', 'set_header_list'] as const) {
    (level.passenger?.[key] ?? []).forEach((entry, index) => {
      if (!splitPassengerEntry(entry)) quirks.push(quirk('passengerEntryDropped', where(`passenger.${key}.${index}`), { entry }));
    });
  }
  for (const { location, path, proxyPath } of locations) {
    if (!location.match) continue;
    if (dropsProxy(location.proxy_pass)) quirks.push(quirk('proxyPassDropped', proxyPath, { match: location.match }));
    quirks.push(...levelQuirks(location, placedLocations(location.locations, `${path}.`), site, `${path}.`));
  }
  return quirks;
}

/** What the agent will refuse or warn about for `config` on `site` (backend-formats 1.7); coded, no sentences. */
export function nginxQuirks(site: NginxSite, config: NginxConfig): NginxQuirk[] {
  const quirks = levelQuirks(config, serverLocations(config), site, '');
  quirks.push(...emptyLocations(serverDirectives(site, config)));
  const { ssl, http } = effectiveListen(site, config);
  if ((ssl === 'always' || ssl === 'enforce') && http === '3') quirks.push(quirk('sslAlwaysReadsOn', config.ssl ? 'ssl' : 'http', { ssl }));
  if (config.root && site.root !== undefined) {
    const written = homePath(site, config.root).replace(/\/$/, '');
    if (written !== site.root.replace(/\/$/, '')) quirks.push(quirk('rootAppliedByRunner', 'root', { root: config.root, serverRoot: site.root }));
  }
  return quirks;
}

/**
 * The site a `?subdomain=` names on a host: the host's own domain when empty, `<label>.<domain>` for a label, and a
 * full subdomain of the host as it is.
 */
export function nginxSiteDomain(hostDomain: string, subdomain: string | undefined): string {
  if (!subdomain) return hostDomain;
  return subdomain.endsWith(`.${hostDomain}`) ? subdomain : `${subdomain}.${hostDomain}`;
}
