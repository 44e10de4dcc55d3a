import { describe, expect, it } from 'vitest';
import { countriesByName } from './countries';
import { searchCountries } from './country-search';

const english = countriesByName('en');
const codesFound = (query: string, lang = 'en') => searchCountries(lang === 'en' ? english : countriesByName(lang), query).map((country) => country.code);

describe('searchCountries', () => {
  it.each([
    ['indo', ['ID']],
    ['INDO', ['ID']],
    ['  indo ', ['ID']],
    ['cote', ['CI']],
    ['aland', ['AX', 'NZ']],
    ['id', ['ID', 'TT']],
    ['zzzz', []],
  ])('%j finds %j', (query, codes) => {
    expect(codesFound(query)).toEqual(codes);
  });

  it('lists names starting with the text before names that only contain it', () => {
    const found = codesFound('guinea');
    expect(found.slice(0, 2)).toEqual(['GN', 'GW']);
    expect(found).toEqual(expect.arrayContaining(['GQ', 'PG']));
    expect(found.indexOf('PG')).toBeGreaterThan(found.indexOf('GW'));
  });

  it('searches the names in the user language', () => {
    expect(codesFound('alemania', 'es')).toEqual(['DE']);
    expect(codesFound('germany', 'es')).toEqual([]);
  });

  it('gives the whole list for an empty search', () => {
    expect(searchCountries(english, '  ')).toHaveLength(english.length);
  });
});
