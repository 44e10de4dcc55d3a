import { createScenarioWorld, getInitData, worldNow } from '@hostdeck/mock-api';
import type { Currency } from '../../../../api/schemas/session';
import { findCurrency } from '../../../../rules/format';
import { planSummary, teamCurrency } from '../../../../rules/plan-summary';
import type { PlanSummaryRow } from './plans-dialog';

/** Sarah Lim's world (locked): her team pays in usd, and initdata lists every plan of both currencies. */
const world = createScenarioWorld('locked');
const init = getInitData(world, undefined, worldNow(world)).result;
if (!init.ok) throw new Error('the locked world answers initdata');
const team = world.teams.find((item) => item.id === world.session.teamId);
const currency = team ? teamCurrency(team, init.value.plans) : undefined;
if (!currency) throw new Error('the locked team has a currency');

/** The plans 'See the plans' compares for that team: Free, Lite and Kit in usd. */
export const PLAN_SUMMARY: readonly PlanSummaryRow[] = planSummary(init.value.plans, currency);

/** The team's currency (usd, two digits). */
export const PLAN_CURRENCY: Currency | undefined = findCurrency(init.value.currencies, currency);
