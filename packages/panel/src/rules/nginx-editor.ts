import type { NginxConfig, NginxLocation } from '../api/schemas/nginx';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';
import { NGINX_CACHE_EXPIRY_OPTIONS, type NGINX_APP_MODES, type NGINX_BACKEND_TYPES, type NGINX_PHP_MODES, type NGINX_STATIC_MODES } from './limits';
import { checkProxyPort, checkSubfolderPath, NGINX_ROOT_PATH, proxyPortOf } from './nginx-locations';
import {
  DEVELOPMENT_APP_ENV,
  entryScope,
  isSubfolderLocation,
  launcherKey,
  NOHUP_ENV,
  PHP_SAFE_MATCH,
  PHP_SAFE_TRY_FILES,
  tryFilesPreset,
  type EntryScope,
} from './nginx-editor-presets';
import { applyEntryChanges } from './nginx-editor-apply';

/*
 * The structured nginx editor's model (backend-formats 1.8): one entry per path, the main entry ("for all paths": the
 * server level and `location /`) first, then each sub-folder location. Reading is best effort: a directive no field
 * stands for is left in the config as it is, and applying an entry read from a config gives that config back.
 */

export type NginxCacheExpiry = (typeof NGINX_CACHE_EXPIRY_OPTIONS)[number];
export type NginxBackendType = (typeof NGINX_BACKEND_TYPES)[number];
export type NginxStaticMode = (typeof NGINX_STATIC_MODES)[number];
export type NginxPhpMode = (typeof NGINX_PHP_MODES)[number];
export type NginxAppMode = (typeof NGINX_APP_MODES)[number];

export interface NginxEntry {
  /** '/' for the main entry, else the sub-folder location's path. */
  path: string;
  /** Relative to $HOME; '' for none. */
  root: string;
  /** The root is written as `alias` (sub-folder entries only: the server level has no alias). */
  rootIsAlias: boolean;
  /** 'default' is no `expires` of the entry's own (the global map: 7d for assets), or a value no option names. */
  cache: NginxCacheExpiry;
  backend: NginxBackendType;
  staticMode: NginxStaticMode;
  /** The 404 page's URL path ('/404.html'), main entry only; '' for none. */
  notFoundPath: string;
  phpMode: NginxPhpMode;
  appMode: NginxAppMode;
  /** passenger startup_file, relative to the app root. */
  scriptPath: string;
  /** passenger nodejs / python / ruby (by app mode), relative to $HOME. */
  launcherPath: string;
  /** passenger app_start_command. */
  command: string;
  /** NOHUP=1 among the env vars. */
  runInBackground: boolean;
  /** The other env vars, 'KEY=VALUE'. */
  envKeys: string[];
  /** passenger app_env development. */
  devMode: boolean;
  /** passenger app_root, relative to $HOME; '' for the default (the root's parent). */
  workingDir: string;
  /** The forwarded port as typed. */
  proxyPort: string;
}

const NOT_FOUND_PAGE = /^404 (\/\S*)$/;
const EXPRESSIBLE_EXPIRES: readonly string[] = NGINX_CACHE_EXPIRY_OPTIONS.filter((option) => option !== 'default');

export function isMainEntry(entry: Pick<NginxEntry, 'path'>): boolean {
  return entry.path === NGINX_ROOT_PATH;
}

function readCache(expires: string | undefined): NginxCacheExpiry {
  const found = NGINX_CACHE_EXPIRY_OPTIONS.find((option) => option !== 'default' && option === expires);
  return found ?? 'default';
}

export function isExpressibleExpires(expires: string | undefined): boolean {
  return expires !== undefined && EXPRESSIBLE_EXPIRES.includes(expires);
}

function hasSafeLocation(locations: readonly NginxLocation[] | undefined): boolean {
  return locations?.some((location) => location.match === PHP_SAFE_MATCH && location.try_files === PHP_SAFE_TRY_FILES) ?? false;
}

function readProxyPass(scope: EntryScope): string | undefined {
  return scope.level.proxy_pass ?? (scope.isMain ? scope.config.locations?.find((item) => item.match === NGINX_ROOT_PATH)?.proxy_pass : undefined);
}

function readBackend(scope: EntryScope): NginxBackendType {
  const { level } = scope;
  if (readProxyPass(scope) !== undefined) return 'proxy';
  if (level.deny === 'all') return 'deny';
  if (level.passenger?.enabled === 'on') return level.passenger.app_start_command === undefined ? 'app' : 'gls';
  if (level.fastcgi === 'on' || level.fastcgi === 'always') return 'php';
  return 'static';
}

function readPhpMode(scope: EntryScope): NginxPhpMode {
  if (scope.level.fastcgi === 'always') return 'always';
  const preset = tryFilesPreset(scope.tryFiles());
  if (preset === 'phpIndex') return hasSafeLocation(scope.nested(false)) ? 'indexSafe' : 'index';
  return preset === 'phpSmart' ? 'smart' : 'default';
}

function readStaticMode(scope: EntryScope): NginxStaticMode {
  if (scope.level.autoindex === 'on') return 'autoindex';
  const preset = tryFilesPreset(scope.tryFiles());
  return preset === 'staticSmart' ? 'smart' : preset === 'staticIndex' ? 'index' : 'default';
}

function readAppMode(appType: string | undefined): NginxAppMode {
  return appType === 'node' || appType === 'python' || appType === 'ruby' ? appType : 'default';
}

/** The entry a scope's directives stand for. */
export function readScope(scope: EntryScope, path: string): NginxEntry {
  const { level } = scope;
  const passenger = level.passenger ?? {};
  const appMode = readAppMode(passenger.app_type);
  const key = launcherKey(appMode);
  const envVars = passenger.env_var_list ?? [];
  const notFound = scope.isMain ? scope.config.error_pages?.map((page) => NOT_FOUND_PAGE.exec(page)?.[1]).find((page) => page !== undefined) : undefined;
  const proxyPort = proxyPortOf(readProxyPass(scope) ?? '');
  return {
    path,
    root: (scope.isMain ? level.root : (level.alias ?? level.root)) ?? '',
    rootIsAlias: !scope.isMain && level.alias !== undefined,
    cache: readCache(level.expires),
    backend: readBackend(scope),
    staticMode: readStaticMode(scope),
    notFoundPath: notFound ?? '',
    phpMode: readPhpMode(scope),
    appMode,
    scriptPath: passenger.startup_file ?? '',
    launcherPath: (key && passenger[key]) ?? '',
    command: passenger.app_start_command ?? '',
    runInBackground: envVars.includes(NOHUP_ENV),
    envKeys: envVars.filter((item) => item !== NOHUP_ENV),
    devMode: passenger.app_env === DEVELOPMENT_APP_ENV,
    workingDir: passenger.app_root ?? '',
    proxyPort: Number.isNaN(proxyPort) ? '' : String(proxyPort),
  };
}

/** The editor's entries of a config: the main entry first, then each sub-folder location in the config's order. */
export function readNginxEntries(config: NginxConfig): NginxEntry[] {
  const entries: NginxEntry[] = [];
  const main = entryScope(config, NGINX_ROOT_PATH);
  if (main) entries.push(readScope(main, NGINX_ROOT_PATH));
  for (const location of config.locations ?? []) {
    const scope = isSubfolderLocation(location) ? entryScope(config, location.match) : undefined;
    if (scope) entries.push(readScope(scope, location.match));
  }
  return entries;
}

/** Locations no entry stands for (regex and exact matches), left untouched by the structured editor. */
export function otherNginxLocations(config: NginxConfig): string[] {
  return (config.locations ?? []).filter((location) => location.match !== NGINX_ROOT_PATH && !isSubfolderLocation(location) && location.match !== PHP_SAFE_MATCH).map((location) => location.match);
}

/**
 * The config with one edited entry written back as the presets table says (backend-formats 1.8): only what changed
 * against the entry the config reads as is rewritten, so a directive no field names stays as it was.
 */
export function applyNginxEntry(config: NginxConfig, entry: NginxEntry): NginxConfig {
  const next = structuredClone(config);
  const scope = entryScope(next, entry.path);
  if (!scope) return config;
  applyEntryChanges(scope, readScope(scope, entry.path), entry);
  return next;
}

/** The config with a new, empty sub-folder location at the end (it needs a directive before it can be saved). */
export function addNginxSubfolder(config: NginxConfig, path: string): NginxConfig {
  return { ...config, locations: [...(config.locations ?? []), { match: path }] };
}

/** The config without the sub-folder entry at `path`; the root entry is never removed. */
export function removeNginxSubfolder(config: NginxConfig, path: string): NginxConfig {
  if (path === NGINX_ROOT_PATH) return config;
  const locations = (config.locations ?? []).filter((location) => !(location.match === path && isSubfolderLocation(location)));
  const rest = { ...config };
  delete rest.locations;
  return locations.length > 0 ? { ...rest, locations } : rest;
}

/** host-area 5.11 for a new sub-folder path, against every entry already there. */
export function checkNewSubfolderPath(config: NginxConfig, value: string): RuleIssue | undefined {
  return checkSubfolderPath('path', value, (config.locations ?? []).map((location) => location.match));
}

/**
 * The entry's field issues: a proxy forwards to an allowed port (host-area 5.12, path `proxyPort`); a shell command
 * names what to run (path `command`), or the bridge would write an empty passenger_app_start_command.
 */
export function nginxEntryIssues(entry: NginxEntry): RuleIssue[] {
  const port = entry.proxyPort.trim();
  return collectIssues(
    entry.backend === 'proxy' ? (port === '' ? ruleIssue('proxyPort', 'required') : checkProxyPort('proxyPort', /^\d+$/.test(port) ? Number(port) : Number.NaN)) : undefined,
    entry.backend === 'gls' && entry.command.trim() === '' ? ruleIssue('command', 'required') : undefined,
  );
}

function parentDir(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut < 0 ? '' : trimmed.slice(0, cut);
}

const homePath = (relative: string): string => (relative === '' ? '~' : `~/${relative.replace(/^\/+/, '')}`);

/** The server's document root when the main entry names none (Virtualmin's). */
export const DEFAULT_SITE_ROOT = 'public_html';

/** Where static files of the entry's path come from, for the hint ("from /x/ will be resolved to ~/public_html/x/"). */
export function nginxStaticDirectory(entry: NginxEntry, mainRoot: string): string {
  if (isMainEntry(entry)) return homePath(entry.root || DEFAULT_SITE_ROOT);
  if (entry.rootIsAlias && entry.root !== '') return homePath(entry.root);
  return homePath(`${(entry.root || mainRoot || DEFAULT_SITE_ROOT).replace(/\/+$/, '')}${entry.path}`);
}

/** Where a GLS command runs: the working directory, else the parent of the root (passenger's app_root default). */
export function nginxAppDirectory(entry: NginxEntry, mainRoot: string): string {
  if (entry.workingDir !== '') return homePath(entry.workingDir);
  return homePath(parentDir(entry.root || mainRoot || DEFAULT_SITE_ROOT));
}
