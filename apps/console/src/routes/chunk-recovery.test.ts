import { describe, expect, it } from 'vitest';
import { NEW_VERSION_RELOAD_KEY, clearReloadForNewVersion, isNewDeployment, markReloadForNewVersion, mayReloadForNewVersion } from './chunk-recovery';

const page = (entry: string) => `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head><body><div id="root"></div></body></html>`;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
  removeItem: (): void => {
    throw new Error('SecurityError');
  },
};

describe('isNewDeployment', () => {
  it.each<[string, string | null | undefined, string, boolean]>([
    ['the same build', '/assets/index-a1.js', page('/assets/index-a1.js'), false],
    ['a new build', '/assets/index-a1.js', page('/assets/index-b2.js'), true],
    ['an error page from a proxy', '/assets/index-a1.js', '<html><body>502 Bad Gateway</body></html>', false],
    ['an empty answer', '/assets/index-a1.js', '', false],
    ['no entry script known (dev server, tests)', null, page('/assets/index-b2.js'), false],
    ['an empty entry', '', page('/assets/index-b2.js'), false],
    ['unquoted type attribute', '/assets/index-a1.js', '<script type=module src="/assets/index-c3.js"></script>', true],
  ])('%s -> %s', (_name, entry, html, expected) => {
    expect(isNewDeployment(entry, html)).toBe(expected);
  });
});

describe('the reload guard', () => {
  it('allows one reload, then none until code loads again', () => {
    const storage = memoryStorage();
    expect(mayReloadForNewVersion(storage)).toBe(true);
    expect(markReloadForNewVersion(storage)).toBe(true);
    expect(storage.values.has(NEW_VERSION_RELOAD_KEY)).toBe(true);
    expect(mayReloadForNewVersion(storage)).toBe(false);
    clearReloadForNewVersion(storage);
    expect(mayReloadForNewVersion(storage)).toBe(true);
  });

  it('never reloads when it cannot remember that it did', () => {
    expect(mayReloadForNewVersion(undefined)).toBe(false);
    expect(mayReloadForNewVersion(refusing)).toBe(false);
    expect(markReloadForNewVersion(undefined)).toBe(false);
    expect(markReloadForNewVersion(refusing)).toBe(false);
    expect(() => clearReloadForNewVersion(refusing)).not.toThrow();
  });
});
