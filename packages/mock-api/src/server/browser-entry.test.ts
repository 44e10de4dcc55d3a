import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The browser entry (`@hostdeck/mock-api`, bundled into the demo console and the stories) must never reach the Node
 * server: no file of server/ and no node: module, so no browser bundle pulls in node:http.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const found = [base, `${base}.ts`, path.join(base, 'index.ts')].find((file) => existsSync(file) && /\.[a-z]+$/.test(file));
  if (!found) throw new Error(`${specifier} from ${from} does not resolve`);
  return found;
}

function reach(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (!file.endsWith('.ts')) return;
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { files: [...files].map((file) => path.relative(SRC, file)), packages: [...packages] };
}

describe('the browser entry of @hostdeck/mock-api', () => {
  const { files, packages } = reach('index.ts');

  it('reaches the handlers but no file of the Node server', () => {
    expect(files).toContain(path.join('handlers', 'index.ts'));
    expect(files.filter((file) => file.startsWith(`server${path.sep}`))).toEqual([]);
  });

  it('imports no node: module', () => {
    expect(packages.filter((name) => name.startsWith('node:'))).toEqual([]);
  });
});
