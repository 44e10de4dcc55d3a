import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@hostdeck/ui';
import { loadConsoleStrings } from './console-strings';
import { CONSOLE_STRINGS, LANGUAGE_NAMES } from './strings';

describe('console strings', () => {
  it.each(UI_LANGUAGES.filter((language) => language !== 'en'))('%s translates every key', async (language) => {
    const strings = await loadConsoleStrings(language);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(CONSOLE_STRINGS).sort());
    for (const [key, text] of Object.entries(strings)) expect(text.trim(), `${language}.${key}`).not.toBe('');
  });

  it('names every language in that language', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it('falls back to English', async () => {
    expect(await loadConsoleStrings('xx')).toBe(CONSOLE_STRINGS);
  });
});
