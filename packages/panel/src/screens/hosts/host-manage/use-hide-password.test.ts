import { describe, expect, it } from 'vitest';
import { HIDE_PASSWORD_KEY, readHidePassword, writeHidePassword } from './use-hide-password';

/** A storage holding one text per key, as localStorage does. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const refusing = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the hide-password choice (host-area 2 Manage)', () => {
  it('is kept under the hide-password key', () => {
    expect(HIDE_PASSWORD_KEY).toBe('hide-password');
  });

  it.each<[string, Record<string, string>, boolean]>([
    ['nothing chosen yet', {}, true],
    ["'true'", { 'hide-password': 'true' }, true],
    ["'false'", { 'hide-password': 'false' }, false],
    ['a value of unknown meaning', { 'hide-password': 'no' }, true],
  ])('hides with %s stored: %s', (_, initial, hidden) => {
    const storage = memoryStorage(initial);
    expect(readHidePassword(() => storage)).toBe(hidden);
  });

  it.each<[boolean, string]>([
    [true, 'true'],
    [false, 'false'],
  ])('stores hidden=%s as %j and reads it back', (hidden, stored) => {
    const storage = memoryStorage();
    writeHidePassword(hidden, () => storage);
    expect(storage.items.get(HIDE_PASSWORD_KEY)).toBe(stored);
    expect(readHidePassword(() => storage)).toBe(hidden);
  });

  it('hides when storage cannot be reached, and a refused write throws nothing', () => {
    expect(readHidePassword(refusing)).toBe(true);
    expect(readHidePassword(() => ({ getItem: refusing, setItem: refusing }))).toBe(true);
    expect(() => writeHidePassword(false, refusing)).not.toThrow();
    expect(() => writeHidePassword(false, () => ({ getItem: refusing, setItem: refusing }))).not.toThrow();
  });
});
