import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Test helpers for the checks that compile stylesheets with the Tailwind CLI (as tsup.config.ts builds the shipped
 * ones) and compare the classes they have rules for: the panel's shipped CSS and cn()'s merge config.
 */

const root = path.resolve(import.meta.dirname, '../..');
const TAILWIND_CLI = path.join(root, 'node_modules/.bin/tailwindcss');

function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) => (hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? '')));
}

/** The class names that some rule of the stylesheet selects (selectors only: never values such as `0.5rem`). */
export function classesWithRules(css: string): Set<string> {
  const classes = new Set<string>();
  for (const [, prelude = '', bracket] of css.matchAll(/([^{}]*)([{}])/g)) {
    if (bracket !== '{' || prelude.trim().startsWith('@')) continue;
    for (const [, name = ''] of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) classes.add(unescapeCss(name));
  }
  return classes;
}

/** A scratch folder under .cache for compiled stylesheets; `dispose` removes it. */
export function tailwindWorkspace(name: string) {
  mkdirSync(path.join(root, '.cache'), { recursive: true });
  const dir = mkdtempSync(path.join(root, '.cache', `${name}-`));
  let count = 0;
  return {
    root,
    /** Compiles a stylesheet file with the Tailwind CLI and returns the CSS. */
    compile(input: string): string {
      count += 1;
      const output = path.join(dir, `out-${count}.css`);
      execFileSync(TAILWIND_CLI, ['-i', input, '-o', output, '--minify'], { cwd: root, stdio: 'pipe' });
      return readFileSync(output, 'utf8');
    },
    /**
     * Compiles the classes Tailwind's own scanner finds in the given source folders (tokens and palettes imported,
     * the files matching `exclude` globs left out) and returns those it generated a rule for.
     */
    usedClasses(sourceDirs: readonly string[], exclude: readonly string[]): Set<string> {
      count += 1;
      const input = path.join(dir, `used-${count}.css`);
      writeFileSync(
        input,
        [
          '@import "tailwindcss" source(none);',
          `@import "${path.join(root, 'packages/ui/src/theme/theme.css')}";`,
          ...sourceDirs.flatMap((sourceDir) => [`@source "${sourceDir}";`, ...exclude.map((glob) => `@source not "${glob.startsWith('/') ? glob : `${sourceDir}/${glob}`}";`)]),
        ].join('\n'),
      );
      return classesWithRules(this.compile(input));
    },
    dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
