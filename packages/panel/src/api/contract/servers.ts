import type { FormResult } from '../schemas/common';
import type { Server, ServerForm, ServerStatusView } from '../schemas/servers';
import type { CallOptions } from './call-options';

/** A team's servers, including self-hosted ones attached through their bridge. */
export interface ServersApi {
  /** GET team/{teamId}/server/list */
  listServers(params: { teamId: number }, options?: CallOptions): Promise<Server[]>;
  /** GET server/detail/{serverId} */
  getServer(params: { serverId: number }, options?: CallOptions): Promise<Server>;
  /** POST /userapi/team/{teamId}/server/create (alias, description, pass) */
  createServer(params: { teamId: number; pass: string } & ServerForm, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/team/{teamId}/server/update/{serverId} (alias, description, pass when changed) */
  updateServer(params: { teamId: number; serverId: number } & ServerForm, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/team/{teamId}/server/delete/{serverId} */
  deleteServer(params: { teamId: number; serverId: number }, options?: CallOptions): Promise<FormResult>;
  /** The URL of GET https://{endpoint}/status/{view}, shown in a frame (the bridge serves it publicly). */
  getServerStatusUrl(params: { endpoint: string; view: ServerStatusView }): string;
}
