import type { PanelApi } from './contract';
import { createHttpClient, type HttpClientOptions } from './client';
import { createAreaUrls } from './http/area-urls';
import type { DeployApiOptions } from './http/deploy-external';
import { createHostsApi } from './http/hosts';
import { lazyArea } from './http/lazy-area';
import { BACKUPS_METHODS, DEPLOY_METHODS, DOMAINS_METHODS, HOST_TOOLS_METHODS, INVITE_METHODS, PROFILE_METHODS, SERVERS_METHODS } from './http/lazy-methods';
import { createSessionApi } from './http/session';
import { createTeamsApi } from './http/teams';

export interface HttpApiOptions extends HttpClientOptions {
  /** Addresses of the outside services (recipe index, DNS-over-HTTPS) and test clocks. */
  external?: DeployApiOptions;
}

/**
 * The contract over HTTP: `/userapi` paths, JSON and form posts, CSRF on every write, schemas on every answer.
 * Session, teams and hosts (what every page shows first) come with it; each other area's calls and schemas are
 * fetched with that area's first call, so a page pays only for the areas it uses.
 */
export function createHttpApi({ external, ...clientOptions }: HttpApiOptions): PanelApi {
  const client = createHttpClient(clientOptions);
  return {
    ...createSessionApi(client),
    ...createTeamsApi(client),
    ...createHostsApi(client),
    ...createAreaUrls(client),
    ...lazyArea(() => import('./http/deploy').then((area) => area.createDeployApi(client, external)), DEPLOY_METHODS),
    ...lazyArea(() => import('./http/host-tools').then((area) => area.createHostToolsApi(client)), HOST_TOOLS_METHODS),
    ...lazyArea(() => import('./http/domains').then((area) => area.createDomainsApi(client)), DOMAINS_METHODS),
    ...lazyArea(() => import('./http/backups').then((area) => area.createBackupsApi(client)), BACKUPS_METHODS),
    ...lazyArea(() => import('./http/servers').then((area) => area.createServersApi(client)), SERVERS_METHODS),
    ...lazyArea(() => import('./http/invite').then((area) => area.createInviteApi(client)), INVITE_METHODS),
    ...lazyArea(() => import('./http/profile').then((area) => area.createProfileApi(client)), PROFILE_METHODS),
  };
}
