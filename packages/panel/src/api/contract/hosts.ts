import type { FormResult } from '../schemas/common';
import type { Host, HostDetail, HostLauncherTool, HostStats } from '../schemas/hosts';
import type { CallOptions } from './call-options';

export interface HostParams {
  teamId: number;
  hostId: number;
}

/** Host list, detail and stats, the usage recount, the host settings forms and the tool launchers. */
export interface HostsApi {
  /** GET team/{teamId}/host/list?page={page}&server={serverId}; a page holds up to HOST_LIST_PAGE_SIZE hosts. */
  listHosts(params: { teamId: number; page?: number; serverId?: number }, options?: CallOptions): Promise<Host[]>;
  /** GET team/{teamId}/host/detail/{hostId}: the host and its server. */
  getHostDetail(params: HostParams, options?: CallOptions): Promise<HostDetail>;
  /** GET host/stat/{hostId}; null until the server has counted the host's usage once. */
  getHostStats(params: { hostId: number }, options?: CallOptions): Promise<HostStats | null>;
  /** POST team/{teamId}/host/list with action=recount: the host list's Update Usage. */
  recountHosts(params: { teamId: number }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/detail/{hostId} with action=recount: recounts one host's usage. */
  recountHost(params: HostParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/detail/{hostId} with action=update: has the server refresh the host's record. */
  updateHost(params: HostParams, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/rename/{hostId} with username: changes the system username. */
  renameHost(params: HostParams & { username: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/cname/{hostId} with cname: changes the host's domain. */
  changeHostDomain(params: HostParams & { domain: string }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/passwd/{hostId} with password and, when the server offers them, mypasswd and pgpasswd. */
  changeHostPassword(
    params: HostParams & { password: string; mysqlPassword?: string; postgresPassword?: string },
    options?: CallOptions,
  ): Promise<FormResult>;
  /** POST team/{teamId}/host/server/{hostId} with server_id: moves the host to another server. */
  moveHost(params: HostParams & { serverId: number }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/transfer/{hostId} with team_id: moves the host to another team the user manages. */
  transferHost(params: HostParams & { targetTeamId: number }, options?: CallOptions): Promise<FormResult>;
  /** POST team/{teamId}/host/delete/{hostId} with wordpass, the host's username typed as confirmation. */
  deleteHost(params: HostParams & { username: string }, options?: CallOptions): Promise<FormResult>;
  /** The URL of GET /userapi/team/{teamId}/host/open/{hostId}?open={tool}, for the browser to follow. */
  hostLauncherUrl(params: HostParams & { tool: HostLauncherTool }): string;
}
