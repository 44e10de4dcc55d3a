import { createScenarioWorld, recountUsage, type WorldState } from '@hostdeck/mock-api';
import { orderAccess, orderRefusal, type OrderRefusal } from '../../../../rules/order-access';

/** Budi's free team: two websites of the three the Free plan allows. */
const FREE_TEAM_ID = 103;

/**
 * Budi's free team with a third website (a copy of his notes site as budi-shop.dom.my.id): as many as its Free plan
 * allows. For `panelStory({ scenario: 'free', prepare })` and the screen's stories alike.
 */
export function fillFreeTeam(state: WorldState): void {
  const team = state.teams.find((item) => item.id === FREE_TEAM_ID);
  const model = state.hosts.find((host) => host.team_id === FREE_TEAM_ID);
  if (!team || !model) throw new Error('the free world has Budi and his websites');
  const id = Math.max(...state.hosts.map((host) => host.record.id)) + 1;
  state.hosts.push({ ...structuredClone(model), record: { ...model.record, id, username: 'budi-shop', domain: 'budi-shop.dom.my.id' }, deployments: [] });
  recountUsage(state, team);
}

const full = createScenarioWorld('free');
fillFreeTeam(full);
const team = full.teams.find((item) => item.id === FREE_TEAM_ID);
const plan = full.catalog.plans.find((item) => item.id === team?.plan_id);

/** The Free plan's name, as the team's plan reads. */
export const FULL_PLAN_ALIAS = plan?.alias ?? '';

const refusal = orderRefusal(orderAccess({ role: 'owner', planLevel: plan?.level ?? 0, usedInstances: team?.usage_instance ?? 0, instanceLimit: plan?.instance ?? 0 }));
if (refusal?.kind !== 'limit') throw new Error('the filled free team is at its website limit');

/** Why the filled free team cannot order: 3 websites of the 3 its plan allows. */
export const LIMIT_REFUSAL: OrderRefusal = refusal;
