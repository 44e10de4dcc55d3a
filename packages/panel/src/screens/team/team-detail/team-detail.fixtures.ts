import { createWorldStore, DEFAULT_TEAM_ID, getInitData, getTeam, WORLD_EPOCH_MS, type Outcome, type ScenarioName } from '@hostdeck/mock-api';
import { initDataSchema, teamSchema, type Team } from '../../../api/schemas/session';
import { homePath } from '../../../rules/paths';
import type { TeamFrameValue } from '../team-frame/team-frame-value';
import type { TeamDetailScreenProps } from './team-detail';

/**
 * The team detail stories' data, read from the simulated world: Lestari Studio (101) on the Kit plan as its owner Maya
 * (owner-paid) and as Dewi, a member (member); Budi's free team (103, idr) as its owner (free).
 */

function answerOf<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`team-detail fixtures: the world refused ${what}: ${outcome.message}`);
  return outcome.value;
}

/** The shell's English title of the page (routes.teamDetail). */
export const TEAM_DETAIL_TITLE = 'Team details';

/** The simulated world's clock, which stands still in stories: every seeded team was evaluated 2 hours before it. */
export const worldClock = () => WORLD_EPOCH_MS;

/** The team page frame's value as the frame hands it to the page, for the signed-in user of a scenario. */
export function teamDetailFrame(scenario: ScenarioName = 'owner-paid', teamId: number = DEFAULT_TEAM_ID): TeamFrameValue {
  const store = createWorldStore({ scenario });
  const initData = initDataSchema.parse(answerOf(store.run(getInitData, undefined), 'initdata'));
  const team = teamSchema.parse(answerOf(store.run(getTeam, { teamId }), `team ${teamId}`));
  return {
    teamId,
    teamBase: teamId === DEFAULT_TEAM_ID ? '/user' : `/user/team/${teamId}`,
    team,
    plan: initData.plans.find((plan) => plan.id === team.plan_id),
    role: team.role,
    isAdministrator: false,
    initData,
    title: TEAM_DETAIL_TITLE,
  };
}

/** The screen's data for a frame value, as the container hands it (the stories add the callbacks). */
export function teamDetailArgsOf(frame: TeamFrameValue, team: Team = frame.team): Omit<TeamDetailScreenProps, 'onSaveProfile' | 'onRecount'> {
  return {
    title: frame.title,
    team,
    plan: frame.plan,
    role: frame.role,
    plans: frame.initData.plans,
    servers: frame.initData.servers,
    mainAccountHref: homePath(),
    isRecounting: false,
    clock: worldClock,
  };
}

export const OWNER_FRAME = teamDetailFrame('owner-paid');
export const MEMBER_FRAME = teamDetailFrame('member');
export const FREE_TEAM_ID = 103;
export const FREE_FRAME = teamDetailFrame('free', FREE_TEAM_ID);
