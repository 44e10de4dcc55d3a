import type { BackupsApi } from './contract/backups';
import type { DeployApi } from './contract/deploy';
import type { DomainsApi } from './contract/domains';
import type { HostToolsApi } from './contract/host-tools';
import type { HostsApi } from './contract/hosts';
import type { InviteApi } from './contract/invite';
import type { ProfileApi } from './contract/profile';
import type { ServersApi } from './contract/servers';
import type { SessionApi } from './contract/session';
import type { TeamsApi } from './contract/teams';

/**
 * The whole contract between the screens and a backend: one method per call in section 7 of both spec documents,
 * grouped by area in ./contract/. The HTTP client, the simulated backend and embedders' own adapters implement it.
 */
export interface PanelApi
  extends SessionApi,
    HostsApi,
    DeployApi,
    HostToolsApi,
    DomainsApi,
    BackupsApi,
    ServersApi,
    TeamsApi,
    InviteApi,
    ProfileApi {}

export type { CallOptions } from './contract/call-options';
export type { BackupsApi, DeployApi, DomainsApi, HostToolsApi, HostsApi, InviteApi, ProfileApi, ServersApi, SessionApi, TeamsApi };
