import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium-path.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Flags that keep Debian's Chromium quiet and working as root on a closed network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

const STORY_DEPENDENCIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'radix-ui',
  'lucide-react',
  'class-variance-authority',
  'clsx',
  'tailwind-merge',
  'sonner',
  'msw',
  'msw/browser',
  'msw-storybook-addon/csf3',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
  '@tanstack/react-virtual',
  'zod',
  'zod/mini',
  'react-hook-form',
  // npm installs it under the panel, not at the root, so it is found from there.
  '@hostdeck/panel > @hookform/resolvers',
  'jszip',
  'js-yaml',
  'recharts',
  'codemirror',
  '@codemirror/lang-yaml',
  '@codemirror/language',
  '@codemirror/state',
  '@codemirror/view',
  // The code editor mounts CodeMirror's styles through it (packages/ui/src/components/code-editor-styles.ts).
  'style-mod',
];

/**
 * Every story is a test in a light palette. The dark run, where axe checks the contrast of a dark palette, takes only
 * the stories tagged `palettes`: each primitive's catalog and one story per screen, which between them show every
 * token pair; running every story twice would double the suite's time for no new colour.
 */
function storyProject(mode: 'light' | 'dark'): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(root, '.storybook'), tags: { exclude: ['no-test'], ...(mode === 'dark' ? { include: ['palettes'] } : {}) } })],
    define: { __STORY_MODE__: JSON.stringify(mode) },
    // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page under a running test.
    optimizeDeps: { include: STORY_DEPENDENCIES },
    test: {
      name: `stories-${mode}`,
      // One page runs one story file after another with the modules it has loaded (React, Storybook, MSW, the
      // catalogs): each file renders into a fresh root with its own world and query client, and the suite runs in
      // about 60 % of the time it takes when every file loads everything afresh.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
      },
    },
  };
}

export default defineConfig({
  // Workspace packages resolve to their sources in the browser and in Node alike, so no prebuild is needed.
  // Stories reach the Storybook helpers by this alias (also in tsconfig.base.json and .storybook/main.ts).
  resolve: {
    conditions: ['source', 'module', 'browser', 'development|production'],
    alias: { '@storybook-helpers': path.join(root, '.storybook'), '@test-helpers': path.join(root, 'scripts/testing') },
  },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // The tests share loaded modules instead of importing them again per file (a fifth of the time); a test
          // that changes shared state (timers, globals, environment) restores it.
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      storyProject('light'),
      storyProject('dark'),
    ],
  },
});
