import { useCallback, useEffect, useState } from 'react';

/** host-area 2 Manage: the lock/unlock choice, one for the page, kept per browser. */
export const HIDE_PASSWORD_KEY = 'hide-password';

/** What the key holds: 'true' hides the passwords, 'false' shows them. */
export type HidePasswordValue = 'true' | 'false';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's storage; reaching it can itself throw (storage off in private modes or embedded frames). */
const browserStorage = (): StorageLike => window.localStorage;

/**
 * Whether the passwords are hidden. Hidden unless the user chose to show them: a console is often on a shared or
 * recorded screen, and the strings still copy whole, so hiding costs nothing. A value that cannot be read hides.
 */
export function readHidePassword(storage: () => StorageLike = browserStorage): boolean {
  try {
    return storage().getItem(HIDE_PASSWORD_KEY) !== 'false';
  } catch {
    return true;
  }
}

/** Keeps the choice; where storage refuses, the page keeps it in memory until reload and nothing breaks. */
export function writeHidePassword(hidden: boolean, storage: () => StorageLike = browserStorage): void {
  const value: HidePasswordValue = hidden ? 'true' : 'false';
  try {
    storage().setItem(HIDE_PASSWORD_KEY, value);
  } catch {
    // Nothing to tell the user: the choice holds for this visit.
  }
}

/** The page's hide-password choice and its setter; another tab's choice shows here too. */
export function useHidePassword(): readonly [boolean, (hidden: boolean) => void] {
  const [hidden, setHidden] = useState(() => readHidePassword());
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === HIDE_PASSWORD_KEY || event.key === null) setHidden(readHidePassword());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const change = useCallback((next: boolean) => {
    setHidden(next);
    writeHidePassword(next);
  }, []);
  return [hidden, change] as const;
}
