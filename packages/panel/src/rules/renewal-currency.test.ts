import { describe, expect, it } from 'vitest';
import type { Currency, Plan } from '../api/schemas/session';
import { renewalCurrency } from './renewal-currency';

const plans = [
  { id: 3, alias: 'Kit', level: 2, currency: 'usd', monthly: 5, storage: 12288, network: 102400, instance: 10, users: 5 },
  { id: 11, alias: 'Lite', level: 1, currency: 'idr', monthly: 25000, storage: 5120, network: 20480, instance: 6, users: 3 },
] satisfies Plan[];
const currencies: Currency[] = [
  { value: 'usd', intl_code: 'en-US', intl_precision: 2 },
  { value: 'idr', intl_code: 'id-ID', intl_precision: 0 },
];

describe('renewalCurrency', () => {
  it.each<[string, { currency?: string | null; plan_id: number }, ReturnType<typeof renewalCurrency>]>([
    ['the team pays in dollars', { currency: 'usd', plan_id: 11 }, { intl_code: 'USD', intl_precision: 2 }],
    ['the team pays in rupiah, whatever its case', { currency: 'IDR', plan_id: 3 }, { intl_code: 'IDR', intl_precision: 0 }],
    ["no currency of its own: the plan's", { currency: null, plan_id: 11 }, { intl_code: 'IDR', intl_precision: 0 }],
    ['a currency the platform does not bill in', { currency: 'eur', plan_id: 3 }, undefined],
    ['neither a currency nor a known plan', { currency: '', plan_id: 99 }, undefined],
  ])('%s', (_label, team, expected) => {
    expect(renewalCurrency(team, { plans, currencies })).toEqual(expected);
  });
});
