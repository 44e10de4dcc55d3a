import type { Host, HostServer, HostStats } from '../api/schemas/hosts';

/*
 * The Manage page's access facts and connection strings (host-area 2 Manage, 3 Host / Server / Host stats):
 * - SSH signs in as the host's ssh_username (else its username) on the server's hostname, with the ssh_password
 *   (else the host password);
 * - MySQL and PostgreSQL use the host's username for every database, with mypasswd / pgpasswd when the stats carry
 *   them (else the host password), on the default database `<user with - as _>_db` (backend-formats 3.3);
 * - the databases listen on the server itself (ports 3306 and 5432: backend-formats 5.7; "connect to localhost" in
 *   the portal's own words), so their strings name localhost and run in an SSH session or through a tunnel.
 */

/** What a hidden password is shown as. */
export const PASSWORD_MASK = '••••';

/** Where the databases listen: on the server itself. */
export const DATABASE_HOST = 'localhost';

/** The database services a server's features name (the password form reads the same list). */
export type DatabaseService = 'mysql' | 'postgresql' | 'redis';

/** A server offers a service when its features list it; a server that sends no list is taken to offer them all. */
export function serverOffers(server: Pick<HostServer, 'features'>, service: DatabaseService): boolean {
  return server.features === undefined || server.features.includes(service);
}

/** Everything the strings are built from; a missing password is null (the client then asks for it). */
export interface HostCredentials {
  /** The system and database username. */
  username: string;
  sshUsername: string;
  /** The server's hostname (its endpoint). */
  server: string;
  sshPassword: string | null;
  mysqlPassword: string | null;
  postgresPassword: string | null;
}

type CredentialHost = Pick<Host, 'username' | 'ssh_username' | 'password' | 'ssh_password'>;
type CredentialStats = Pick<HostStats, 'mypasswd' | 'pgpasswd'>;

const given = (text: string | null | undefined): string | null => (text ? text : null);

export function hostCredentials(host: CredentialHost, server: Pick<HostServer, 'endpoint'>, stats: CredentialStats | null | undefined): HostCredentials {
  const password = given(host.password);
  return {
    username: host.username,
    sshUsername: given(host.ssh_username) ?? host.username,
    server: server.endpoint,
    sshPassword: given(host.ssh_password) ?? password,
    mysqlPassword: given(stats?.mypasswd) ?? password,
    postgresPassword: given(stats?.pgpasswd) ?? password,
  };
}

export type ExtraPasswordKind = 'ssh' | 'mysql' | 'postgres';

/** The passwords that differ from the host password and are present: SSH from the host, the databases' from the stats. */
export function extraPasswords(host: Pick<Host, 'ssh_password'>, stats: CredentialStats | null | undefined): { kind: ExtraPasswordKind; password: string }[] {
  const extras: { kind: ExtraPasswordKind; password: string | null }[] = [
    { kind: 'ssh', password: given(host.ssh_password) },
    { kind: 'mysql', password: given(stats?.mypasswd) },
    { kind: 'postgres', password: given(stats?.pgpasswd) },
  ];
  return extras.filter((extra): extra is { kind: ExtraPasswordKind; password: string } => extra.password !== null);
}

/** backend-formats 3.3: the database `mysql on` / `postgres on` creates, `<user with - as _>_db`. */
export function defaultDatabaseName(username: string): string {
  return `${username.replaceAll('-', '_')}_db`.replace(/\W/g, '');
}

/** A word as a POSIX shell reads it back unchanged: bare when it holds only safe characters, else single-quoted. */
export function shellWord(text: string): string {
  if (/^[\w@%+=:,./-]+$/.test(text)) return text;
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

export interface ConnectionOptions {
  /** Shows PASSWORD_MASK in place of the password; copying uses the string built without it. */
  hidePassword: boolean;
}

/** `ssh user@server`: SSH takes no password on its command line; the page shows the password beside it. */
export function sshCommand(credentials: Pick<HostCredentials, 'sshUsername' | 'server'>): string {
  return `ssh ${shellWord(`${credentials.sshUsername}@${credentials.server}`)}`;
}

/** `mysql -h localhost -u user -p<password> <user>_db`; a bare `-p` asks for the password. */
export function mysqlCommand(credentials: Pick<HostCredentials, 'username' | 'mysqlPassword'>, { hidePassword }: ConnectionOptions): string {
  const { username, mysqlPassword } = credentials;
  const password = mysqlPassword === null ? '-p' : `-p${hidePassword ? PASSWORD_MASK : shellWord(mysqlPassword)}`;
  return `mysql -h ${DATABASE_HOST} -u ${shellWord(username)} ${password} ${defaultDatabaseName(username)}`;
}

/** `postgresql://user:password@localhost/<user>_db`, user and password percent-encoded as a URI needs them. */
export function postgresUrl(credentials: Pick<HostCredentials, 'username' | 'postgresPassword'>, { hidePassword }: ConnectionOptions): string {
  const { username, postgresPassword } = credentials;
  const password = postgresPassword === null ? '' : `:${hidePassword ? PASSWORD_MASK : encodeURIComponent(postgresPassword)}`;
  return `postgresql://${encodeURIComponent(username)}${password}@${DATABASE_HOST}/${defaultDatabaseName(username)}`;
}
