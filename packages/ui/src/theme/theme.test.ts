import { describe, expect, it } from 'vitest';
import {
  PALETTE_STORAGE_KEY,
  THEME_STORAGE_KEY,
  applyTheme,
  paletteFor,
  readStoredChoice,
  readStoredPair,
  resolveMode,
  writeStoredChoice,
  writeStoredPair,
  type PalettePair,
  type ThemeMode,
} from './theme';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('resolveMode', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', false, 'light'],
    ['system', true, 'dark'],
  ] as const)('%s with system dark=%s gives %s', (choice, prefersDark, expected) => {
    expect(resolveMode(choice, prefersDark)).toBe(expected);
  });
});

describe('paletteFor', () => {
  it.each([
    ['light-dark', 'light', 'light'],
    ['light-dark', 'dark', 'dark'],
    ['lemonade-night', 'light', 'lemonade'],
    ['lemonade-night', 'dark', 'night'],
    ['valentine-coffee', 'light', 'valentine'],
    ['valentine-coffee', 'dark', 'coffee'],
  ] as const)('%s in %s mode is %s', (pair: PalettePair, mode: ThemeMode, expected) => {
    expect(paletteFor(pair, mode)).toBe(expected);
  });
});

describe('stored theme', () => {
  it('stores only light or dark, and system as no stored value', () => {
    const storage = memoryStorage();
    writeStoredChoice(storage, 'dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    writeStoredChoice(storage, 'system');
    expect(storage.data.has(THEME_STORAGE_KEY)).toBe(false);
  });

  it.each([
    [{}, 'system'],
    [{ [THEME_STORAGE_KEY]: 'light' }, 'light'],
    [{ [THEME_STORAGE_KEY]: 'dark' }, 'dark'],
    [{ [THEME_STORAGE_KEY]: 'system' }, 'system'],
    [{ [THEME_STORAGE_KEY]: 'purple' }, 'system'],
  ])('reads %j as %s', (initial, expected) => {
    expect(readStoredChoice(memoryStorage(initial))).toBe(expected);
  });

  it('falls back when storage throws or is missing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readStoredChoice(throwing)).toBe('system');
    expect(readStoredPair(undefined)).toBe('light-dark');
    expect(() => writeStoredChoice(throwing, 'dark')).not.toThrow();
    expect(() => writeStoredPair(throwing, 'lemonade-night')).not.toThrow();
  });

  it('keeps the palette pair separately and ignores unknown pairs', () => {
    const storage = memoryStorage();
    writeStoredPair(storage, 'valentine-coffee');
    expect(storage.data.get(PALETTE_STORAGE_KEY)).toBe('valentine-coffee');
    expect(readStoredPair(storage)).toBe('valentine-coffee');
    expect(readStoredPair(memoryStorage({ [PALETTE_STORAGE_KEY]: 'toString' }))).toBe('light-dark');
  });
});

describe('applyTheme', () => {
  it('puts palette and mode on the element', () => {
    const classes = new Set<string>();
    const root = {
      dataset: {} as Record<string, string>,
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    };
    applyTheme(root as unknown as HTMLElement, 'night', 'dark');
    expect(root.dataset).toEqual({ theme: 'night', mode: 'dark' });
    expect(classes.has('dark')).toBe(true);
    applyTheme(root as unknown as HTMLElement, 'lemonade', 'light');
    expect(classes.has('dark')).toBe(false);
  });
});
