import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import boundaries from './scripts/eslint/import-boundaries.js';
import rawColors from './scripts/eslint/no-raw-colors.js';

const hostdeck = { rules: { ...rawColors.rules, ...boundaries.rules } };

/** The package and folder boundaries of the architecture (see scripts/eslint/import-boundaries.js). */
const PANEL = 'packages/panel/src';
const STORIES_AND_TESTS = ['**/*.stories.ts', '**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.fixtures.ts'];
const ROUTERS = { packages: ['react-router', 'react-router-dom'], message: 'screens link and navigate through PanelProvider; only the console knows the router.' };
const NO_CONSOLE = { packages: ['@hostdeck/console'], message: 'the panel knows nothing of the app that assembles it.' };
const RULES_MAY_IMPORT = { packages: ['zod', 'js-yaml'], paths: [`${PANEL}/rules`, `${PANEL}/api/schemas`] };
const RULES_MESSAGE = 'rules/ is pure logic: it imports only rules/, api/schemas and pure packages (add one here when it is truly pure).';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/dist-real/**', 'storybook-static/**', 'apps/console/public/mockServiceWorker.js', '**/.cache/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { hostdeck },
    settings: {
      hostdeck: { root: fileURLToPath(new URL('.', import.meta.url)), aliases: { '@storybook-helpers': '.storybook' } },
    },
    rules: {
      'hostdeck/no-raw-colors': 'error',
      // Scrollable regions (logs, wide tables) must be focusable so keyboard users can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'], tags: [] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server strings as inert text.' },
        { selector: 'TSEnumDeclaration', message: 'Use a string-literal union instead of an enum.' },
      ],
    },
  },
  {
    files: ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    rules: { 'hostdeck/no-cross-package-relative': 'error' },
  },
  {
    files: [`${PANEL}/**/*.{ts,tsx}`],
    ignores: STORIES_AND_TESTS,
    rules: {
      'hostdeck/forbidden-imports': [
        'error',
        ROUTERS,
        NO_CONSOLE,
        { packages: ['@hostdeck/mock-api'], message: 'the simulated backend is for stories, tests and fixtures only.' },
        { paths: ['.storybook'], message: 'Storybook helpers are for stories only.' },
      ],
    },
  },
  {
    files: STORIES_AND_TESTS.map((pattern) => `${PANEL}/${pattern}`),
    rules: { 'hostdeck/forbidden-imports': ['error', ROUTERS, NO_CONSOLE] },
  },
  {
    // Presentational screen files: props in, events out. Containers and the use-* hooks they call hold the data.
    files: [`${PANEL}/screens/**/*.{ts,tsx}`],
    ignores: [...STORIES_AND_TESTS, '**/*.container.tsx', '**/use-*.ts', '**/use-*.tsx'],
    rules: {
      'hostdeck/presentational-screen': ['error', { packages: ['@tanstack/react-query'], paths: [`${PANEL}/data`] }],
    },
  },
  {
    files: [`${PANEL}/rules/**/*.{ts,tsx}`],
    rules: { 'hostdeck/allowed-imports': ['error', { ...RULES_MAY_IMPORT, message: RULES_MESSAGE }] },
  },
  {
    files: [`${PANEL}/rules/**/*.test.ts`],
    rules: {
      'hostdeck/allowed-imports': [
        'error',
        // Tests also reach the test-only helpers (scripts/testing, e.g. the nginx text comparison).
        { ...RULES_MAY_IMPORT, packages: [...RULES_MAY_IMPORT.packages, 'vitest', 'node:*', '@test-helpers/*'], message: RULES_MESSAGE },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'hostdeck/forbidden-imports': [
        'error',
        { packages: ['@hostdeck/*'], message: '@hostdeck/ui imports nothing of the other packages.' },
        { ...ROUTERS, message: '@hostdeck/ui knows nothing of routing.' },
        { packages: ['@tanstack/react-query'], message: '@hostdeck/ui knows nothing of data fetching.' },
        { paths: ['.storybook/panel-story'], message: 'panel stories bring the panel and the simulated backend.' },
      ],
    },
  },
  {
    files: ['scripts/eslint/no-raw-colors.test.ts'],
    rules: { 'hostdeck/no-raw-colors': 'off' },
  },
);
