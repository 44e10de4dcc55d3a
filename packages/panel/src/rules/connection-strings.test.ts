import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MASK,
  defaultDatabaseName,
  extraPasswords,
  hostCredentials,
  mysqlCommand,
  postgresUrl,
  serverOffers,
  shellWord,
  sshCommand,
  type HostCredentials,
} from './connection-strings';

const HOST = { username: 'lestari-web', ssh_username: 'lestari-web', password: 'Host-pass-18chars1', ssh_password: null };
const SERVER = { endpoint: 'sgp.domcloud.co' };
const STATS = { mypasswd: 'MyPass16charsAbc', pgpasswd: 'PgPass16charsXyz' };

const credentials = (overrides: Partial<HostCredentials> = {}): HostCredentials => ({
  username: 'lestari-web',
  sshUsername: 'lestari-web',
  server: 'sgp.domcloud.co',
  sshPassword: 'Host-pass-18chars1',
  mysqlPassword: 'MyPass16charsAbc',
  postgresPassword: 'PgPass16charsXyz',
  ...overrides,
});

describe('host credentials (host-area 3: Host, Server, Host stats)', () => {
  it.each<[string, Parameters<typeof hostCredentials>[0], Parameters<typeof hostCredentials>[2], Partial<HostCredentials>]>([
    ['the stats’ database passwords', HOST, STATS, { sshPassword: 'Host-pass-18chars1', mysqlPassword: 'MyPass16charsAbc', postgresPassword: 'PgPass16charsXyz' }],
    ['the host password where the stats carry none', HOST, { mypasswd: null, pgpasswd: '' }, { mysqlPassword: 'Host-pass-18chars1', postgresPassword: 'Host-pass-18chars1' }],
    ['the host password before the first usage count', HOST, null, { mysqlPassword: 'Host-pass-18chars1', postgresPassword: 'Host-pass-18chars1' }],
    ['the SSH user and password when they differ', { ...HOST, ssh_username: 'lestari-ssh', ssh_password: 'Ssh-pass' }, STATS, { sshUsername: 'lestari-ssh', sshPassword: 'Ssh-pass' }],
    ['the username when no SSH user is sent', { ...HOST, ssh_username: null }, STATS, { sshUsername: 'lestari-web' }],
    ['no password where the host sends none', { ...HOST, password: null }, null, { sshPassword: null, mysqlPassword: null, postgresPassword: null }],
  ])('uses %s', (_, host, stats, expected) => {
    expect(hostCredentials(host, SERVER, stats)).toMatchObject({ username: 'lestari-web', server: 'sgp.domcloud.co', ...expected });
  });

  it.each<[string, Parameters<typeof extraPasswords>[0], Parameters<typeof extraPasswords>[1], ReturnType<typeof extraPasswords>]>([
    ['all three', { ssh_password: 'Ssh-pass' }, STATS, [{ kind: 'ssh', password: 'Ssh-pass' }, { kind: 'mysql', password: 'MyPass16charsAbc' }, { kind: 'postgres', password: 'PgPass16charsXyz' }]],
    ['the databases’ only', { ssh_password: null }, STATS, [{ kind: 'mysql', password: 'MyPass16charsAbc' }, { kind: 'postgres', password: 'PgPass16charsXyz' }]],
    ['none, empty texts included', { ssh_password: '' }, { mypasswd: '', pgpasswd: null }, []],
    ['none before the first usage count', { ssh_password: undefined }, null, []],
  ])('lists the extra passwords present: %s', (_, host, stats, expected) => {
    expect(extraPasswords(host, stats)).toEqual(expected);
  });

  it.each<[string[] | undefined, boolean, boolean, boolean]>([
    [['mysql'], true, false, false],
    [['mysql', 'postgresql', 'redis'], true, true, true],
    [[], false, false, false],
    [undefined, true, true, true],
  ])('a server with features %j offers mysql %s, postgresql %s, redis %s', (features, mysql, postgresql, redis) => {
    const server = features === undefined ? {} : { features };
    expect([serverOffers(server, 'mysql'), serverOffers(server, 'postgresql'), serverOffers(server, 'redis')]).toEqual([mysql, postgresql, redis]);
  });
});

describe('connection strings (host-area 2 Manage)', () => {
  it.each<[string, string]>([
    ['lestari-web', 'lestari_web_db'],
    ['blog-lestari', 'blog_lestari_db'],
    ['shop', 'shop_db'],
  ])('%s’s default database is %s (backend-formats 3.3)', (username, database) => {
    expect(defaultDatabaseName(username)).toBe(database);
  });

  it.each<[string, string]>([
    ['MyPass16charsAbc', 'MyPass16charsAbc'],
    ['a-b_c.d/e:f@g%h+i=j,k', 'a-b_c.d/e:f@g%h+i=j,k'],
    ['with space', "'with space'"],
    ["it's", "'it'\\''s'"],
    ['$HOME;rm', "'$HOME;rm'"],
    ['', "''"],
  ])('the shell reads %j back from %s', (text, word) => {
    expect(shellWord(text)).toBe(word);
  });

  it('signs in over SSH as the SSH user on the server', () => {
    expect(sshCommand(credentials())).toBe('ssh lestari-web@sgp.domcloud.co');
    expect(sshCommand(credentials({ sshUsername: 'lestari-ssh', server: 'bridge.lestari.studio' }))).toBe('ssh lestari-ssh@bridge.lestari.studio');
  });

  it.each<[string, Partial<HostCredentials>, boolean, string]>([
    ['shown', {}, false, 'mysql -h localhost -u lestari-web -pMyPass16charsAbc lestari_web_db'],
    ['hidden', {}, true, `mysql -h localhost -u lestari-web -p${PASSWORD_MASK} lestari_web_db`],
    ['quoted for the shell', { mysqlPassword: "p@ss w'rd" }, false, "mysql -h localhost -u lestari-web -p'p@ss w'\\''rd' lestari_web_db"],
    ['asked for when unknown', { mysqlPassword: null }, false, 'mysql -h localhost -u lestari-web -p lestari_web_db'],
    ['asked for when unknown, hidden or not', { mysqlPassword: null }, true, 'mysql -h localhost -u lestari-web -p lestari_web_db'],
  ])('the MySQL command with its password %s', (_, overrides, hidePassword, expected) => {
    expect(mysqlCommand(credentials(overrides), { hidePassword })).toBe(expected);
  });

  it.each<[string, Partial<HostCredentials>, boolean, string]>([
    ['shown', {}, false, 'postgresql://lestari-web:PgPass16charsXyz@localhost/lestari_web_db'],
    ['hidden', {}, true, `postgresql://lestari-web:${PASSWORD_MASK}@localhost/lestari_web_db`],
    ['percent-encoded', { postgresPassword: 'p@ss:w/rd#1' }, false, 'postgresql://lestari-web:p%40ss%3Aw%2Frd%231@localhost/lestari_web_db'],
    ['left out when unknown', { postgresPassword: null }, false, 'postgresql://lestari-web@localhost/lestari_web_db'],
  ])('the PostgreSQL URL with its password %s', (_, overrides, hidePassword, expected) => {
    expect(postgresUrl(credentials(overrides), { hidePassword })).toBe(expected);
  });
});
