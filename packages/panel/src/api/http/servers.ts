import type { HttpClient } from '../client';
import type { ServersApi } from '../contract/servers';
import { formResultSchema } from '../schemas/common';
import { serverListSchema, serverSchema } from '../schemas/servers';
import { createAreaUrls } from './area-urls';

export { serverOrigin } from './area-urls';

export function createServersApi(client: HttpClient): ServersApi {
  const base = (teamId: number) => `/userapi/team/${teamId}/server`;
  return {
    listServers: ({ teamId }, options) => client.request({ path: `team/${teamId}/server/list`, schema: serverListSchema, signal: options?.signal }),
    getServer: ({ serverId }, options) => client.request({ path: `server/detail/${serverId}`, schema: serverSchema, signal: options?.signal }),
    createServer: ({ teamId, alias, description, pass }, options) =>
      client.request({ method: 'POST', path: `${base(teamId)}/create`, form: { alias, description, pass }, schema: formResultSchema, signal: options?.signal }),
    updateServer: ({ teamId, serverId, alias, description, pass }, options) =>
      client.request({
        method: 'POST',
        path: `${base(teamId)}/update/${serverId}`,
        // An empty secret means "keep the current one", so it is left out.
        form: { alias, description, pass: pass || undefined },
        schema: formResultSchema,
        signal: options?.signal,
      }),
    deleteServer: ({ teamId, serverId }, options) =>
      client.request({ method: 'POST', path: `${base(teamId)}/delete/${serverId}`, form: {}, schema: formResultSchema, signal: options?.signal }),
    getServerStatusUrl: createAreaUrls(client).getServerStatusUrl,
  };
}
