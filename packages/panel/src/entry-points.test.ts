import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The React-free entry points (`@hostdeck/panel/rules`, `@hostdeck/panel/contract`) that the simulated backend and other
 * products import: everything they reach, file by file, stays clear of React, translations, data hooks and screens.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && !file.endsWith(path.sep) && /\.[a-z]+$/.test(file));
  if (!found) throw new Error(`${specifier} from ${from} does not resolve`);
  return found;
}

/** Every source file the entry reaches through relative imports, and every package it imports. */
function reach(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { files: [...files].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe.each(['rules/index.ts', 'api/contract-entry.ts'])('%s', (entry) => {
  const { files, packages } = reach(entry);

  it('imports no React, translations, query library or ui package', () => {
    expect(packages.filter((name) => /^(react|react-dom|react-i18next|i18next|@tanstack\/|@hostdeck\/|lucide-react)/.test(name))).toEqual([]);
  });

  it('reaches no data hooks, screens or translations', () => {
    expect(files.filter((file) => /^(data|screens|i18n|forms)\//.test(file) || file.endsWith('.tsx'))).toEqual([]);
  });
});
