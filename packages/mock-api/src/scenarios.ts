import { DEFAULT_TEAM_ID, createWorld, type CreateWorldOptions } from './world/create-world';
import { recountUsage } from './world/hosts';
import type { WorldState } from './world/state';

/** Named worlds for stories, tests and the demo console's scenario switcher. */
export const SCENARIO_NAMES = ['owner-paid', 'free', 'locked', 'banned', 'member', 'client', 'admin', 'empty', 'failing', 'slow'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];
export const DEFAULT_SCENARIO: ScenarioName = 'owner-paid';
/** How late every answer of the `slow` scenario comes, so loading states show. */
export const SLOW_LATENCY_MS = 1500;

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

/** What every scenario passes on to createWorld: the seeding moment (the demo's real time, else the fixed epoch). */
export type ScenarioOptions = Pick<CreateWorldOptions, 'epoch'>;

function signedInAs(userId: number, teamId: number, options: ScenarioOptions): WorldState {
  const state = createWorld(options);
  state.session = { ...state.session, userId, teamId };
  return state;
}

/** The studio team with nothing in it: no hosts, domains, backups, invoices, history or invite code. */
function emptyWorld(options: ScenarioOptions): WorldState {
  const state = createWorld(options);
  const teamId = DEFAULT_TEAM_ID;
  state.hosts = state.hosts.filter((host) => host.team_id !== teamId);
  state.domains = state.domains.filter((domain) => domain.team_id !== teamId);
  state.backups = state.backups.filter((backup) => backup.team_id !== teamId);
  state.invoices = state.invoices.filter((invoice) => invoice.team_id !== teamId);
  state.payments = state.payments.filter((payment) => payment.team_id !== teamId);
  state.notifications = state.notifications.filter((item) => item.user_id !== state.session.userId);
  const team = state.teams.find((item) => item.id === teamId);
  if (team) {
    team.invite = null;
    team.invitees = [];
    recountUsage(state, team);
  }
  return state;
}

function withBehaviour(change: Partial<WorldState['behaviour']>, options: ScenarioOptions): WorldState {
  const state = createWorld(options);
  state.behaviour = { ...state.behaviour, ...change };
  return state;
}

const SCENARIOS: Record<ScenarioName, (options: ScenarioOptions) => WorldState> = {
  /** Maya Lestari, owner of Lestari Studio on the Kit plan (usd). */
  'owner-paid': (options) => createWorld(options),
  /** Budi Santoso, owner of a free team paying in idr (firewall forced on). */
  free: (options) => signedInAs(46, 103, options),
  /** Sarah Lim, whose team is locked (-1): the invite gate shows. */
  locked: (options) => signedInAs(47, 104, options),
  /** A banned account (-2). */
  banned: (options) => signedInAs(48, 105, options),
  /** Dewi Anggraini, a member of Lestari Studio. */
  member: (options) => signedInAs(44, 101, options),
  /** Arka Bakery, a client of Lestari Studio. */
  client: (options) => signedInAs(45, 101, options),
  /** The administrator, user id 1. */
  admin: (options) => signedInAs(1, 1, options),
  empty: emptyWorld,
  /** Every call fails; the handlers answer errors. */
  failing: (options) => withBehaviour({ failing: true }, options),
  /** Every call answers late. */
  slow: (options) => withBehaviour({ latencyMs: SLOW_LATENCY_MS }, options),
};

export function createScenarioWorld(name: ScenarioName = DEFAULT_SCENARIO, options: ScenarioOptions = {}): WorldState {
  return SCENARIOS[name](options);
}
