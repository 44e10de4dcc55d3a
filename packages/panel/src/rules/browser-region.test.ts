import { describe, expect, it } from 'vitest';
import { browserRegionCountry, regionOfLanguageTag } from './browser-region';

describe('regionOfLanguageTag', () => {
  it.each([
    ['id-ID', 'ID'],
    ['en-US', 'US'],
    ['en-gb', 'GB'],
    ['zh-Hant-TW', 'TW'],
    ['pt_BR', 'BR'],
    [' de-AT ', 'AT'],
    ['es-419', undefined],
    ['id', undefined],
    ['en', undefined],
    ['', undefined],
    ['not a tag', undefined],
  ])('%j names %j', (tag, country) => {
    expect(regionOfLanguageTag(tag)).toBe(country);
  });
});

describe('browserRegionCountry', () => {
  it.each([
    [['id-ID', 'en-US'], 'ID'],
    [['id', 'en-US'], 'US'],
    [['es-419', 'es-MX'], 'MX'],
    [['en', 'fr'], undefined],
    [[], undefined],
  ])('%j suggests %j', (tags, country) => {
    expect(browserRegionCountry(tags)).toBe(country);
  });
});
