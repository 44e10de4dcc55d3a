import { describe, expect, it } from 'vitest';
import { cooldownParts, suggestedCurrency, teamProfileFormIssues, teamProfileFormValues, teamProfilePayload, teamRecountCooldownLeft, type TeamProfileFormValues } from './team-detail';

const PLANS = [
  { id: 3, currency: 'usd' },
  { id: 13, currency: 'idr' },
];
const TEAM = { name: 'Lestari Studio', country: 'ID', currency: 'usd', plan_id: 3, default_server: 2, invoice_note: 'PT Lestari' };
const SERVERS = [
  { id: 2, feature_level: 0 },
  { id: 3, feature_level: 1 },
  { id: 5, feature_level: 2 },
  { id: 20, feature_level: null },
];
const VALID: TeamProfileFormValues = { name: 'Lestari Studio', country: 'ID', currency: 'usd', default_server: '2', invoice_note: '' };

describe('teamProfileFormValues', () => {
  it("reads the team's profile as the form holds it", () => {
    expect(teamProfileFormValues(TEAM, PLANS)).toEqual({ name: 'Lestari Studio', country: 'ID', currency: 'usd', default_server: '2', invoice_note: 'PT Lestari' });
  });

  it("falls back to the plan's currency, upper-cases the country and leaves missing fields empty", () => {
    const team = { ...TEAM, country: ' jp ', currency: null, plan_id: 13, default_server: null, invoice_note: null };
    expect(teamProfileFormValues(team, PLANS)).toEqual({ name: 'Lestari Studio', country: 'JP', currency: 'idr', default_server: '', invoice_note: '' });
  });

  it('leaves a currency the form does not offer unchosen', () => {
    expect(teamProfileFormValues({ ...TEAM, currency: 'eur' }, PLANS).currency).toBe('');
  });
});

describe('teamProfileFormIssues', () => {
  it.each<[string, Partial<TeamProfileFormValues>, number, string[]]>([
    ['valid values', {}, 2, []],
    ['a name of 2 characters', { name: 'ab' }, 2, ['name:tooShort']],
    ['a name of 3 characters', { name: 'abc' }, 2, []],
    ['a name of 255 characters', { name: 'a'.repeat(255) }, 2, []],
    ['a name of 256 characters', { name: 'a'.repeat(256) }, 2, ['name:tooLong']],
    ['an invoice note of 2000 characters', { invoice_note: 'n'.repeat(2000) }, 2, []],
    ['an invoice note of 2001 characters', { invoice_note: 'n'.repeat(2001) }, 2, ['invoice_note:tooLong']],
    ['no country', { country: '' }, 2, ['country:required']],
    ['a code not on the list', { country: 'QZ' }, 2, ['country:invalidChoice']],
    ['no currency', { currency: '' }, 2, ['currency:required']],
    ['a server above the plan', { default_server: '5' }, 1, ['default_server:planTooLow']],
    ['a server at the plan level', { default_server: '3' }, 1, []],
    ['a server without a level', { default_server: '20' }, 0, []],
    ['a server that is not offered', { default_server: '99' }, 2, ['default_server:invalidChoice']],
    ['no server', { default_server: '' }, 0, []],
  ])('%s', (_, change, planLevel, expected) => {
    const issues = teamProfileFormIssues({ ...VALID, ...change }, SERVERS, planLevel);
    expect(issues.map((issue) => `${issue.path}:${issue.code}`)).toEqual(expected);
  });
});

describe('teamProfilePayload', () => {
  it('sends the server as a number and the chosen currency', () => {
    expect(teamProfilePayload({ ...VALID, invoice_note: 'Note' })).toEqual({ name: 'Lestari Studio', country: 'ID', currency: 'usd', default_server: 2, invoice_note: 'Note' });
  });

  it('leaves out a currency and server that are not chosen', () => {
    expect(teamProfilePayload({ ...VALID, currency: '', default_server: '' })).toEqual({ name: 'Lestari Studio', country: 'ID', invoice_note: '' });
  });
});

describe('suggestedCurrency', () => {
  it.each<[string, TeamProfileFormValues['currency'], string | undefined]>([
    ['ID', 'usd', 'idr'],
    ['ID', 'idr', undefined],
    ['JP', 'idr', 'usd'],
    ['JP', 'usd', undefined],
    ['', 'usd', undefined],
    ['QZ', 'idr', undefined],
  ])('%s with %s chosen suggests %s', (country, currency, expected) => {
    expect(suggestedCurrency(country, currency)).toBe(expected);
  });
});

describe('teamRecountCooldownLeft', () => {
  const evaluated = Date.parse('2026-11-01T09:00:00Z');
  it.each<[string, number, number]>([
    ['just evaluated', 0, 600_000],
    ['a minute later (the host list would allow it)', 60_000, 540_000],
    ['9 minutes 59 seconds later', 599_000, 1_000],
    ['10 minutes later', 600_000, 0],
    ['an hour later', 3_600_000, 0],
  ])('%s', (_, elapsed, left) => {
    expect(teamRecountCooldownLeft('2026-11-01 09:00:00', evaluated + elapsed)).toBe(left);
  });

  it('never blocks without an evaluation', () => {
    expect(teamRecountCooldownLeft(null, evaluated)).toBe(0);
  });
});

describe('cooldownParts', () => {
  it.each<[number, number, number]>([
    [600_000, 10, 0],
    [599_001, 10, 0],
    [599_000, 9, 59],
    [61_000, 1, 1],
    [60_000, 1, 0],
    [1, 0, 1],
    [0, 0, 0],
    [-5, 0, 0],
  ])('%d ms is %d:%d', (ms, minutes, seconds) => {
    expect(cooldownParts(ms)).toEqual({ minutes, seconds });
  });
});
