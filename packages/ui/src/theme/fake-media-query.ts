/**
 * A stand-in for `window.matchMedia('(prefers-color-scheme: dark)')` that a test can flip, to prove the theme
 * follows the operating system live. Returns a restore function and a setter.
 */
export function installFakeColorScheme(initiallyDark: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let isDark = initiallyDark;
  const query = {
    get matches() {
      return isDark;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  window.matchMedia = (media: string) => (media === query.media ? query : original.call(window, media));
  return {
    setDark(next: boolean) {
      isDark = next;
      for (const listener of listeners) listener({ matches: next, media: query.media } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
