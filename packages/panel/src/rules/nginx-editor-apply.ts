import type { NginxPassenger } from '../api/schemas/nginx';
import type { NginxBackendType, NginxEntry } from './nginx-editor';
import {
  DEVELOPMENT_APP_ENV,
  launcherKey,
  LOOPBACK_HOST,
  NOHUP_ENV,
  PHP_INDEX_TRY_FILES,
  PHP_SAFE_MATCH,
  PHP_SAFE_TRY_FILES,
  PHP_SMART_TRY_FILES,
  rootLocation,
  STATIC_INDEX_TRY_FILES,
  STATIC_SMART_TRY_FILES,
  tryFilesPreset,
  type EntryScope,
  type TryFilesPreset,
} from './nginx-editor-presets';

/*
 * Writing an edited entry into its scope (backend-formats 1.8 presets table). The fields form groups; a group is
 * rewritten only when one of its fields changed, by clearing the directives it owns and writing the new ones. A
 * backend type change clears every group of the old type and writes every group of the new one.
 */

interface FieldGroup {
  changed: (before: NginxEntry, after: NginxEntry) => boolean;
  clear: (scope: EntryScope) => void;
  write: (scope: EntryScope, entry: NginxEntry) => void;
}

const differs =
  (...keys: (keyof NginxEntry)[]) =>
  (before: NginxEntry, after: NginxEntry): boolean =>
    keys.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));

/** Removes try_files where the entry keeps it, when it is one of the given presets (any other value stays). */
function clearTryFiles(scope: EntryScope, presets: readonly TryFilesPreset[]): void {
  const targets = scope.isMain ? [scope.level, rootLocation(scope.config)] : [scope.level];
  for (const target of targets) {
    const preset = tryFilesPreset(target?.try_files);
    if (target && preset && presets.includes(preset)) delete target.try_files;
  }
}

function passengerOf(scope: EntryScope): NginxPassenger {
  scope.level.passenger ??= {};
  return scope.level.passenger;
}

function clearPassenger(scope: EntryScope, keys: readonly (keyof NginxPassenger)[]): void {
  const passenger = scope.level.passenger;
  if (!passenger) return;
  for (const key of keys) Reflect.deleteProperty(passenger, key);
}

const staticMode: FieldGroup = {
  changed: differs('staticMode'),
  clear: (scope) => {
    if (scope.level.autoindex === 'on') delete scope.level.autoindex;
    clearTryFiles(scope, ['staticSmart', 'staticIndex']);
  },
  write: (scope, { staticMode: mode }) => {
    if (mode === 'autoindex') scope.level.autoindex = 'on';
    if (mode === 'smart') scope.tryTarget().try_files = STATIC_SMART_TRY_FILES;
    if (mode === 'index') scope.tryTarget().try_files = STATIC_INDEX_TRY_FILES;
  },
};

const NOT_FOUND_PAGE = /^404 \/\S*$/;

const notFoundPage: FieldGroup = {
  changed: differs('notFoundPath'),
  clear: ({ isMain, config }) => {
    if (isMain && config.error_pages) config.error_pages = config.error_pages.filter((page) => !NOT_FOUND_PAGE.test(page));
  },
  write: ({ isMain, config }, { notFoundPath }) => {
    const path = notFoundPath.trim().replace(/^\/*/, '/');
    if (isMain && path !== '/') config.error_pages = [...(config.error_pages ?? []), `404 ${path}`];
  },
};

const phpMode: FieldGroup = {
  changed: differs('phpMode'),
  clear: (scope) => {
    if (scope.level.fastcgi === 'on' || scope.level.fastcgi === 'always') delete scope.level.fastcgi;
    clearTryFiles(scope, ['phpSmart', 'phpIndex']);
    const nested = scope.nested(false);
    const safe = nested?.findIndex((location) => location.match === PHP_SAFE_MATCH && location.try_files === PHP_SAFE_TRY_FILES) ?? -1;
    if (nested && safe >= 0) nested.splice(safe, 1);
  },
  write: (scope, { phpMode: mode }) => {
    scope.level.fastcgi = mode === 'always' ? 'always' : 'on';
    if (mode === 'smart') scope.tryTarget().try_files = PHP_SMART_TRY_FILES;
    if (mode === 'index' || mode === 'indexSafe' || mode === 'always') scope.tryTarget().try_files = PHP_INDEX_TRY_FILES;
    if (mode === 'indexSafe') scope.nested(true)?.push({ match: PHP_SAFE_MATCH, try_files: PHP_SAFE_TRY_FILES });
  },
};

const appLauncher: FieldGroup = {
  changed: differs('appMode', 'scriptPath', 'launcherPath'),
  clear: (scope) => clearPassenger(scope, ['app_type', 'startup_file', 'nodejs', 'python', 'ruby']),
  write: (scope, { appMode, scriptPath, launcherPath }) => {
    const passenger = passengerOf(scope);
    if (appMode !== 'default') passenger.app_type = appMode;
    if (scriptPath.trim() !== '') passenger.startup_file = scriptPath.trim();
    const key = launcherKey(appMode);
    if (key && launcherPath.trim() !== '') passenger[key] = launcherPath.trim();
  },
};

const glsCommand: FieldGroup = {
  changed: differs('command'),
  clear: (scope) => clearPassenger(scope, ['app_start_command']),
  // Written even when empty: the command is what makes the entry a shell command (its absence reads as the launcher).
  write: (scope, { command }) => void (passengerOf(scope).app_start_command = command),
};

const glsEnvironment: FieldGroup = {
  changed: differs('runInBackground', 'envKeys'),
  clear: (scope) => clearPassenger(scope, ['env_var_list']),
  write: (scope, { runInBackground, envKeys }) => {
    const list = [...(runInBackground ? [NOHUP_ENV] : []), ...envKeys.map((item) => item.trim()).filter((item) => item !== '' && item !== NOHUP_ENV)];
    if (list.length > 0) passengerOf(scope).env_var_list = list;
  },
};

const glsDevMode: FieldGroup = {
  changed: differs('devMode'),
  clear: (scope) => {
    if (scope.level.passenger?.app_env === DEVELOPMENT_APP_ENV) delete scope.level.passenger.app_env;
  },
  write: (scope, { devMode }) => {
    if (devMode) passengerOf(scope).app_env = DEVELOPMENT_APP_ENV;
  },
};

const glsWorkingDir: FieldGroup = {
  changed: differs('workingDir'),
  clear: (scope) => clearPassenger(scope, ['app_root']),
  write: (scope, { workingDir }) => {
    if (workingDir.trim() !== '') passengerOf(scope).app_root = workingDir.trim();
  },
};

const proxyPort: FieldGroup = {
  changed: differs('proxyPort'),
  clear: (scope) => {
    delete scope.level.proxy_pass;
    if (scope.isMain) delete rootLocation(scope.config)?.proxy_pass;
  },
  // Written even when empty or out of range: the entry stays a proxy while the port is typed; the rules flag the port.
  write: (scope, entry) => void (scope.level.proxy_pass = `${LOOPBACK_HOST}:${entry.proxyPort.trim()}`),
};

const denyAll: FieldGroup = {
  changed: () => false,
  clear: (scope) => {
    if (scope.level.deny === 'all') delete scope.level.deny;
  },
  write: (scope) => void (scope.level.deny = 'all'),
};

const passengerEnabled: FieldGroup = {
  changed: () => false,
  clear: (scope) => clearPassenger(scope, ['enabled']),
  write: (scope) => void (passengerOf(scope).enabled = 'on'),
};

const BACKEND_GROUPS: Readonly<Record<NginxBackendType, readonly FieldGroup[]>> = {
  static: [staticMode, notFoundPage],
  php: [phpMode],
  app: [passengerEnabled, appLauncher],
  gls: [passengerEnabled, glsCommand, glsEnvironment, glsDevMode, glsWorkingDir],
  proxy: [proxyPort],
  deny: [denyAll],
};

const rootGroup: FieldGroup = {
  changed: differs('root', 'rootIsAlias'),
  clear: (scope) => {
    delete scope.level.root;
    if (!scope.isMain) delete scope.level.alias;
  },
  write: (scope, { root, rootIsAlias }) => {
    const value = root.trim();
    if (value === '') return;
    if (rootIsAlias && !scope.isMain) scope.level.alias = value;
    else scope.level.root = value;
  },
};

const cacheGroup: FieldGroup = {
  changed: differs('cache'),
  clear: (scope) => void delete scope.level.expires,
  write: (scope, { cache }) => {
    if (cache !== 'default') scope.level.expires = cache;
  },
};

function rewrite(group: FieldGroup, scope: EntryScope, entry: NginxEntry): void {
  group.clear(scope);
  group.write(scope, entry);
}

/** Drops what the clearing left empty: an empty `location /`, passenger object, nested list or error_pages. */
function tidy(scope: EntryScope): void {
  const { config, level } = scope;
  if (level.passenger && Object.keys(level.passenger).length === 0) delete level.passenger;
  if (level.locations?.length === 0) delete level.locations;
  if (!scope.isMain) return;
  const root = rootLocation(config);
  if (root && Object.keys(root).length === 1) config.locations = config.locations?.filter((location) => location !== root);
  if (config.locations?.length === 0) delete config.locations;
  if (config.error_pages?.length === 0) delete config.error_pages;
}

/** Writes the fields of `after` that differ from `before` (what the scope reads as now) into the scope. */
export function applyEntryChanges(scope: EntryScope, before: NginxEntry, after: NginxEntry): void {
  for (const group of [rootGroup, cacheGroup]) if (group.changed(before, after)) rewrite(group, scope, after);
  if (before.backend !== after.backend) {
    for (const group of BACKEND_GROUPS[before.backend]) group.clear(scope);
    for (const group of BACKEND_GROUPS[after.backend]) group.write(scope, after);
  } else {
    for (const group of BACKEND_GROUPS[after.backend]) if (group.changed(before, after)) rewrite(group, scope, after);
  }
  tidy(scope);
}
