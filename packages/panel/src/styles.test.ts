import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const TAILWIND_CLI = path.join(root, 'node_modules/.bin/tailwindcss');
/** Classes an embedding app once got no rule for (issue 8); each is used by a panel screen. */
const ONCE_MISSING = ['text-2xl', 'truncate', 'tabular-nums', 'sticky', 'lg:grid-cols-3'];

let workDir = '';

/** Compiles a stylesheet with the Tailwind CLI, exactly as tsup.config.ts builds the shipped one. */
function compile(input: string): string {
  const output = path.join(workDir, `${path.basename(path.dirname(input))}-${path.basename(input)}`);
  execFileSync(TAILWIND_CLI, ['-i', input, '-o', output, '--minify'], { cwd: root, stdio: 'pipe' });
  return readFileSync(output, 'utf8');
}

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? '')));
}

/** The class names that some rule of the stylesheet selects (selectors only: never values such as `0.5rem`). */
function classesWithRules(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, prelude = '', bracket] of css.matchAll(/([^{}]*)([{}])/g)) {
    if (bracket !== '{' || prelude.trim().startsWith('@')) continue;
    for (const [, name = ''] of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) classes.add(unescapeCss(name));
  }
  return classes;
}

let shipped = new Set<string>();
let used = new Set<string>();
let uiOnly = new Set<string>();

beforeAll(() => {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  workDir = mkdtempSync(path.join(root, '.cache', 'styles-test-'));
  shipped = classesWithRules(compile(path.join(root, 'packages/panel/src/styles.css')));
  uiOnly = classesWithRules(compile(path.join(root, 'packages/ui/src/styles.css')));
  // Every class Tailwind finds in the sources of both packages (stories, tests and docs pages aside), whatever the
  // shipped file scans.
  const reference = path.join(workDir, 'reference.css');
  writeFileSync(
    reference,
    [
      '@import "tailwindcss" source(none);',
      `@import "${path.join(root, 'packages/ui/src/theme/theme.css')}";`,
      ...['ui', 'panel'].flatMap((name) => {
        const dir = path.join(root, 'packages', name, 'src');
        return [`@source "${dir}";`, ...['stories.tsx', 'test.ts', 'mdx'].map((extension) => `@source not "${dir}/**/*.${extension}";`)];
      }),
    ].join('\n'),
  );
  used = classesWithRules(compile(reference));
}, 60_000);

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

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
