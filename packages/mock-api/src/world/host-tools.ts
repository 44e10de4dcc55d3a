import type { DatabaseEntry, DatabaseKind, HostUserEntry } from '@hostdeck/panel/contract';
import { checkDatabaseName, checkHostUserName, checkNewPassword, databaseFullName } from '@hostdeck/panel/rules';
import { hostAccess, requireToolWrite } from './access';
import { englishOf, type FieldWords } from './issue-english';
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
/** How the answer speaks of a database name the panel's rule refuses (backend-formats 3.3). */
const databaseNameWords = (kind: DatabaseKind): FieldWords => ({
  subject: 'the database name',
  allowed: kind === 'redis' ? 'lowercase letters, digits and underscores, starting with a letter' : 'letters, digits, dots, hyphens and underscores, starting with a letter',
});

const without = <T>(map: Record<string, T>, key: string): Record<string, T> => Object.fromEntries(Object.entries(map).filter(([name]) => name !== key));

/** Creates a database on the host (mutating it); the runner's message or a failure. */
export function createDatabaseOn(host: WorldHost, kind: DatabaseKind, name: string, state: WorldState): Outcome<string> {
  const refused = englishOf(checkDatabaseName(kind, name), databaseNameWords(kind));
  if (refused) return invalid({ name: refused });
  const full = databaseFullName(host.record.username, name);
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
  const candidates = [name, databaseFullName(host.record.username, name)];
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

/** How the answer names the user name field; the panel's add form checks the same rule (checkHostUserName). */
const USER_NAME_WORDS: FieldWords = { subject: 'the user name', allowed: 'lowercase letters, digits and hyphens' };

export function createUserOn(host: WorldHost, user: string, password: string): Outcome<string> {
  const errors: Record<string, string> = {};
  const badName = englishOf(checkHostUserName(user), USER_NAME_WORDS);
  if (badName) errors.user = badName;
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
