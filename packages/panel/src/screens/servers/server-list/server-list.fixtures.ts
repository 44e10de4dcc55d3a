import { createWorldStore, DEFAULT_TEAM_ID, listServers } from '@hostdeck/mock-api';
import { serverListSchema, type Server } from '../../../api/schemas/servers';

/**
 * The server stories' data, read from the simulated world the container stories and the demo run on (owner-paid):
 * the platform's public servers and the studio team's self-hosted 'Lestari office box' (id 20).
 */
const store = createWorldStore({ scenario: 'owner-paid' });
const answer = store.run(listServers, { teamId: DEFAULT_TEAM_ID });
if (!answer.ok) throw new Error(`server fixtures: the world refused the server list: ${answer.message}`);

/** The list as the HTTP client reads it (GET team/{teamId}/server/list). */
export const TEAM_SERVERS: readonly Server[] = serverListSchema.parse(answer.value);
export const SELF_HOSTED_SERVER_ID = 20;
export const STUDIO_TEAM_NAME = store.state.teams.find((team) => team.id === DEFAULT_TEAM_ID)?.name ?? '';
