/*
 * The wizard's session storage: what this browser tab keeps of an unfinished order (drafts and scripts) across Back,
 * Forward and a reload, gone when the tab closes. Storage may be off (private modes, sandboxed frames) or full: every
 * call may throw, and then the wizard works on without it, forgetting on reload.
 */

/** What the wizard needs of a storage (session storage, or one in memory in tests). */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's session storage, or none where the browser denies it (reading `sessionStorage` itself can throw). */
export function sessionTabStorage(): TabStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The text kept under `key`, or null when there is none or the storage cannot be read (only logged). */
export function readTabItem(storage: TabStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn('What this tab kept of an unfinished order could not be read', error);
    return null;
  }
}

/** Keeps `text` under `key`, or removes it for null; a storage that refuses is only logged. */
export function writeTabItem(storage: TabStorage | undefined, key: string, text: string | null): void {
  try {
    if (text === null) storage?.removeItem(key);
    else storage?.setItem(key, text);
  } catch (error) {
    console.warn('The unfinished order could not be kept in this tab', error);
  }
}
