import type { Server } from '../../../api/schemas/servers';
import { serverEndpointOrigin } from '../../../rules/server-status';
import { SELF_HOSTED_SERVER_ID, TEAM_SERVERS } from '../server-list/server-list.fixtures';
import type { ServerLatency } from './server-latencies';

function serverOf(id: number): Server {
  const server = TEAM_SERVERS.find((item) => item.id === id);
  if (!server) throw new Error(`server fixtures: no server ${id} in the world`);
  return server;
}

/** The studio team's self-hosted 'Lestari office box' (bridge.lestari.studio). */
export const SELF_HOSTED_SERVER = serverOf(SELF_HOSTED_SERVER_ID);
/** A platform server (Singapore, ARM). */
export const PUBLIC_SERVER = serverOf(2);

/** The status address the HTTP client gives (https://{endpoint}/status/{view}). */
export const statusUrlOf = (server: Server) => (view: string) => `${serverEndpointOrigin(server.endpoint) ?? ''}/status/${view}`;

/** One latency reading per server of the world, in list order (the screen sorts them). */
export function latenciesOf(results: readonly ServerLatency['result'][]): ServerLatency[] {
  return TEAM_SERVERS.map((server, index) => ({ endpoint: server.endpoint, title: server.title, result: results[index] ?? 'measuring' }));
}
