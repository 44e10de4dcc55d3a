import { describe, expect, it } from 'vitest';
import { EN_STRINGS, UI_LANGUAGES, formatString, isRtl } from './strings';
import { loadUiStrings } from './ui-strings-provider';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('ui strings', () => {
  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))('%s translates every key, keeping placeholders', async (language) => {
    const strings = await loadUiStrings(language);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(EN_STRINGS).sort());
    for (const [key, english] of Object.entries(EN_STRINGS)) {
      const translated = strings[key as keyof typeof EN_STRINGS];
      expect(translated.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(translated), `${language}.${key}`).toEqual(placeholders(english));
    }
  });

  it('falls back to English for an unknown language', async () => {
    expect(await loadUiStrings('xx')).toBe(EN_STRINGS);
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatString('Step {current} of {total}', { current: 2, total: 4 })).toBe('Step 2 of 4');
    expect(formatString('Type {text}', {})).toBe('Type {text}');
  });

  it('lays out Arabic right to left only', () => {
    expect(UI_LANGUAGES.filter(isRtl)).toEqual(['ar']);
  });
});
