import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_NAMES,
  browserLanguage,
  LANGUAGE_STORAGE_KEY,
  PANEL_LANGUAGES,
  RTL_LANGUAGES,
  isPanelLanguage,
  languageDirection,
  readStoredLanguage,
  storeLanguage,
  toPanelLanguage,
} from './languages';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

describe('panel languages', () => {
  it('has the 14 languages, each named in itself', () => {
    expect(PANEL_LANGUAGES).toHaveLength(14);
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...PANEL_LANGUAGES].sort());
  });

  it.each([
    ['de', true],
    ['ar', true],
    ['en', true],
    ['xx', false],
    ['DE', false],
    ['de-DE', false],
    ['', false],
    [null, false],
    [42, false],
  ])('isPanelLanguage(%j) is %s', (value, expected) => {
    expect(isPanelLanguage(value)).toBe(expected);
  });

  it('maps anything unknown to en', () => {
    expect(toPanelLanguage('ja')).toBe('ja');
    expect(toPanelLanguage('klingon')).toBe('en');
    expect(toPanelLanguage(undefined)).toBe('en');
  });

  it('lays out Arabic right to left, and only Arabic', () => {
    expect(RTL_LANGUAGES).toEqual(['ar']);
    expect(languageDirection('ar')).toBe('rtl');
    expect(PANEL_LANGUAGES.filter((language) => languageDirection(language) === 'rtl')).toEqual(['ar']);
  });

  it.each([
    [{ language: 'fr' }, 'fr'],
    [{ language: 'ar' }, 'ar'],
    [{ language: 'xx' }, 'en'],
    [{ language: '' }, 'en'],
    [{ lang: 'de' }, 'en'],
    [{}, 'en'],
  ])('reads %j as %s', (stored, expected) => {
    expect(readStoredLanguage(memoryStorage(stored))).toBe(expected);
  });

  it('reads en when there is no storage or it throws', () => {
    expect(readStoredLanguage(null)).toBe('en');
    expect(readStoredLanguage(undefined)).toBe('en');
    expect(readStoredLanguage(throwingStorage)).toBe('en');
  });

  it('stores under the language key and survives a refusing storage', () => {
    const storage = memoryStorage();
    expect(storeLanguage(storage, 'ko')).toBe(true);
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('ko');
    expect(LANGUAGE_STORAGE_KEY).toBe('language');
    expect(readStoredLanguage(storage)).toBe('ko');
    expect(storeLanguage(throwingStorage, 'ko')).toBe(false);
    expect(storeLanguage(null, 'ko')).toBe(false);
  });
});

describe('the first visit’s language', () => {
  it.each([
    [['de-DE', 'en-US'], 'de'],
    [['pt-BR'], 'pt'],
    [['zh-Hant-TW', 'en'], 'zh'],
    [['fy-NL', 'nl-NL', 'en'], 'nl'],
    [['EN-gb'], 'en'],
    [['es_419'], 'es'],
    [[' ja '], 'ja'],
    [['sv-SE', 'da'], undefined],
    [['ar-EG'], 'ar'],
    [['x-klingon', 'ko-KR'], 'ko'],
    [[''], undefined],
    [[], undefined],
    [null, undefined],
    [undefined, undefined],
  ])('browserLanguage(%j) is %s', (preferred, expected) => {
    expect(browserLanguage(preferred)).toBe(expected);
  });

  it.each([
    [{ language: 'fr' }, ['de-DE'], 'fr'],
    [{}, ['de-DE'], 'de'],
    [{ language: 'xx' }, ['hi-IN', 'en'], 'hi'],
    [{}, ['sv-SE'], 'en'],
    [{}, [], 'en'],
    [{}, undefined, 'en'],
  ])('stored %j with browser %j reads as %s', (stored, preferred, expected) => {
    expect(readStoredLanguage(memoryStorage(stored), preferred)).toBe(expected);
  });

  it('falls back to the browser language when there is no storage or it throws', () => {
    expect(readStoredLanguage(null, ['it-IT'])).toBe('it');
    expect(readStoredLanguage(throwingStorage, ['id-ID'])).toBe('id');
  });
});
