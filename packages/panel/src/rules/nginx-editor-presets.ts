import type { NginxConfig, NginxLocation } from '../api/schemas/nginx';
import type { NGINX_APP_MODES } from './limits';
import { locationPath, NGINX_ROOT_PATH } from './nginx-locations';

/*
 * The directive values of the structured editor's presets (backend-formats 1.8), and where an entry's directives
 * live: the main entry spans the server level and `location /`, a sub-folder entry is one plain location.
 */

export const STATIC_SMART_TRY_FILES = '$uri $uri/ $uri.html';
export const STATIC_INDEX_TRY_FILES = '$uri $uri/ /index.html';
/** html-spa.yml's variant of the SPA fallback: read as the index mode and left as it is. */
export const STATIC_SPA_TRY_FILES = '$uri $uri/ $uri.html /index.html';
export const PHP_SMART_TRY_FILES = '$uri $uri/ $uri.php';
export const PHP_INDEX_TRY_FILES = '$uri $uri/ /index.php$is_args$args';
/** php indexSafe (Laravel): files with an extension other than .php are served as files, never run. */
export const PHP_SAFE_MATCH = '~ \\.[^\\/]+(?<!\\.php)$';
export const PHP_SAFE_TRY_FILES = '$uri =404';
export const LOOPBACK_HOST = 'http://127.0.0.1';
/** The env key proxfix reads to run a GLS command in the background (backend-formats 1.8, inferred). */
export const NOHUP_ENV = 'NOHUP=1';
export const DEVELOPMENT_APP_ENV = 'development';

export type TryFilesPreset = 'staticSmart' | 'staticIndex' | 'phpSmart' | 'phpIndex';

const TRY_FILES_PRESETS: Readonly<Record<string, TryFilesPreset>> = {
  [STATIC_SMART_TRY_FILES]: 'staticSmart',
  [STATIC_INDEX_TRY_FILES]: 'staticIndex',
  [STATIC_SPA_TRY_FILES]: 'staticIndex',
  [PHP_SMART_TRY_FILES]: 'phpSmart',
  [PHP_INDEX_TRY_FILES]: 'phpIndex',
};

/** Which preset a try_files value is, if any; any other value belongs to no field and is left alone. */
export function tryFilesPreset(value: string | undefined): TryFilesPreset | undefined {
  return value === undefined ? undefined : TRY_FILES_PRESETS[value];
}

/** A location body: the keys a location and the server level share. */
export type NginxBody = Omit<NginxLocation, 'match'>;

/**
 * Where one entry's directives are, in a config being edited (the objects are the config's own, so writing to them
 * edits the config). `level` holds root, expires, fastcgi, autoindex, proxy_pass, deny and passenger; `tryTarget`
 * holds try_files; `nested` holds the indexSafe location; `errorPages` is the server's (main entry only).
 */
export interface EntryScope {
  isMain: boolean;
  level: NginxBody;
  /** The body try_files goes to: `location /` for the main entry (created on write), the location itself otherwise. */
  tryTarget: () => NginxBody;
  /** The body try_files is read from, without creating anything. */
  tryFiles: () => string | undefined;
  /** The list the indexSafe location belongs to, created on write. */
  nested: (create: boolean) => NginxLocation[] | undefined;
  /** The config, for the main entry's error_pages and `location /`. */
  config: NginxConfig;
}

export function rootLocation(config: NginxConfig): NginxLocation | undefined {
  return config.locations?.find((location) => location.match === NGINX_ROOT_PATH);
}

function mainScope(config: NginxConfig): EntryScope {
  return {
    isMain: true,
    level: config,
    config,
    tryTarget: () => {
      const found = rootLocation(config);
      if (found) return found;
      const created: NginxLocation = { match: NGINX_ROOT_PATH };
      config.locations = [created, ...(config.locations ?? [])];
      return created;
    },
    tryFiles: () => rootLocation(config)?.try_files ?? config.try_files,
    nested: (create) => {
      if (create) config.locations ??= [];
      return config.locations;
    },
  };
}

function subfolderScope(config: NginxConfig, location: NginxLocation): EntryScope {
  return {
    isMain: false,
    level: location,
    config,
    tryTarget: () => location,
    tryFiles: () => location.try_files,
    nested: (create) => {
      if (create) location.locations ??= [];
      return location.locations;
    },
  };
}

/** Whether a location is a sub-folder entry of the editor: a plain prefix path other than the root. */
export function isSubfolderLocation(location: NginxLocation): boolean {
  return location.match !== NGINX_ROOT_PATH && locationPath(location.match).isPlain;
}

/** The scope of the entry at `path` ('/' is the main entry), or undefined when the config has no such entry. */
export function entryScope(config: NginxConfig, path: string): EntryScope | undefined {
  if (path === NGINX_ROOT_PATH) return mainScope(config);
  const location = config.locations?.find((item) => item.match === path && isSubfolderLocation(item));
  return location && subfolderScope(config, location);
}

/** The passenger key a launcher path goes to: nodejs, python or ruby; none for the auto mode. */
export function launcherKey(mode: (typeof NGINX_APP_MODES)[number]): 'nodejs' | 'python' | 'ruby' | undefined {
  return mode === 'node' ? 'nodejs' : mode === 'default' ? undefined : mode;
}
