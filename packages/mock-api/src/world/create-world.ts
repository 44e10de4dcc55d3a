import { createCatalog, createServers } from '../fixtures/catalog';
import { seedClock } from '../fixtures/clock';
import { createBackups, createDomains } from '../fixtures/domains';
import { createInvoices, createPayments } from '../fixtures/billing';
import { createHosts } from '../fixtures/hosts';
import { createNotifications, createTeams } from '../fixtures/teams';
import { createUsers } from '../fixtures/users';
import { recountUsage } from './hosts';
import { createRandom } from './random';
import { WORLD_VERSION, type WorldState } from './state';
import { WORLD_EPOCH_MS } from './time';

/** The seed of the default world; another seed gives other passwords, secrets and traffic figures. */
export const DEFAULT_WORLD_SEED = 20261101;
/** The user the default world is signed in as: Maya Lestari, owner of the paid team Lestari Studio (101). */
export const DEFAULT_USER_ID = 42;
export const DEFAULT_TEAM_ID = 101;

export interface CreateWorldOptions {
  seed?: number;
  /**
   * The moment the world is seeded at, epoch ms (default WORLD_EPOCH, 2026-11-01T09:00:00Z, for tests and stories).
   * Every seeded date keeps its age relative to it: the demo console passes the real time of the visit.
   */
  epoch?: number;
}

/** The seeded world at its epoch, signed in as the owner of a paid team. Deterministic for a seed and an epoch. */
export function createWorld(options: CreateWorldOptions = {}): WorldState {
  const random = createRandom(options.seed ?? DEFAULT_WORLD_SEED);
  const clock = seedClock(options.epoch ?? WORLD_EPOCH_MS);
  const servers = createServers(clock);
  const hosts = createHosts(servers, random, clock);
  const state: WorldState = {
    version: WORLD_VERSION,
    clock: new Date(clock.now).toISOString(),
    seed: 0,
    session: { userId: DEFAULT_USER_ID, teamId: DEFAULT_TEAM_ID, csrf: random.hex(32), adminId: null },
    behaviour: { failing: false, latencyMs: 0 },
    catalog: createCatalog(),
    users: createUsers(clock),
    teams: createTeams(clock),
    servers,
    hosts,
    domains: createDomains(clock),
    backups: createBackups(hosts, clock),
    invoices: createInvoices(clock),
    payments: createPayments(clock),
    notifications: createNotifications(clock),
  };
  for (const team of state.teams) recountUsage(state, team);
  for (const server of state.servers) {
    server.quota_server = hosts.filter((host) => host.record.server_id === server.id).reduce((sum, host) => sum + (host.stats?.quota_server ?? 0), 0);
  }
  state.seed = random.seed;
  return state;
}
