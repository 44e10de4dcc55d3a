import { afterEach, describe, expect, it, vi } from 'vitest';
import * as classic from 'zod';
import * as mini from 'zod/mini';

/*
 * A strict Content-Security-Policy (no 'unsafe-eval') refuses `new Function`, which zod uses to compile object
 * parsers and, before that, to probe whether it may. Every panel entry sets zod jitless before any schema is built,
 * for zod and zod/mini alike, so neither happens.
 */

/** The package's entries, and the module an app building the panel from source imports first (as the console does). */
const ENTRIES = ['@hostdeck/panel', '@hostdeck/panel/rules', '@hostdeck/panel/contract', '@hostdeck/panel/zod-config'];

/** zod's shared setting, as the first import of a fresh process finds it. */
function forgetJitless() {
  const shared = (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig;
  if (shared) delete shared.jitless;
}

const realFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = realFunction;
  vi.resetModules();
});

/** Counts every `new Function(…)` (and call) made while the spy is in place. */
function spyOnFunctionConstructor(): string[] {
  const made: string[] = [];
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      made.push(String(args.at(-1)).slice(0, 60));
      return Reflect.construct(target, args);
    },
    apply(target, self, args: string[]) {
      made.push(String(args.at(-1)).slice(0, 60));
      return Reflect.apply(target, self, args);
    },
  });
  return made;
}

describe.each(ENTRIES)('%s', (entry) => {
  // The root entry brings every screen: transforming them takes a few seconds.
  it('makes zod and zod/mini jitless on import', { timeout: 60_000 }, async () => {
    forgetJitless();
    vi.resetModules();
    expect(classic.config().jitless).toBeUndefined();
    await import(/* @vite-ignore */ entry);
    expect(classic.config().jitless).toBe(true);
    expect(mini.config().jitless).toBe(true);
  });
});

describe('schemas built after the panel loads', () => {
  it('are built and parse without new Function, in zod and zod/mini', async () => {
    forgetJitless();
    vi.resetModules();
    const made = spyOnFunctionConstructor();
    await import('@hostdeck/panel/rules');
    const shape = { id: mini.number(), name: mini.string(), tags: mini.array(mini.string()) };
    const value = { id: 7, name: 'shop', tags: ['a'] };
    for (let round = 0; round < 3; round += 1) {
      expect(mini.object(shape).parse(value)).toEqual(value);
      expect(classic.object({ id: classic.number(), name: classic.string() }).parse(value)).toEqual({ id: 7, name: 'shop' });
    }
    expect(made).toEqual([]);
  });
});
