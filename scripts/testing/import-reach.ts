import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && !file.endsWith(path.sep) && /\.[a-z]+$/.test(file));
  if (!found) throw new Error(`${specifier} from ${from} does not resolve`);
  return found;
}

/**
 * Every source file an entry reaches through relative imports (relative to `root`), and every package it imports:
 * what the entry-point tests check a bundle built from it could pull in.
 */
export function importReach(root: string, entry: string): { files: string[]; packages: string[] } {
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
  visit(path.join(root, entry));
  return { files: [...files].map((file) => path.relative(root, file)), packages: [...packages] };
}
