import { describe, expect, it } from 'vitest';
import { hostKeys } from '../hosts/keys';
import { isUnder, itRunsMutations, itRunsQueries, keysAreUniqueUnder, mutationCase, queryCase } from '../testing/query-harness';
import { hostToolKeys } from './keys';
import * as mutations from './mutations';
import * as queries from './queries';

const host = { teamId: 3, hostId: 7 };

describe('hostToolKeys', () => {
  const reads = [
    hostToolKeys.databases(7), hostToolKeys.redisDatabases(7), hostToolKeys.software(7, 'node -v'), hostToolKeys.software(7, 'php -v'),
    hostToolKeys.users(7), hostToolKeys.users(7, { page: '2' }), hostToolKeys.nginx(7), hostToolKeys.nginx(7, 'blog'), hostToolKeys.dns(7),
    hostToolKeys.log(7), hostToolKeys.log(7, 'error', undefined, 100), hostToolKeys.screend(7), hostToolKeys.connection(7), hostToolKeys.firewall(7),
    hostToolKeys.dns(8),
  ];

  it('are unique and under host-tools', () => {
    expect(keysAreUniqueUnder(hostToolKeys.all, [hostToolKeys.host(7), hostToolKeys.tool(7, 'nginx'), ...reads])).toBe(true);
  });

  it('keep each read under its host and its page', () => {
    expect(reads.filter((key) => key[1] === 7).every((key) => isUnder(key, hostToolKeys.host(7)))).toBe(true);
    expect(isUnder(hostToolKeys.redisDatabases(7), hostToolKeys.tool(7, 'database'))).toBe(true);
    expect(isUnder(hostToolKeys.databases(7), hostToolKeys.tool(7, 'database'))).toBe(true);
    expect(isUnder(hostToolKeys.nginx(7, 'blog'), hostToolKeys.tool(7, 'nginx'))).toBe(true);
    expect(isUnder(hostToolKeys.users(7, { page: '2' }), hostToolKeys.tool(7, 'user'))).toBe(true);
    expect(isUnder(hostToolKeys.dns(8), hostToolKeys.host(7))).toBe(false);
  });
});

describe('host tool queries', () => {
  const log = { ...host, type: 'error', sub: 'blog', lines: 100 } as const;
  itRunsQueries([
    queryCase('listDatabases', (api) => queries.databaseListQuery(api, host), [host], hostToolKeys.databases(7)),
    queryCase('listRedisDatabases', (api) => queries.redisDatabaseListQuery(api, host), [host], hostToolKeys.redisDatabases(7)),
    queryCase('runSoftwareCommand', (api) => queries.softwareCommandQuery(api, { ...host, command: 'node -v' }), [{ ...host, command: 'node -v' }], hostToolKeys.software(7, 'node -v')),
    queryCase('listHostUsers', (api) => queries.hostUserListQuery(api, { ...host, query: { page: '2' } }), [{ ...host, query: { page: '2' } }], hostToolKeys.users(7, { page: '2' })),
    queryCase('getNginxConfig', (api) => queries.nginxConfigQuery(api, { ...host, subdomain: 'blog' }), [{ ...host, subdomain: 'blog' }], hostToolKeys.nginx(7, 'blog')),
    queryCase('getDnsZone', (api) => queries.dnsZoneQuery(api, host), [host], hostToolKeys.dns(7)),
    queryCase('getHostLog', (api) => queries.hostLogQuery(api, log), [log], hostToolKeys.log(7, 'error', 'blog', 100)),
    queryCase('listScreenProcesses', (api) => queries.screenProcessListQuery(api, host), [host], hostToolKeys.screend(7)),
    queryCase('getConnectionCheck', (api) => queries.connectionCheckQuery(api, host), [host], hostToolKeys.connection(7)),
    queryCase('getFirewallState', (api) => queries.firewallStateQuery(api, host), [host], hostToolKeys.firewall(7)),
  ]);
});

describe('host tool mutations', () => {
  const tool = (page: Parameters<typeof hostToolKeys.tool>[1]) => ({ invalidated: [hostToolKeys.tool(7, page)] });

  itRunsMutations([
    mutationCase('runHostFeatures', mutations.runHostFeaturesMutation, { ...host, page: 'software', features: ['node lts'] }, {
      invalidated: [hostToolKeys.tool(7, 'software'), hostKeys.detail(7)],
    }),
    mutationCase('createDatabase', mutations.createDatabaseMutation, { ...host, kind: 'mysql', name: 'shop' }, tool('database')),
    mutationCase('dropDatabase', mutations.dropDatabaseMutation, { ...host, kind: 'redis', name: 'cache' }, tool('database')),
    mutationCase('createHostUser', mutations.createHostUserMutation, { ...host, user: 'ana', password: 'pw' }, tool('user')),
    mutationCase('deleteHostUser', mutations.deleteHostUserMutation, { ...host, user: 'ana' }, tool('user')),
    mutationCase('saveNginxConfig', mutations.saveNginxConfigMutation, { ...host, subdomain: 'blog', config: 'server {}' }, tool('nginx')),
    mutationCase('runNginxFeatures', mutations.runNginxFeaturesMutation, { ...host, features: ['ssl always'] }, tool('nginx')),
    mutationCase('saveDnsChanges', mutations.saveDnsChangesMutation, { ...host, changes: ['add a www 1.2.3.4'] }, tool('dns')),
    mutationCase('addDnsRecords', mutations.addDnsRecordsMutation, { ...host, records: ['add txt @ hello'] }, tool('dns')),
    mutationCase('manageScreenProcesses', mutations.manageScreenProcessesMutation, { ...host, action: 'restart' }, tool('screend')),
    mutationCase('setFirewall', mutations.setFirewallMutation, { ...host, state: 'off' }, tool('firewall')),
  ]);
});
