import { describe, expect, it } from 'vitest';
import { initialUpgradePlan, upgradeFeatureTicks, upgradePlanAfterCurrencyChange, upgradePlanCards, YEARLY_SAVING_PERCENT, type UpgradeFeature } from './upgrade-plans';

// initdata's features of the simulated backend (fixtures/catalog.ts).
const FEATURES = { gen_invite_code: 1, domain_registry: 0, manual_backup: 1, scheduled_backup: 2, self_hosting: 2, firewall_refusal: 1, global_domain: 1, docker_deploy: 2 };

const plan = (id: number, alias: string, level: number, currency: string, monthly: number) => ({ id, alias, level, currency, monthly });
const PLANS = [
  plan(3, 'Kit', 2, 'usd', 5),
  plan(1, 'Free', 0, 'usd', 0),
  plan(2, 'Lite', 1, 'usd', 1.5),
  plan(11, 'Free', 0, 'idr', 0),
  plan(12, 'Lite', 1, 'idr', 25_000),
  plan(13, 'Kit', 2, 'idr', 80_000),
  plan(21, 'Studio', 2, 'idr', 120_000),
];

describe('upgradeFeatureTicks (account-area 2: ticked when the plan level reaches the feature level)', () => {
  it.each<[string, number, Record<string, number>, UpgradeFeature[]]>([
    ['banned', -2, FEATURES, []],
    ['locked', -1, FEATURES, []],
    ['free', 0, FEATURES, []],
    ['Lite', 1, FEATURES, ['firewall_refusal', 'global_domain', 'manual_backup']],
    ['Kit', 2, FEATURES, ['firewall_refusal', 'global_domain', 'manual_backup', 'docker_deploy']],
    ['a level above the highest', 3, FEATURES, ['firewall_refusal', 'global_domain', 'manual_backup', 'docker_deploy']],
    ['free on an installation giving global domains to everyone', 0, { ...FEATURES, global_domain: 0 }, ['global_domain']],
    ['Kit where docker deploy is not offered at all', 2, { firewall_refusal: 1, global_domain: 1, manual_backup: 1 }, ['firewall_refusal', 'global_domain', 'manual_backup']],
  ])('%s', (_case, level, features, ticked) => {
    const ticks = upgradeFeatureTicks(features, level);
    expect(ticks.map((tick) => tick.feature)).toEqual(['firewall_refusal', 'global_domain', 'manual_backup', 'docker_deploy']);
    expect(ticks.filter((tick) => tick.isIncluded).map((tick) => tick.feature)).toEqual(ticked);
  });
});

describe('the plan choices (account-area 2 and 4)', () => {
  it('shows a year as saving 16%', () => {
    expect(YEARLY_SAVING_PERCENT).toBe(16);
  });

  it('lists the cards of one currency, lowest level first', () => {
    expect(upgradePlanCards(PLANS, 'usd').map((item) => item.id)).toEqual([1, 2, 3]);
    expect(upgradePlanCards(PLANS, 'idr').map((item) => item.id)).toEqual([11, 12, 13, 21]);
  });

  it.each<[string, number, string, number | undefined]>([
    ['a paid team extends its plan', 3, 'usd', 3],
    ['a paid team in its own currency', 12, 'idr', 12],
    ['a free team starts at the cheapest priced plan', 11, 'idr', 12],
    ['a locked team too', 91, 'usd', 2],
    ['a plan of another currency is not chosen', 3, 'idr', 12],
    ['a currency without plans', 3, 'eur', undefined],
  ])('%s', (_case, currentPlanId, currency, selected) => {
    expect(initialUpgradePlan(PLANS, currentPlanId, currency)?.id).toBe(selected);
  });

  it.each<[string, string | undefined, string, number | undefined]>([
    ['Kit in usd becomes Kit in idr', 'Kit', 'idr', 13],
    ['Free in idr becomes Free in usd', 'Free', 'usd', 1],
    ['a plan only one currency has falls back to the opening choice', 'Studio', 'usd', 2],
    ['nothing selected yet', undefined, 'idr', 12],
  ])('%s', (_case, alias, currency, selected) => {
    expect(upgradePlanAfterCurrencyChange(PLANS, alias === undefined ? undefined : { alias }, 91, currency)?.id).toBe(selected);
  });
});
