/** Theme choices and the pure logic behind the theme controller. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type ThemeMode = 'light' | 'dark';
export type PalettePair = 'light-dark' | 'lemonade-night' | 'valentine-coffee';
export type PaletteName = 'light' | 'dark' | 'lemonade' | 'night' | 'valentine' | 'coffee';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Each pair names its light palette, then its dark one. */
export const PALETTE_PAIRS: Record<PalettePair, Record<ThemeMode, PaletteName>> = {
  'light-dark': { light: 'light', dark: 'dark' },
  'lemonade-night': { light: 'lemonade', dark: 'night' },
  'valentine-coffee': { light: 'valentine', dark: 'coffee' },
};

export const PALETTE_NAMES = Object.values(PALETTE_PAIRS).flatMap((pair) => [pair.light, pair.dark]);

export const THEME_STORAGE_KEY = 'theme';
export const PALETTE_STORAGE_KEY = 'palette';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

export function resolveMode(choice: ThemeChoice, systemPrefersDark: boolean): ThemeMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

export function paletteFor(pair: PalettePair, mode: ThemeMode): PaletteName {
  return PALETTE_PAIRS[pair][mode];
}

export function isPalettePair(value: unknown): value is PalettePair {
  return typeof value === 'string' && Object.hasOwn(PALETTE_PAIRS, value);
}

/**
 * The stored theme is only ever 'light' or 'dark'; no stored value means "follow the system".
 * Anything else in storage is treated as no choice.
 */
export function readStoredChoice(storage: Pick<Storage, 'getItem'> | undefined): ThemeChoice {
  const stored = safeGet(storage, THEME_STORAGE_KEY);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function writeStoredChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, choice: ThemeChoice) {
  try {
    if (choice === 'system') storage?.removeItem(THEME_STORAGE_KEY);
    else storage?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage can be full or blocked (private mode); the choice still applies for this visit.
  }
}

export function readStoredPair(storage: Pick<Storage, 'getItem'> | undefined): PalettePair {
  const stored = safeGet(storage, PALETTE_STORAGE_KEY);
  return isPalettePair(stored) ? stored : 'light-dark';
}

export function writeStoredPair(storage: Pick<Storage, 'setItem'> | undefined, pair: PalettePair) {
  try {
    storage?.setItem(PALETTE_STORAGE_KEY, pair);
  } catch {
    // See writeStoredChoice.
  }
}

function safeGet(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Theme attributes live on <html> so portalled dialogs and menus inherit them. */
export function applyTheme(root: HTMLElement, palette: PaletteName, mode: ThemeMode) {
  root.dataset.theme = palette;
  root.dataset.mode = mode;
  root.classList.toggle('dark', mode === 'dark');
}
