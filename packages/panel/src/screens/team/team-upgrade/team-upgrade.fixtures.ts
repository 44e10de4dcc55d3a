import { createWorldStore, DEFAULT_TEAM_ID, getInitData, getTeam, getUpgradeData, WORLD_EPOCH_MS, type Outcome, type ScenarioName, type WorldState } from '@hostdeck/mock-api';
import { upgradeDataSchema, type UpgradeData } from '../../../api/schemas/billing';
import { initDataSchema, teamSchema } from '../../../api/schemas/session';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import type { TeamUpgradeScreenProps } from './team-upgrade';

/**
 * The upgrade stories' data, read from the simulated world at its fixed epoch (2026-11-01 09:00 UTC): Lestari Studio
 * (101, Kit usd, expires in 133 days), Kopi Collective (106, Lite idr, expires in 200 days, Maya is admin), Budi's free
 * team (103, idr), Sarah's locked team (104, usd, no expiry) and a banned team (105, idr).
 */
export const UPGRADE_NOW = WORLD_EPOCH_MS;
export const STUDIO_TEAM_ID = DEFAULT_TEAM_ID;
export const KOPI_TEAM_ID = 106;
/** The plans of the simulated backend (fixtures/catalog.ts). */
export const PLAN_IDS = { freeUsd: 1, liteUsd: 2, kitUsd: 3, freeIdr: 11, liteIdr: 12, kitIdr: 13 } as const;

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`team-upgrade fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

/** Puts Lestari Studio on Lite (usd): the team of the Lite -> Kit upgrade. */
export function studioOnLite(state: WorldState): void {
  const team = state.teams.find((item) => item.id === STUDIO_TEAM_ID);
  if (team) team.plan_id = PLAN_IDS.liteUsd;
}

/** The team page frame's value for a team of a scenario's world, as the frame hands it to the page. */
export function frameOf(scenario: ScenarioName, teamId: number, prepare?: (state: WorldState) => void): TeamFrameValue {
  const store = createWorldStore({ scenario });
  if (prepare) store.update(prepare);
  const team = teamSchema.parse(answerOf(store.run(getTeam, { teamId }), `team ${teamId}`));
  const initData = initDataSchema.parse(answerOf(store.run(getInitData, undefined), 'initdata'));
  const isDefault = store.state.session.teamId === teamId;
  return {
    teamId,
    teamBase: isDefault ? '/user' : `/user/team/${teamId}`,
    team,
    plan: initData.plans.find((plan) => plan.id === team.plan_id),
    role: team.role,
    isAdministrator: false,
    initData,
    title: 'Upgrade',
  };
}

function upgradeDataOf(scenario: ScenarioName, teamId: number): UpgradeData {
  return upgradeDataSchema.parse(answerOf(createWorldStore({ scenario }).run(getUpgradeData, { teamId }), `the upgrade data of ${teamId}`));
}

/** The screen's props (all but onSubmit) for a team of a scenario's world. */
export function upgradeArgsOf(scenario: ScenarioName, teamId: number, prepare?: (state: WorldState) => void): Omit<TeamUpgradeScreenProps, 'onSubmit'> {
  const frame = frameOf(scenario, teamId, prepare);
  return {
    title: frame.title,
    status: 'content',
    onRetry: () => undefined,
    upgrade: upgradeDataOf(scenario, teamId),
    team: frame.team,
    plan: frame.plan,
    features: frame.initData.features,
    now: UPGRADE_NOW,
  };
}
