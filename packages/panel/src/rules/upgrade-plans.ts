import type { Plan } from '../api/schemas/session';
import { YEARLY_PRICE_MONTHS } from './limits';
import { reachesFeature, type FeatureLevels } from './permissions-plan';
import { planSummary } from './plan-summary';
import { planInCurrency } from './upgrade-form';

/*
 * The choices of the upgrade page (account-area 2 and 4): the plan cards of a currency, the plan selected first and
 * after a currency change, and the features a plan brings.
 */

/** account-area 2: the features the upgrade page lists for the selected plan, in the spec's order. */
export const UPGRADE_FEATURES = ['firewall_refusal', 'global_domain', 'manual_backup', 'docker_deploy'] as const;
export type UpgradeFeature = (typeof UPGRADE_FEATURES)[number];

export interface UpgradeFeatureTick {
  feature: UpgradeFeature;
  /** The plan level reaches the feature's required level (a feature the installation lacks is never ticked). */
  isIncluded: boolean;
}

/** Each listed feature, ticked when the plan level reaches the level initdata's features give it. */
export function upgradeFeatureTicks(features: FeatureLevels, planLevel: number): UpgradeFeatureTick[] {
  return UPGRADE_FEATURES.map((feature) => ({ feature, isIncluded: reachesFeature(features, feature, planLevel) }));
}

/** account-area 9: a year costs 10 monthly prices, shown as saving 16% (of 12 months, rounded down). */
export const YEARLY_SAVING_PERCENT = Math.floor((1 - YEARLY_PRICE_MONTHS / 12) * 100);

type ChoosablePlan = Pick<Plan, 'id' | 'alias' | 'level' | 'currency' | 'monthly'>;

/** The plan cards: levels 0 to 2 in the currency, the lowest level first. */
export function upgradePlanCards<T extends ChoosablePlan>(plans: readonly T[], currency: string): T[] {
  return planSummary(plans, currency);
}

/**
 * The plan selected when the page opens in a currency: the current plan when it is a priced plan of that currency
 * (extend), otherwise the cheapest priced plan (the way up from free or locked), otherwise the first card.
 */
export function initialUpgradePlan<T extends ChoosablePlan>(plans: readonly T[], currentPlanId: number, currency: string): T | undefined {
  const cards = upgradePlanCards(plans, currency);
  const current = cards.find((plan) => plan.id === currentPlanId);
  if (current && current.monthly > 0) return current;
  return cards.find((plan) => plan.monthly > 0) ?? cards[0];
}

/** account-area 4: a currency change selects the plan of the same alias in that currency, else the opening choice. */
export function upgradePlanAfterCurrencyChange<T extends ChoosablePlan>(plans: readonly T[], selected: Pick<Plan, 'alias'> | undefined, currentPlanId: number, currency: string): T | undefined {
  const cards = upgradePlanCards(plans, currency);
  return (selected && planInCurrency(cards, selected, currency)) ?? initialUpgradePlan(plans, currentPlanId, currency);
}
