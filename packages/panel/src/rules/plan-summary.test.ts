import { describe, expect, it } from 'vitest';
import { planSummary, teamCurrency } from './plan-summary';

const plan = (id: number, alias: string, level: number, currency: string, monthly: number) => ({ id, alias, level, currency, monthly });
const PLANS = [
  plan(3, 'Kit', 2, 'usd', 5),
  plan(1, 'Free', 0, 'usd', 0),
  plan(2, 'Lite', 1, 'usd', 1.5),
  plan(12, 'Lite', 1, 'idr', 25_000),
  plan(11, 'Free', 0, 'IDR', 0),
  plan(91, 'Locked', -1, 'usd', 0),
  plan(93, 'Banned', -2, 'usd', 0),
  plan(7, 'Enterprise', 3, 'usd', 99),
];

describe('planSummary', () => {
  it.each<[string, string, string[]]>([
    ['usd: free, lite and kit by level, without locked, banned or levels above 2', 'usd', ['Free', 'Lite', 'Kit']],
    ['idr, whatever the case of the currency', 'IDR', ['Free', 'Lite']],
    ['a currency no plan has', 'eur', []],
  ])('%s', (_name, currency, aliases) => {
    expect(planSummary(PLANS, currency).map((item) => item.alias)).toEqual(aliases);
  });

  it('puts the cheaper plan first within a level', () => {
    expect(planSummary([plan(5, 'Lite plus', 1, 'usd', 3), plan(2, 'Lite', 1, 'usd', 1.5)], 'usd').map((item) => item.id)).toEqual([2, 5]);
  });
});

describe('teamCurrency', () => {
  it.each<[string, { currency?: string | null; plan_id: number }, string | undefined]>([
    ["the team's own", { currency: 'IDR', plan_id: 3 }, 'idr'],
    ["else its plan's", { currency: null, plan_id: 12 }, 'idr'],
    ['a blank currency is none', { currency: ' ', plan_id: 3 }, 'usd'],
    ['no plan found', { plan_id: 404 }, undefined],
  ])('%s', (_name, team, currency) => {
    expect(teamCurrency(team, PLANS)).toBe(currency);
  });
});
