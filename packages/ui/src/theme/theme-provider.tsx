import { createContext, use, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  DARK_QUERY,
  applyTheme,
  paletteFor,
  readStoredChoice,
  readStoredPair,
  resolveMode,
  writeStoredChoice,
  writeStoredPair,
  type PaletteName,
  type PalettePair,
  type ThemeChoice,
  type ThemeMode,
} from './theme';

export interface ThemeContextValue {
  /** What the user picked: always light, always dark, or follow the system. */
  choice: ThemeChoice;
  /** The mode in force now. */
  mode: ThemeMode;
  pair: PalettePair;
  palette: PaletteName;
  setChoice: (choice: ThemeChoice) => void;
  setPair: (pair: PalettePair) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function subscribeToSystem(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Set on <html> while the palette changes; the rule that turns transitions off is in theme/runtime-styles.css (a class
 * rather than an injected <style>, which a Content-Security-Policy without 'unsafe-inline' refuses).
 */
export const THEME_SWITCHING_CLASS = 'theme-switching';

/**
 * Colour transitions on hover states would otherwise animate every control through in-between colours (some with
 * poor contrast) whenever the palette changes; the switch is instant instead.
 */
function switchThemeWithoutTransitions(palette: PaletteName, mode: ThemeMode) {
  const root = document.documentElement;
  root.classList.add(THEME_SWITCHING_CLASS);
  applyTheme(root, palette, mode);
  // Reading a computed style makes the browser apply the new colours while transitions are off.
  void window.getComputedStyle(document.body).color;
  const timer = window.setTimeout(() => root.classList.remove(THEME_SWITCHING_CLASS), 1);
  return () => {
    window.clearTimeout(timer);
    root.classList.remove(THEME_SWITCHING_CLASS);
  };
}

export interface ThemeProviderProps {
  children: ReactNode;
  /** Overrides the stored choice (Storybook's toolbar, tests). */
  choice?: ThemeChoice;
  /** Overrides the stored palette pair. */
  pair?: PalettePair;
  /** Whether choices are saved to localStorage; on by default. */
  persist?: boolean;
}

/** Sets the palette and mode on <html> and follows the OS preference live while the choice is "system". */
export function ThemeProvider({ children, choice: forcedChoice, pair: forcedPair, persist = true }: ThemeProviderProps) {
  const [storedChoice, setStoredChoice] = useState<ThemeChoice>(() => readStoredChoice(browserStorage()));
  const [storedPair, setStoredPair] = useState<PalettePair>(() => readStoredPair(browserStorage()));
  const prefersDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark, () => false);

  const choice = forcedChoice ?? storedChoice;
  const pair = forcedPair ?? storedPair;
  const mode = resolveMode(choice, prefersDark);
  const palette = paletteFor(pair, mode);

  useEffect(() => switchThemeWithoutTransitions(palette, mode), [palette, mode]);

  const setChoice = useCallback(
    (next: ThemeChoice) => {
      setStoredChoice(next);
      if (persist) writeStoredChoice(browserStorage(), next);
    },
    [persist],
  );
  const setPair = useCallback(
    (next: PalettePair) => {
      setStoredPair(next);
      if (persist) writeStoredPair(browserStorage(), next);
    },
    [persist],
  );

  const value = useMemo(
    () => ({ choice, mode, pair, palette, setChoice, setPair }),
    [choice, mode, pair, palette, setChoice, setPair],
  );
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
