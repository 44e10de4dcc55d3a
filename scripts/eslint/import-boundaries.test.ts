import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { allowedImports, forbiddenImports, noCrossPackageRelative, presentationalScreen } from './import-boundaries.js';
import { importTarget, matchesPackage } from './import-targets.js';

RuleTester.describe = describe;
RuleTester.it = it;

/** A throwaway repository: the presentational rule reads the hooks a screen file imports from disk. */
const root = mkdtempSync(path.join(tmpdir(), 'hostdeck-boundaries-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function writeSource(repoPath: string, text: string) {
  mkdirSync(path.dirname(path.join(root, repoPath)), { recursive: true });
  writeFileSync(path.join(root, repoPath), text);
}
writeSource('packages/panel/src/screens/hosts/list/use-hosts.ts', "import { useQuery } from '@tanstack/react-query';\n");
writeSource('packages/panel/src/screens/hosts/list/use-row-window.ts', "import { useState } from 'react';\n");
writeSource('packages/mock-api/package.json', JSON.stringify({ name: '@hostdeck/mock-api' }));

const settings = { hostdeck: { root, aliases: { '@storybook-helpers': '.storybook' } } };
const at = (repoPath: string) => path.join(root, repoPath);
// The TypeScript parser, so type-only imports are checked like any other.
const tester = new RuleTester({ settings, languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

const STORY = at('packages/panel/src/screens/hosts/list/host-list.container.stories.tsx');

tester.run('no-cross-package-relative', noCrossPackageRelative, {
  valid: [
    { filename: STORY, code: "import { panelStory } from '@storybook-helpers/panel-story';" },
    { filename: STORY, code: "import { createHandlers } from '@hostdeck/mock-api';" },
    { filename: STORY, code: "import { HostList } from './host-list';" },
    { filename: STORY, code: "import { hostListQuery } from '../../../data/hosts/queries';" },
  ],
  invalid: [
    {
      filename: STORY,
      code: "import { panelStory } from '../../../../../../.storybook/panel-story';",
      errors: [{ messageId: 'storybook', data: { source: '../../../../../../.storybook/panel-story', alias: '@storybook-helpers/panel-story' } }],
    },
    {
      filename: STORY,
      code: "import { createHandlers } from '../../../../../mock-api/src';",
      errors: [{ messageId: 'package', data: { source: '../../../../../mock-api/src', from: 'packages/panel', to: '@hostdeck/mock-api' } }],
    },
    { filename: at('packages/ui/src/components/button.tsx'), code: "export { HostList } from '../../../panel/src';", errors: [{ messageId: 'package' }] },
    { filename: at('apps/console/src/main.tsx'), code: "const m = import('../../../packages/panel/src');", errors: [{ messageId: 'package' }] },
  ],
});

tester.run('forbidden-imports', forbiddenImports, {
  valid: [
    { filename: at('packages/ui/src/components/button.tsx'), code: "import { Slot } from 'radix-ui';", options: [{ packages: ['@hostdeck/*'] }] },
    { filename: at('packages/panel/src/data/x.ts'), code: "import { useQuery } from '@tanstack/react-query';", options: [{ packages: ['react-router'] }] },
  ],
  invalid: [
    {
      filename: at('packages/ui/src/components/button.tsx'),
      code: "import { HostList } from '@hostdeck/panel';",
      options: [{ packages: ['@hostdeck/*'], message: 'ui imports nothing of the other packages.' }],
      errors: [{ messageId: 'forbidden', data: { source: '@hostdeck/panel', message: 'ui imports nothing of the other packages.' } }],
    },
    { filename: at('packages/panel/src/index.ts'), code: "import { Link } from 'react-router/dom';", options: [{ packages: ['react-router'] }], errors: [{ messageId: 'forbidden' }] },
    {
      filename: at('packages/panel/src/screens/a/b.tsx'),
      code: "import { panelStory } from '@storybook-helpers/panel-story';",
      options: [{ paths: ['.storybook'] }],
      errors: [{ messageId: 'forbidden' }],
    },
  ],
});

const RULE_FILE = at('packages/panel/src/rules/usage.ts');
const rulesOnly = { packages: ['zod', 'js-yaml'], paths: ['packages/panel/src/rules', 'packages/panel/src/api/schemas'], message: 'pure' };

tester.run('allowed-imports', allowedImports, {
  valid: [
    { filename: RULE_FILE, code: "import * as z from 'zod/mini';", options: [rulesOnly] },
    { filename: RULE_FILE, code: "import { load } from 'js-yaml';", options: [rulesOnly] },
    { filename: RULE_FILE, code: "import { LIMITS } from './limits';", options: [rulesOnly] },
    { filename: RULE_FILE, code: "import type { Host } from '../api/schemas/hosts';", options: [rulesOnly] },
    { filename: RULE_FILE, code: "export * from '../api/schemas';", options: [rulesOnly] },
  ],
  invalid: [
    { filename: RULE_FILE, code: "import { useState } from 'react';", options: [rulesOnly], errors: [{ messageId: 'notAllowed' }] },
    { filename: RULE_FILE, code: "import { Button } from '@hostdeck/ui';", options: [rulesOnly], errors: [{ messageId: 'notAllowed' }] },
    { filename: RULE_FILE, code: "import type { Session } from '../data/session';", options: [rulesOnly], errors: [{ messageId: 'notAllowed' }] },
    { filename: RULE_FILE, code: "import { useT } from '../i18n/i18n-provider';", options: [rulesOnly], errors: [{ messageId: 'notAllowed' }] },
    { filename: RULE_FILE, code: "import { request } from '../api/http';", options: [rulesOnly], errors: [{ messageId: 'notAllowed' }] },
  ],
});

const SCREEN = at('packages/panel/src/screens/hosts/list/host-list.tsx');
const noData = { packages: ['@tanstack/react-query'], paths: ['packages/panel/src/data'] };

tester.run('presentational-screen', presentationalScreen, {
  valid: [
    { filename: SCREEN, code: "import { useRowWindow } from './use-row-window';", options: [noData] },
    { filename: SCREEN, code: "import { hostStatusOf } from '../../../rules/host-list';", options: [noData] },
    { filename: at('packages/panel/src/screens/hosts/list/index.ts'), code: "export { HostListContainer } from './host-list.container';", options: [noData] },
    { filename: at('packages/panel/src/screens/hosts/list/index.ts'), code: "export { useHosts } from './use-hosts';", options: [noData] },
  ],
  invalid: [
    { filename: SCREEN, code: "import { useQuery } from '@tanstack/react-query';", options: [noData], errors: [{ messageId: 'direct' }] },
    { filename: SCREEN, code: "import { hostListQuery } from '../../../data/hosts/queries';", options: [noData], errors: [{ messageId: 'direct' }] },
    { filename: SCREEN, code: "import type { PanelLinkProps } from '../../../data/panel-provider';", options: [noData], errors: [{ messageId: 'direct' }] },
    { filename: SCREEN, code: "import { HostListContainer } from './host-list.container';", options: [noData], errors: [{ messageId: 'container' }] },
    {
      filename: SCREEN,
      code: "import { useHosts } from './use-hosts';",
      options: [noData],
      errors: [{ messageId: 'hook', data: { source: './use-hosts', reached: '@tanstack/react-query' } }],
    },
  ],
});

describe('importTarget', () => {
  const targetSettings = { root, aliases: { '@storybook-helpers': '.storybook' } };

  it('resolves relative specifiers and aliases to repository paths without extension', () => {
    expect(importTarget('../../../data/session.ts', SCREEN, targetSettings)).toEqual({ kind: 'path', path: 'packages/panel/src/data/session', viaAlias: false });
    expect(importTarget('@storybook-helpers/panel-story', SCREEN, targetSettings)).toEqual({ kind: 'path', path: '.storybook/panel-story', viaAlias: true });
  });

  it('names the package of a bare specifier, scoped or not', () => {
    expect(importTarget('@tanstack/react-query/build', SCREEN, targetSettings)).toMatchObject({ kind: 'package', name: '@tanstack/react-query' });
    expect(importTarget('zod/mini', SCREEN, targetSettings)).toMatchObject({ kind: 'package', name: 'zod' });
  });

  it('matches a package, its subpaths and scope or builtin wildcards, but not a look-alike name', () => {
    const target = (specifier: string) => {
      const resolved = importTarget(specifier, SCREEN, targetSettings);
      if (resolved.kind !== 'package') throw new Error(`${specifier} is not a package`);
      return resolved;
    };
    expect(matchesPackage(target('react-router/dom'), ['react-router'])).toBe(true);
    expect(matchesPackage(target('react-router-dom'), ['react-router'])).toBe(false);
    expect(matchesPackage(target('@hostdeck/mock-api'), ['@hostdeck/*'])).toBe(true);
    expect(matchesPackage(target('node:fs'), ['node:*'])).toBe(true);
    expect(matchesPackage(target('zod-mini'), ['zod'])).toBe(false);
  });
});
