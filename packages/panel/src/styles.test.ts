import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classesWithRules, tailwindWorkspace } from '@test-helpers/tailwind-classes';

const root = path.resolve(import.meta.dirname, '../../..');
/** Classes an embedding app once got no rule for (issue 8); each is used by a panel screen. */
const ONCE_MISSING = ['text-2xl', 'truncate', 'tabular-nums', 'sticky', 'lg:grid-cols-3'];

let shipped = new Set<string>();
let used = new Set<string>();
let uiOnly = new Set<string>();

let workspace: ReturnType<typeof tailwindWorkspace> | undefined;

beforeAll(() => {
  workspace = tailwindWorkspace('styles-test');
  shipped = classesWithRules(workspace.compile(path.join(root, 'packages/panel/src/styles.css')));
  uiOnly = classesWithRules(workspace.compile(path.join(root, 'packages/ui/src/styles.css')));
  // Every class Tailwind finds in the sources of both packages (stories, tests and docs pages aside), whatever the
  // shipped file scans.
  const sources = ['ui', 'panel'].map((name) => path.join(root, 'packages', name, 'src'));
  used = workspace.usedClasses(sources, ['**/*.stories.tsx', '**/*.test.ts', '**/*.mdx']);
}, 60_000);

afterAll(() => workspace?.dispose());

describe('@hostdeck/panel/styles.css', () => {
  it('has a rule for every class that the ui primitives and the panel screens use', () => {
    expect(used.size).toBeGreaterThan(300);
    expect([...used].filter((name) => !shipped.has(name))).toEqual([]);
  });

  it('has the classes an embedding app once missed', () => {
    for (const name of ONCE_MISSING) {
      expect(used, `${name} is no longer used: update ONCE_MISSING`).toContain(name);
      expect(shipped).toContain(name);
    }
  });

  it('is needed: the ui stylesheet alone lacks classes the screens use', () => {
    // What the first check would report if the panel shipped the ui stylesheet (as it once did).
    expect([...used].filter((name) => !uiOnly.has(name)).length).toBeGreaterThan(0);
  });
});
