import { describe, expect, it } from 'vitest';
import * as entry from './index';

/** Every rules module but the tests and the entry itself. */
const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./index.ts'], { eager: true });

describe('@hostdeck/panel/rules', () => {
  it.each(Object.keys(MODULES))('exports everything of %s', (path) => {
    const module = MODULES[path] ?? {};
    const missing = Object.keys(module).filter((name) => !(name in entry));
    expect(missing).toEqual([]);
  });
});
