import type { Plan, Team } from '../api/schemas/session';
import { PLAN_LEVEL } from './limits';

/** The levels a plans summary compares: free (0) up to the highest paid level the specs name (2). */
export const PLAN_SUMMARY_LEVELS = { lowest: PLAN_LEVEL.free, highest: 2 } as const;

/** The currency a team pays in: its own, else its current plan's (plans are priced per currency). */
export function teamCurrency(team: Pick<Team, 'currency' | 'plan_id'>, plans: readonly Pick<Plan, 'id' | 'currency'>[]): string | undefined {
  const own = team.currency?.trim();
  if (own) return own.toLowerCase();
  return plans.find((plan) => plan.id === team.plan_id)?.currency.toLowerCase();
}

/**
 * The plans a locked or limited team can move to, as a summary shows them: levels 0 to 2 in the team's currency, the
 * lowest level first (the cheaper plan first within a level).
 */
export function planSummary<T extends Pick<Plan, 'level' | 'currency' | 'monthly'>>(plans: readonly T[], currency: string): T[] {
  const wanted = currency.toLowerCase();
  return plans
    .filter((plan) => plan.currency.toLowerCase() === wanted && plan.level >= PLAN_SUMMARY_LEVELS.lowest && plan.level <= PLAN_SUMMARY_LEVELS.highest)
    .sort((a, b) => a.level - b.level || a.monthly - b.monthly);
}
