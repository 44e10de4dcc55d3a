import type { HttpClient } from '../client';
import type { HostToolsApi } from '../contract/host-tools';
import {
  connectionResultSchema,
  databaseListSchema,
  firewallStateSchema,
  hostUserListSchema,
  logResultSchema,
  redisListSchema,
  screendManageResultSchema,
  screenProcessListSchema,
  softwareOutputSchema,
} from '../schemas/host-tools';
import { createNginxDnsApi } from './host-tools-nginx-dns';
import { featuresTemplate, hostPagePath, postHostTemplate } from './host-tools-template';

/** The host tool pages over HTTP; every write is a page-form post of a `template` (see runHostFeatures). */
export function createHostToolsApi(client: HttpClient): HostToolsApi {
  const runHostFeatures: HostToolsApi['runHostFeatures'] = ({ page, features, subdomain, ...host }, options) =>
    postHostTemplate(client, {
      host,
      page,
      template: featuresTemplate(features, subdomain),
      query: { subdomain: subdomain || undefined },
      signal: options?.signal,
    });

  return {
    runHostFeatures,

    listDatabases(host, options) {
      return client.request({ path: hostPagePath(host, 'database'), schema: databaseListSchema, signal: options?.signal });
    },

    listRedisDatabases(host, options) {
      return client.request({ path: hostPagePath(host, 'database'), query: { type: 'redis' }, schema: redisListSchema, signal: options?.signal });
    },

    createDatabase({ kind, name, ...host }, options) {
      return runHostFeatures({ ...host, page: 'database', features: [`${kind} create ${name}`] }, options);
    },

    dropDatabase({ kind, name, ...host }, options) {
      return runHostFeatures({ ...host, page: 'database', features: [`${kind} drop ${name}`] }, options);
    },

    runSoftwareCommand({ command, ...host }, options) {
      return client.request({
        path: hostPagePath(host, 'software'),
        query: { cmd: command },
        schema: softwareOutputSchema,
        responseType: 'text',
        signal: options?.signal,
      });
    },

    listHostUsers({ query, ...host }, options) {
      return client.request({ path: hostPagePath(host, 'user'), query, schema: hostUserListSchema, signal: options?.signal });
    },

    createHostUser({ user, password, ...host }, options) {
      return runHostFeatures({ ...host, page: 'user', features: [{ 'create-user': { user, pass: password } }] }, options);
    },

    deleteHostUser({ user, ...host }, options) {
      return runHostFeatures({ ...host, page: 'user', features: [{ 'delete-user': { user } }] }, options);
    },

    ...createNginxDnsApi(client),

    getHostLog({ type, sub, lines, ...host }, options) {
      return client.request({
        path: hostPagePath(host, 'log'),
        query: { type, sub: sub || undefined, n: lines },
        schema: logResultSchema,
        signal: options?.signal,
      });
    },

    listScreenProcesses(host, options) {
      return client.request({ path: hostPagePath(host, 'screend'), schema: screenProcessListSchema, signal: options?.signal });
    },

    manageScreenProcesses({ action, ...host }, options) {
      return client.request({
        method: 'POST',
        path: hostPagePath(host, 'screend'),
        form: { action },
        schema: screendManageResultSchema,
        signal: options?.signal,
      });
    },

    getConnectionCheck(host, options) {
      return client.request({ path: hostPagePath(host, 'connection'), schema: connectionResultSchema, signal: options?.signal });
    },

    getFirewallState(host, options) {
      return client.request({ path: hostPagePath(host, 'firewall'), schema: firewallStateSchema, signal: options?.signal });
    },

    setFirewall({ state, ...host }, options) {
      return runHostFeatures({ ...host, page: 'firewall', features: [`firewall ${state}`] }, options);
    },
  };
}
