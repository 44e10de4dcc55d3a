import type { PanelApi } from './contract';
import { createHttpClient, type HttpClientOptions } from './client';
import { createBackupsApi } from './http/backups';
import { createDeployApi } from './http/deploy';
import type { DeployApiOptions } from './http/deploy-external';
import { createDomainsApi } from './http/domains';
import { createHostToolsApi } from './http/host-tools';
import { createHostsApi } from './http/hosts';
import { createInviteApi } from './http/invite';
import { createProfileApi } from './http/profile';
import { createServersApi } from './http/servers';
import { createSessionApi } from './http/session';
import { createTeamsApi } from './http/teams';

export interface HttpApiOptions extends HttpClientOptions {
  /** Addresses of the outside services (recipe index, DNS-over-HTTPS) and test clocks. */
  external?: DeployApiOptions;
}

/** The contract over HTTP: `/userapi` paths, JSON and form posts, CSRF on every write, schemas on every answer. */
export function createHttpApi({ external, ...clientOptions }: HttpApiOptions): PanelApi {
  const client = createHttpClient(clientOptions);
  return {
    ...createSessionApi(client),
    ...createHostsApi(client),
    ...createDeployApi(client, external),
    ...createHostToolsApi(client),
    ...createDomainsApi(client),
    ...createBackupsApi(client),
    ...createServersApi(client),
    ...createTeamsApi(client),
    ...createInviteApi(client),
    ...createProfileApi(client),
  };
}
