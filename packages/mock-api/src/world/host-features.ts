import type { DatabaseKind, HostPage } from '@hostdeck/panel/contract';
import { hostAccess, requireToolWrite, type HostAccess } from './access';
import { featureKey, isLifecycleFeature, parseDeployScript } from './deploy-script';
import { applyDnsLines } from './dns';
import { setFirewallOn } from './host-services';
import { createDatabaseOn, createUserOn, deleteUserOn, dropDatabaseOn } from './host-tools';
import { applyNginxFeatures, saveNginxConfig } from './nginx';
import { operation, type Operation } from './operation';
import { done, forbidden, invalid, ok, type FormAnswer, type Outcome } from './result';
import type { WorldState } from './state';

interface FeaturesInput {
  teamId: number;
  hostId: number;
  page: HostPage;
  /** `"key value"` strings or one-key objects (the panel's HostFeature). */
  features: ReadonlyArray<string | Record<string, unknown>>;
  subdomain?: string;
}

const DATABASE_KEYS: Record<string, DatabaseKind> = { mysql: 'mysql', mariadb: 'mysql', postgres: 'postgres', postgresql: 'postgres', redis: 'redis', valkey: 'redis' };
const ENGINE_KEYS: Record<string, 'php' | 'node' | 'python'> = { php: 'php', node: 'node', python: 'python' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function runDatabase(state: WorldState, access: HostAccess, kind: DatabaseKind, value: string): Outcome<string> {
  const [verb = '', name = ''] = value.split(' ');
  if (verb === 'create') return createDatabaseOn(access.host, kind, name, state);
  if (verb === 'drop') return dropDatabaseOn(access.host, kind, name);
  if (verb === '' || verb === 'on') {
    const existing = kind === 'redis' ? access.host.redis.length > 0 : Object.values(access.host.databases).some((entry) => entry.Type === kind);
    return existing ? ok(`${kind === 'mysql' ? 'MySQL' : kind} is already initialized. To create another database, use "${kind} create dbname"`) : createDatabaseOn(access.host, kind, 'db', state);
  }
  return invalid({ template: `Unknown ${kind} action ${verb}` });
}

/** One `features:` item (backend-formats 3.3) applied to the host; the runner's note or a failure. */
function runFeature(state: WorldState, access: HostAccess, feature: string | Record<string, unknown>, subdomain: string | undefined, now: number): Outcome<string> {
  const [key, value] = featureKey(feature);
  const kind = DATABASE_KEYS[key];
  if (kind) return runDatabase(state, access, kind, text(value));
  if (isLifecycleFeature(feature) && !access.isAdmin) return forbidden(`The ${key} feature is for the administrator only.`);
  switch (key) {
    case 'create-user':
      return isRecord(value) ? createUserOn(access.host, text(value.user), text(value.pass)) : invalid({ template: 'create-user needs user and pass' });
    case 'delete-user':
      return isRecord(value) ? deleteUserOn(access.host, text(value.user)) : invalid({ template: 'delete-user needs user' });
    case 'firewall':
      return setFirewallOn(access, text(value) === 'off' ? 'off' : 'on');
    case 'dns':
      return Array.isArray(value) ? applyDnsLines(access.host, value.map(String), now) : ok(text(value) === 'off' ? 'Disabling DNS feature' : 'Enabling DNS feature');
    case 'ssl':
    case 'www':
    case 'http':
      return applyNginxFeatures(access.host, subdomain, [text(value) ? `${key} ${text(value)}` : key]);
    case 'restart':
      return ok('Restarting processes');
  }
  const engine = ENGINE_KEYS[key];
  if (engine && /^\d/.test(text(value))) access.host.software[engine] = engine === 'node' ? `v${text(value)}` : text(value);
  return ok(`Applying ${typeof feature === 'string' ? feature : key}`);
}

/** A page-form post of `features:` (host-area 7): every feature is applied in order, or none when one fails. */
export const runHostFeatures = operation<FeaturesInput, FormAnswer>((state, { teamId, hostId, features, subdomain }, now) => {
  const access = hostAccess(state, hostId, teamId);
  if (!access.ok) return access;
  const denied = requireToolWrite(access.value);
  if (denied) return denied;
  const notes: string[] = [];
  for (const feature of features) {
    const result = runFeature(state, access.value, feature, subdomain, now);
    if (!result.ok) return result;
    notes.push(result.value);
  }
  return done(notes.join('\n'));
});

/**
 * A host page's posted `template` field as the server reads it: an `nginx:` key saves the nginx config, otherwise
 * its `features:` run (with its `subdomain:` when set). This is what the HTTP handlers map page-form posts onto.
 */
export const runHostTemplate: Operation<{ teamId: number; hostId: number; page: HostPage; template: string; subdomain?: string }, FormAnswer> = (state, input, clock) => {
  const script = parseDeployScript(input.template);
  if (!script) return { state, result: invalid({ template: 'The template is not a valid YAML object.' }) };
  const subdomain = script.subdomain ?? input.subdomain;
  if (script.nginx !== undefined) return saveNginxConfig(state, { teamId: input.teamId, hostId: input.hostId, subdomain, config: script.nginx }, clock);
  return runHostFeatures(state, { teamId: input.teamId, hostId: input.hostId, page: input.page, features: script.features, subdomain }, clock);
};
