import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importReach } from '@test-helpers/import-reach';

/*
 * The React-free entry points (`@hostdeck/panel/rules`, `@hostdeck/panel/contract`) that the simulated backend and other
 * products import: everything they reach, file by file, stays clear of React, translations, data hooks and screens.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const reach = (entry: string) => importReach(SRC, entry);

describe.each(['rules/index.ts', 'api/contract-entry.ts'])('%s', (entry) => {
  const { files, packages } = reach(entry);

  it('imports no React, translations, query library or ui package', () => {
    expect(packages.filter((name) => /^(react|react-dom|react-i18next|i18next|@tanstack\/|@hostdeck\/|lucide-react)/.test(name))).toEqual([]);
  });

  it('reaches no data hooks, screens or translations', () => {
    expect(files.filter((file) => /^(data|screens|i18n|forms)\//.test(file) || file.endsWith('.tsx'))).toEqual([]);
  });
});
