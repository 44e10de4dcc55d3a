import type { HttpClient } from '../client';
import type { HostToolsApi } from '../contract/host-tools';
import { dnsPageSchema } from '../schemas/dns';
import { nginxPageSchema } from '../schemas/nginx';
import { dnsChangesTemplate, featuresTemplate, hostPagePath, postHostTemplate, toYaml } from './host-tools-template';

type NginxDnsApi = Pick<HostToolsApi, 'getNginxConfig' | 'saveNginxConfig' | 'runNginxFeatures' | 'getDnsZone' | 'saveDnsChanges' | 'addDnsRecords'>;

/** The nginx and DNS pages' calls, composed into createHostToolsApi. */
export function createNginxDnsApi(client: HttpClient): NginxDnsApi {
  return {
    getNginxConfig({ subdomain, ...host }, options) {
      return client.request({ path: hostPagePath(host, 'nginx'), query: { subdomain: subdomain || undefined }, schema: nginxPageSchema, signal: options?.signal });
    },

    saveNginxConfig({ subdomain, config, ...host }, options) {
      // A string is the raw tab's server block, which the bridge reads as `nginx: |` text (backend-formats 1.6).
      const template = toYaml({ subdomain: subdomain || undefined, nginx: config });
      return postHostTemplate(client, { host, page: 'nginx', template, query: { subdomain: subdomain || undefined }, signal: options?.signal });
    },

    runNginxFeatures({ subdomain, features, ...host }, options) {
      const template = featuresTemplate(features, subdomain);
      return postHostTemplate(client, { host, page: 'nginx', template, query: { subdomain: subdomain || undefined }, signal: options?.signal });
    },

    getDnsZone(host, options) {
      return client.request({ path: hostPagePath(host, 'dns'), schema: dnsPageSchema, signal: options?.signal });
    },

    saveDnsChanges({ changes, ...host }, options) {
      return postHostTemplate(client, { host, page: 'dns', template: dnsChangesTemplate(changes), signal: options?.signal });
    },

    addDnsRecords({ records, ...host }, options) {
      const lines = records.map((record) => (/^add /i.test(record) ? record : `add ${record}`));
      return postHostTemplate(client, { host, page: 'dns', template: dnsChangesTemplate(lines), signal: options?.signal });
    },
  };
}
