import type { DatabaseEntry, DatabaseKind, HostUserEntry } from '@hostdeck/panel/contract';
import { checkNewPassword } from '@hostdeck/panel/rules';
import { hostAccess, requireToolWrite } from './access';
import { englishOf } from './issue-english';
import { operation, query } from './operation';
import { withRandom } from './random';
import { done, forbidden, invalid, notFound, ok, type FormAnswer, type Outcome } from './result';
import type { WorldHost, WorldState } from './state';

interface HostInput {
  teamId: number;
  hostId: number;
}

/** The user type of the host's main user, which cannot be deleted (host-area 2). */
export const SERVER_OWNER = 'Server owner';
const ENGINE_NAMES: Record<DatabaseKind, string> = { mysql: 'MySQL', postgres: 'PostgreSQL', redis: 'Redis' };
/** backend-formats 3.3: Redis database names. */
const REDIS_NAME = /^[a-z][a-z0-9_]+$/;

const without = <T>(map: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(map).filter(([name]) => name !== key));

/** backend-formats 3.3: `<user with - as _>_<name with - and . as _>`, other non-word characters dropped. */
export function databaseName(username: string, name: string): string {
  return `${username.replaceAll('-', '_')}_${name.replace(/[-.]/g, '_')}`.replace(/\W/g, '');
}

/** Creates a database on the host (mutating it); the runner's message or a failure. */
export function createDatabaseOn(host: WorldHost, kind: DatabaseKind, name: string, state: WorldState): Outcome<string> {
  if (!/^[A-Za-z][\w.-]*$/.test(name) || (kind === 'redis' && !REDIS_NAME.test(name))) return invalid({ name: 'The database name must start with a letter and hold only letters, digits, dots, hyphens and underscores.' });
  const full = databaseName(host.record.username, name);
  if (kind === 'redis') {
    if (host.redis.some((entry) => entry.startsWith(`${full}:`))) return invalid({ name: `Database ${full} already exists` });
    host.redis.push(`${full}:${withRandom(state, (random) => random.token(24))}`);
    return ok(`Database ${full} created`);
  }
  if (host.databases[full]) return invalid({ name: `Database ${full} already exists` });
  host.databases[full] = { Type: kind, Size: '8 KiB', Tables: 0 };
  return ok(`Creating db instance ${full} on ${ENGINE_NAMES[kind]}`);
}

/** Drops a database by its full name or by the short name it was created with. */
export function dropDatabaseOn(host: WorldHost, kind: DatabaseKind, name: string): Outcome<string> {
  const candidates = [name, databaseName(host.record.username, name)];
  if (kind === 'redis') {
    const entry = host.redis.find((item) => candidates.includes(item.slice(0, item.indexOf(':'))));
    if (!entry) return notFound(`Database ${name} not found`);
    host.redis = host.redis.filter((item) => item !== entry);
    return ok(`Database ${entry.slice(0, entry.indexOf(':'))} dropped`);
  }
  const full = candidates.find((candidate) => host.databases[candidate]?.Type === kind);
  if (!full) return notFound(`Database ${name} not found`);
  host.databases = without(host.databases, full);
  return ok(`Database ${full} dropped`);
}

export function createUserOn(host: WorldHost, user: string, password: string): Outcome<string> {
  const errors: Record<string, string> = {};
  if (!/^[a-z][a-z0-9-]{1,30}[a-z0-9]$/.test(user)) errors.user = 'The user name must be 3 to 32 lowercase letters, digits and hyphens, starting with a letter.';
  else if (host.users[user]) errors.user = `The user ${user} already exists.`;
  const weak = englishOf(checkNewPassword(password, 'pass'));
  if (weak) errors.pass = weak;
  if (Object.keys(errors).length > 0) return invalid(errors);
  host.users[user] = { 'User type': 'SSH and FTP user' };
  return ok(`User ${user} created`);
}

export function deleteUserOn(host: WorldHost, user: string): Outcome<string> {
  const entry = host.users[user];
  if (!entry) return notFound(`User ${user} not found`);
  if (entry['User type'] === SERVER_OWNER) return forbidden('The server owner cannot be deleted.');
  host.users = without(host.users, user);
  return ok(`User ${user} deleted`);
}

/** A tool write on a host: the access gate, then the change; its message becomes the form answer. */
export function toolWrite<I extends HostInput>(change: (host: WorldHost, input: I, state: WorldState) => Outcome<string>) {
  return operation<I, FormAnswer>((state, input) => {
    const access = hostAccess(state, input.hostId, input.teamId);
    if (!access.ok) return access;
    const denied = requireToolWrite(access.value);
    if (denied) return denied;
    const result = change(access.value.host, input, state);
    return result.ok ? done(result.value) : result;
  });
}

export const listDatabases = query<HostInput, Record<string, DatabaseEntry>>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok({ ...access.value.host.databases }) : access;
});

export const listRedisDatabases = query<HostInput, string[]>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok([...access.value.host.redis]) : access;
});

export const createDatabase = toolWrite<HostInput & { kind: DatabaseKind; name: string }>((host, { kind, name }, state) => createDatabaseOn(host, kind, name, state));
export const dropDatabase = toolWrite<HostInput & { kind: DatabaseKind; name: string }>((host, { kind, name }) => dropDatabaseOn(host, kind, name));

export const listHostUsers = query<HostInput, Record<string, HostUserEntry>>((state, { teamId, hostId }) => {
  const access = hostAccess(state, hostId, teamId);
  return access.ok ? ok({ ...access.value.host.users }) : access;
});

export const createHostUser = toolWrite<HostInput & { user: string; password: string }>((host, { user, password }) => createUserOn(host, user, password));
export const deleteHostUser = toolWrite<HostInput & { user: string }>((host, { user }) => deleteUserOn(host, user));
