import { useCallback, useSyncExternalStore } from 'react';

/** Where the ids of the notifications the user has seen are kept, per browser. */
export const READ_NOTIFICATIONS_KEY = 'hostdeck.notifications.read';

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedIds: readonly string[] = [];

function storedText(): string | null {
  try {
    return window.localStorage.getItem(READ_NOTIFICATIONS_KEY);
  } catch {
    // Storage can be off (private modes, embedded frames): nothing is remembered, nothing breaks.
    return null;
  }
}

/** The read ids, the same array for the same stored text (useSyncExternalStore needs a stable snapshot). */
function readIds(): readonly string[] {
  const text = storedText();
  if (text === cachedText) return cachedIds;
  cachedText = text;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    cachedIds = Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    cachedIds = [];
  }
  return cachedIds;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The notifications already read, and a way to mark a list read. Marking keeps only the ids given, so a notice that
 * went away and comes back later is unread again.
 */
export function useReadNotifications(): [readonly string[], (ids: readonly string[]) => void] {
  const ids = useSyncExternalStore(subscribe, readIds, () => cachedIds);
  const markRead = useCallback((current: readonly string[]) => {
    try {
      window.localStorage.setItem(READ_NOTIFICATIONS_KEY, JSON.stringify(current));
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [ids, markRead];
}
