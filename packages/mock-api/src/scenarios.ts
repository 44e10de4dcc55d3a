import { DEFAULT_TEAM_ID, createWorld } from './world/create-world';
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

function signedInAs(userId: number, teamId: number): WorldState {
  const state = createWorld();
  state.session = { ...state.session, userId, teamId };
  return state;
}

/** The studio team with nothing in it: no hosts, domains, backups, invoices, history or invite code. */
function emptyWorld(): WorldState {
  const state = createWorld();
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

function withBehaviour(change: Partial<WorldState['behaviour']>): WorldState {
  const state = createWorld();
  state.behaviour = { ...state.behaviour, ...change };
  return state;
}

const SCENARIOS: Record<ScenarioName, () => WorldState> = {
  /** Maya Lestari, owner of Lestari Studio on the Kit plan (usd). */
  'owner-paid': () => createWorld(),
  /** Budi Santoso, owner of a free team paying in idr (firewall forced on). */
  free: () => signedInAs(46, 103),
  /** Sarah Lim, whose team is locked (-1): the invite gate shows. */
  locked: () => signedInAs(47, 104),
  /** A banned account (-2). */
  banned: () => signedInAs(48, 105),
  /** Dewi Anggraini, a member of Lestari Studio. */
  member: () => signedInAs(44, 101),
  /** Arka Bakery, a client of Lestari Studio. */
  client: () => signedInAs(45, 101),
  /** The administrator, user id 1. */
  admin: () => signedInAs(1, 1),
  empty: emptyWorld,
  /** Every call fails; the handlers answer errors. */
  failing: () => withBehaviour({ failing: true }),
  /** Every call answers late. */
  slow: () => withBehaviour({ latencyMs: SLOW_LATENCY_MS }),
};

export function createScenarioWorld(name: ScenarioName = DEFAULT_SCENARIO): WorldState {
  return SCENARIOS[name]();
}
