import { isChunkLoadError } from '@hostdeck/panel';

/** Set in session storage just before the one reload a new deployment gets; cleared once a page's code loads again. */
export const NEW_VERSION_RELOAD_KEY = 'hostdeck:reloaded-for-new-version';

/**
 * Whether the page that is open now was built before the one the server has: its entry script (`src` of the module
 * script that started it) is no longer in the server's index.html. An answer that is not the console's page (an error
 * page, say) proves nothing.
 */
export function isNewDeployment(currentEntry: string | null | undefined, freshHtml: string): boolean {
  if (!currentEntry) return false;
  if (!/<script[^>]+type=["']?module/i.test(freshHtml)) return false;
  return !freshHtml.includes(currentEntry);
}

/** The reload for a new version happens once per tab until code loads again, so a broken deployment cannot loop. */
export function mayReloadForNewVersion(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(NEW_VERSION_RELOAD_KEY) === null;
  } catch {
    return false;
  }
}

export function markReloadForNewVersion(storage: Pick<Storage, 'setItem'> | undefined): boolean {
  try {
    storage?.setItem(NEW_VERSION_RELOAD_KEY, String(Date.now()));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function clearReloadForNewVersion(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(NEW_VERSION_RELOAD_KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}

export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

function currentEntryScript(): string | null {
  return document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.getAttribute('src') ?? null;
}

/**
 * After a page's code failed to download: when the server now has a newer console (a redeploy removed the old
 * files), reload once to get it. Offline, or the same version, the error state stays and its Try again loads the code.
 */
export async function recoverFromChunkError(error: unknown): Promise<void> {
  if (!isChunkLoadError(error)) return;
  const storage = sessionStore();
  if (!mayReloadForNewVersion(storage)) return;
  let fresh: string;
  try {
    const response = await fetch(window.location.href, { cache: 'no-store', headers: { accept: 'text/html' } });
    if (!response.ok) return;
    fresh = await response.text();
  } catch {
    return;
  }
  if (!isNewDeployment(currentEntryScript(), fresh) || !markReloadForNewVersion(storage)) return;
  window.location.reload();
}
