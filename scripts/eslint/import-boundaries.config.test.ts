import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The project's own eslint.config.js scopes the boundary rules to the right files: each snippet is linted under a
 * virtual path, as if it were written there, and must fail (or pass) for the architecture's reason.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function boundaryErrors(repoPath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, repoPath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('hostdeck/') && message.ruleId !== 'hostdeck/no-raw-colors')
    .map((message) => message.ruleId ?? '');
}

const LIST = 'packages/panel/src/screens/hosts/list';

describe('presentational screen files', () => {
  it.each([
    ["import '@tanstack/react-query';", 'hostdeck/presentational-screen'],
    ["import '../../../data/hosts/queries';", 'hostdeck/presentational-screen'],
    ["import './host-list.container';", 'hostdeck/presentational-screen'],
    ["import 'react-router';", 'hostdeck/forbidden-imports'],
    ["import 'react-router-dom';", 'hostdeck/forbidden-imports'],
  ])('fail on %s', async (code, rule) => {
    expect(await boundaryErrors(`${LIST}/virtual-screen.tsx`, code)).toEqual([rule]);
  });

  it.each(['virtual.container.tsx', 'use-virtual.ts', 'virtual.stories.tsx', 'virtual.test.tsx', 'virtual.fixtures.ts'])(
    'leave %s free to use the data layer',
    async (file) => {
      expect(await boundaryErrors(`${LIST}/${file}`, "import '@tanstack/react-query';\nimport '../../../data/hosts/queries';")).toEqual([]);
    },
  );

  it('keep the router out of containers too', async () => {
    expect(await boundaryErrors(`${LIST}/virtual.container.tsx`, "import 'react-router';")).toEqual(['hostdeck/forbidden-imports']);
  });
});

describe('rules/', () => {
  const file = 'packages/panel/src/rules/virtual-rule.ts';

  it.each(["import 'react';", "import '@hostdeck/ui';", "import '../i18n/i18n-provider';", "import '../data/session';", "import '../screens/hosts/list';"])(
    'fails on %s',
    async (code) => {
      expect(await boundaryErrors(file, code)).toEqual(['hostdeck/allowed-imports']);
    },
  );

  it('allows rules/, api/schemas and pure packages', async () => {
    expect(await boundaryErrors(file, "import 'zod/mini';\nimport 'js-yaml';\nimport './limits';\nimport '../api/schemas/hosts';")).toEqual([]);
  });

  it('lets its tests use vitest and node builtins', async () => {
    expect(await boundaryErrors('packages/panel/src/rules/virtual-rule.test.ts', "import 'vitest';\nimport 'node:fs';")).toEqual([]);
  });
});

describe('@hostdeck/ui', () => {
  it.each([
    "import '@hostdeck/panel';",
    "import '@hostdeck/mock-api';",
    "import '@hostdeck/console';",
    "import 'react-router';",
    "import '@storybook-helpers/panel-story';",
  ])('fails on %s', async (code) => {
    expect(await boundaryErrors('packages/ui/src/components/virtual.tsx', code)).toEqual(['hostdeck/forbidden-imports']);
  });

  it('fails on a relative path out of the package', async () => {
    expect(await boundaryErrors('packages/ui/src/components/virtual.tsx', "import '../../../panel/src';")).toEqual(['hostdeck/no-cross-package-relative']);
  });
});

describe('the simulated backend in the panel', () => {
  it.each(['virtual.stories.tsx', 'virtual.test.ts', 'virtual.fixtures.ts'])('is reachable by package name from %s', async (file) => {
    expect(await boundaryErrors(`${LIST}/${file}`, "import '@hostdeck/mock-api';")).toEqual([]);
  });

  it.each(['virtual-screen.tsx', 'virtual.container.tsx', 'use-virtual.ts'])('is off limits to %s', async (file) => {
    expect(await boundaryErrors(`${LIST}/${file}`, "import '@hostdeck/mock-api';")).toEqual(['hostdeck/forbidden-imports']);
  });

  it('is never reached by a relative path', async () => {
    expect(await boundaryErrors(`${LIST}/virtual.stories.tsx`, "import '../../../../../mock-api/src';")).toEqual(['hostdeck/no-cross-package-relative']);
  });
});

describe('Storybook helpers', () => {
  it('are reached through the alias', async () => {
    expect(await boundaryErrors(`${LIST}/virtual.stories.tsx`, "import '@storybook-helpers/panel-story';")).toEqual([]);
  });

  it.each([`${LIST}/virtual.stories.tsx`, 'apps/console/src/layout/virtual.stories.tsx'])('fail through a relative climb from %s', async (file) => {
    const climb = `${'../'.repeat(file.split('/').length - 1)}.storybook/panel-story`;
    expect(await boundaryErrors(file, `import '${climb}';`)).toEqual(['hostdeck/no-cross-package-relative']);
  });

  it('stay out of the panel files that ship', async () => {
    expect(await boundaryErrors(`${LIST}/virtual-screen.tsx`, "import '@storybook-helpers/panel-story';")).toEqual(['hostdeck/forbidden-imports']);
  });
});
