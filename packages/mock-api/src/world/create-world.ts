import { createCatalog, createServers } from '../fixtures/catalog';
import { createBackups, createDomains } from '../fixtures/domains';
import { createInvoices, createPayments } from '../fixtures/billing';
import { createHosts } from '../fixtures/hosts';
import { createNotifications, createTeams } from '../fixtures/teams';
import { createUsers } from '../fixtures/users';
import { recountUsage } from './hosts';
import { createRandom } from './random';
import { WORLD_VERSION, type WorldState } from './state';
import { WORLD_EPOCH } from './time';

/** The seed of the default world; another seed gives other passwords, secrets and traffic figures. */
export const DEFAULT_WORLD_SEED = 20261101;
/** The user the default world is signed in as: Maya Lestari, owner of the paid team Lestari Studio (101). */
export const DEFAULT_USER_ID = 42;
export const DEFAULT_TEAM_ID = 101;

export interface CreateWorldOptions {
  seed?: number;
}

/** The seeded world at 2026-11-01T09:00:00Z, signed in as the owner of a paid team. Deterministic for a seed. */
export function createWorld(options: CreateWorldOptions = {}): WorldState {
  const random = createRandom(options.seed ?? DEFAULT_WORLD_SEED);
  const servers = createServers();
  const hosts = createHosts(servers, random);
  const state: WorldState = {
    version: WORLD_VERSION,
    clock: new Date(WORLD_EPOCH).toISOString(),
    seed: 0,
    session: { userId: DEFAULT_USER_ID, teamId: DEFAULT_TEAM_ID, csrf: random.hex(32), adminId: null },
    behaviour: { failing: false, latencyMs: 0 },
    catalog: createCatalog(),
    users: createUsers(),
    teams: createTeams(),
    servers,
    hosts,
    domains: createDomains(),
    backups: createBackups(hosts),
    invoices: createInvoices(),
    payments: createPayments(),
    notifications: createNotifications(),
  };
  for (const team of state.teams) recountUsage(state, team);
  for (const server of state.servers) {
    server.quota_server = hosts.filter((host) => host.record.server_id === server.id).reduce((sum, host) => sum + (host.stats?.quota_server ?? 0), 0);
  }
  state.seed = random.seed;
  return state;
}
