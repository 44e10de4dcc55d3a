import type { FormValue, HttpClient } from '../client';
import type { CallOptions } from '../contract/call-options';
import type { HostsApi } from '../contract/hosts';
import { formResultSchema, type FormResult } from '../schemas/common';
import { hostDetailSchema, hostListSchema, hostStatsResponseSchema, type HostSettingsTab } from '../schemas/hosts';

export function createHostsApi(client: HttpClient): HostsApi {
  const postForm = (path: string, form: Record<string, FormValue>, options: CallOptions | undefined): Promise<FormResult> =>
    client.request({ method: 'POST', path, form, schema: formResultSchema, signal: options?.signal });

  const postSettings = (tab: HostSettingsTab, teamId: number, hostId: number, form: Record<string, FormValue>, options: CallOptions | undefined) =>
    postForm(`team/${teamId}/host/${tab}/${hostId}`, form, options);

  return {
    listHosts: ({ teamId, page, serverId }, options) =>
      client.request({ path: `team/${teamId}/host/list`, query: { page, server: serverId }, schema: hostListSchema, signal: options?.signal }),

    getHostDetail: ({ teamId, hostId }, options) =>
      client.request({ path: `team/${teamId}/host/detail/${hostId}`, schema: hostDetailSchema, signal: options?.signal }),

    getHostStats: ({ hostId }, options) => client.request({ path: `host/stat/${hostId}`, schema: hostStatsResponseSchema, signal: options?.signal }),

    recountHosts: ({ teamId }, options) => postForm(`team/${teamId}/host/list`, { action: 'recount' }, options),

    recountHost: ({ teamId, hostId }, options) => postForm(`team/${teamId}/host/detail/${hostId}`, { action: 'recount' }, options),

    updateHost: ({ teamId, hostId }, options) => postForm(`team/${teamId}/host/detail/${hostId}`, { action: 'update' }, options),

    renameHost: ({ teamId, hostId, username }, options) => postSettings('rename', teamId, hostId, { username }, options),

    // Field names of the settings forms follow the legacy portal's (willnode/dom-portal): cname, email, wordpass.
    changeHostDomain: ({ teamId, hostId, domain }, options) => postSettings('cname', teamId, hostId, { cname: domain }, options),

    changeHostPassword: ({ teamId, hostId, password, mysqlPassword, postgresPassword }, options) =>
      // The extra passwords are optional: one left empty is not sent.
      postSettings('passwd', teamId, hostId, { password, mypasswd: mysqlPassword || undefined, pgpasswd: postgresPassword || undefined }, options),

    moveHost: ({ teamId, hostId, serverId }, options) => postSettings('server', teamId, hostId, { server_id: serverId }, options),

    transferHost: ({ teamId, hostId, targetTeamId }, options) => postSettings('transfer', teamId, hostId, { team_id: targetTeamId }, options),

    deleteHost: ({ teamId, hostId, username }, options) => postSettings('delete', teamId, hostId, { wordpass: username }, options),

    hostLauncherUrl: ({ teamId, hostId, tool }) => client.url(`/userapi/team/${teamId}/host/open/${hostId}`, { open: tool }),
  };
}
