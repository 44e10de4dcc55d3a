/** The page's local storage, or undefined where the browser blocks it (private mode, sandboxed frames). */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
