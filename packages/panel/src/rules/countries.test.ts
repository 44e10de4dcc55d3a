import { describe, expect, it } from 'vitest';
import { countryListSchema } from '../api/schemas/profile';
import { COUNTRIES, COUNTRY_REGIONS, countriesByName, countryName, findCountry, isCountryCode, regionServer } from './countries';

describe('the country list', () => {
  it('holds every ISO 3166-1 country and territory once, plus Kosovo', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes).toHaveLength(250);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain('XK');
  });

  it('names only codes a region name exists for', () => {
    const unnamed = COUNTRIES.filter((country) => countryName(country.code, 'en') === country.code);
    expect(unnamed).toEqual([]);
  });

  it('gives every country a dial code starting with + and a public region', () => {
    for (const country of COUNTRIES) {
      expect(country.tel).toMatch(/^\+[1-9]\d{0,2}$/);
      expect(COUNTRY_REGIONS).toContain(country.region);
    }
  });

  it('has Indonesia pay in idr and every other country in usd', () => {
    expect(COUNTRIES.filter((country) => country.currency === 'idr').map((country) => country.code)).toEqual(['ID']);
  });

  it.each([
    ['ID', '+62', 'idr', 'sgp', 'id'],
    ['US', '+1', 'usd', 'wdc', 'en'],
    ['DE', '+49', 'usd', 'nue', 'de'],
    ['JP', '+81', 'usd', 'osk', 'ja'],
    ['KR', '+82', 'usd', 'osk', 'ko'],
    ['TW', '+886', 'usd', 'osk', 'zh'],
    ['BR', '+55', 'usd', 'wdc', 'pt'],
    ['EG', '+20', 'usd', 'nue', 'ar'],
    ['IN', '+91', 'usd', 'sgp', 'hi'],
    ['AU', '+61', 'usd', 'sgp', 'en'],
    ['GB', '+44', 'usd', 'nue', 'en'],
    ['KZ', '+7', 'usd', 'nue', 'ru'],
    ['SG', '+65', 'usd', 'sgp', 'en'],
    ['PR', '+1', 'usd', 'wdc', 'es'],
    ['AD', '+376', 'usd', 'nue', 'en'],
  ])('%s dials %s, pays in %s, is nearest %s and reads %s', (code, tel, currency, region, lang) => {
    expect(findCountry(code)).toEqual({ code, tel, currency, region, lang });
  });

  it.each(['id', ' Id ', 'ID'])('finds %j in any case and spacing', (code) => {
    expect(findCountry(code)?.code).toBe('ID');
  });

  it.each(['', 'XX', 'IDN', 'EU', null, undefined])('knows no country %j', (code) => {
    expect(findCountry(code)).toBeUndefined();
    expect(isCountryCode(code)).toBe(false);
  });
});

describe('countryName', () => {
  it.each([
    ['ID', 'en', 'Indonesia'],
    ['DE', 'de', 'Deutschland'],
    ['JP', 'ja', '日本'],
    ['us', 'fr', 'États-Unis'],
  ])('%s in %s is %s', (code, lang, name) => {
    expect(countryName(code, lang)).toBe(name);
  });

  it('falls back to the code for what is no country code', () => {
    expect(countryName('X1', 'en')).toBe('X1');
    expect(countryName('QZ', 'en')).toBe('QZ');
  });

  it('uses English when the language is not one Intl knows', () => {
    expect(countryName('ID', 'not a language!')).toBe('Indonesia');
  });
});

describe('countriesByName', () => {
  it('sorts English names alphabetically', () => {
    const names = countriesByName('en').map((country) => country.name);
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toHaveLength(COUNTRIES.length);
    expect(names.indexOf('Germany')).toBeLessThan(names.indexOf('Indonesia'));
  });

  it('sorts by the names of the language asked for', () => {
    const german = countriesByName('de');
    const names = german.map((country) => country.name);
    // Ägypten sorts with A in German; in English Egypt comes after Denmark.
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Belgien'));
    expect(names.indexOf('Deutschland')).toBeLessThan(names.indexOf('Indonesien'));
    expect(german.find((country) => country.code === 'ID')).toMatchObject({ name: 'Indonesien', tel: '+62', currency: 'idr' });
    const english = countriesByName('en').map((country) => country.code);
    expect(english.indexOf('EG')).toBeGreaterThan(english.indexOf('BE'));
  });

  it("reads as the spec's Country entity", () => {
    expect(countryListSchema.safeParse(countriesByName('en')).success).toBe(true);
  });

  it('gives the same list again for the same language', () => {
    expect(countriesByName('ja')).toBe(countriesByName('ja'));
  });
});

describe('regionServer', () => {
  const servers = [{ endpoint: 'sga.domcloud.co' }, { endpoint: 'sgp.domcloud.co' }, { endpoint: 'WDC.domcloud.co' }];

  it('finds the server of the region by its endpoint', () => {
    expect(regionServer('sgp', servers)).toBe(servers[1]);
    expect(regionServer('wdc', servers)).toBe(servers[2]);
  });

  it('gives nothing when the region has no server', () => {
    expect(regionServer('osk', servers)).toBeUndefined();
  });
});
