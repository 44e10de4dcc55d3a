#!/usr/bin/env node
/**
 * `npm run new-screen -- <area>/<name> [--route <routeId>]` writes a new screen in the project's shape:
 *   packages/panel/src/screens/<area>/<name>/  index.ts, <name>.tsx (<X>Screen), <name>.container.tsx
 *     (<X>ScreenContainer on ScreenState), <name>.fixtures.ts (from the simulated world), <name>.stories.tsx and
 *     <name>.container.stories.tsx (Default, Empty, Error; plays read the catalogs);
 *   packages/panel/src/i18n/<lang>/<name>.json for the 14 languages (English text: translate before landing);
 * and registers it: the catalog area (loader.ts, catalog-types.ts, the generated catalog-loaders/), the panel's exports, and with
 * --route the console page (apps/console/src/routes/pages/<name>-page.tsx and its LATER_PAGES entry in later-pages.tsx).
 * `--dry-run` lists the files without writing. It refuses to overwrite anything.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const target = args.find((arg) => !arg.startsWith('--') && args[args.indexOf(arg) - 1] !== '--route');
const routeId = args.includes('--route') ? args[args.indexOf('--route') + 1] : undefined;
const isDryRun = args.includes('--dry-run');

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const [area, name] = (target ?? '').split('/');
if (!area || !name || !KEBAB.test(area) || !KEBAB.test(name) || (target ?? '').split('/').length !== 2) {
  console.error('usage: npm run new-screen -- <area>/<name> [--route <routeId>] [--dry-run]   (kebab-case, e.g. domains/domain-list)');
  process.exit(2);
}

const pascal = (text) => text.split('-').map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
const X = pascal(name);
/** The English catalog's name in catalog-types.ts: 'domain-list' -> domainList. */
const catalogName = X.charAt(0).toLowerCase() + X.slice(1);
const Area = pascal(area);
const screenDir = path.join(root, 'packages/panel/src/screens', area, name);
const i18nDir = path.join(root, 'packages/panel/src/i18n');
const languages = readdirSync(i18nDir, { withFileTypes: true }).filter((entry) => entry.isDirectory() && /^[a-z]{2}$/.test(entry.name)).map((entry) => entry.name);
const title = X.replace(/([a-z])([A-Z])/g, '$1 $2');

const files = new Map();
files.set(path.join(screenDir, 'index.ts'), `export { ${X}Screen, type ${X}ScreenProps } from './${name}';
export { ${X}ScreenContainer, type ${X}ScreenContainerProps } from './${name}.container';
`);

files.set(path.join(screenDir, `${name}.tsx`), `import { PageHeader } from '@hostdeck/ui';
import { useT } from '../../../i18n/i18n-provider';

export interface ${X}ScreenProps {
  /** The team the screen shows. */
  teamName: string;
  /** The team's websites (the example data: replace with the screen's own). */
  domains: readonly string[];
}

/** ${title}: presentational; everything it shows comes in by props, every action goes out by a callback. */
export function ${X}Screen({ teamName, domains }: ${X}ScreenProps) {
  const { t } = useT('${name}');
  return (
    <section className="grid gap-6">
      <PageHeader title={t('title')} description={t('description', { team: teamName })} />
      <ul className="grid gap-1">
        {domains.map((domain) => (
          <li key={domain}>{domain}</li>
        ))}
      </ul>
    </section>
  );
}
`);

files.set(path.join(screenDir, `${name}.container.tsx`), `import { EmptyState, Skeleton } from '@hostdeck/ui';
import { useHostList } from '../../../data/hosts/queries';
import { useSessionTeam } from '../../../data/session/queries';
import { usePanel } from '../../../data/panel-provider';
import { useT } from '../../../i18n/i18n-provider';
import { combineQueries, ScreenState } from '../../common/screen-state';
import { ${X}Screen } from './${name}';

export type ${X}ScreenContainerProps = object;

/** Wires ${X}Screen to the data hooks (the example queries: replace them); states through ScreenState. */
export function ${X}ScreenContainer() {
  const { t } = useT('${name}');
  const { session } = usePanel();
  const state = combineQueries({ team: useSessionTeam(), hosts: useHostList({ teamId: session.teamId }) }, ({ hosts }) => hosts.length === 0);
  return (
    <ScreenState
      status={state.status}
      onRetry={state.retry}
      isRetrying={state.isRetrying}
      skeleton={<Skeleton className="h-40" />}
      empty={<EmptyState title={t('empty')} />}
    >
      {state.data && <${X}Screen teamName={state.data.team.name} domains={state.data.hosts.map((host) => host.domain)} />}
    </ScreenState>
  );
}
`);

files.set(path.join(screenDir, `${name}.fixtures.ts`), `import { createWorldStore, DEFAULT_TEAM_ID } from '@hostdeck/mock-api';
import type { ${X}ScreenProps } from './${name}';

/** The screen's story data, read from the simulated world (one sample dataset for stories, tests and demo). */
const world = createWorldStore({ scenario: 'owner-paid' }).state;
const team = world.teams.find((candidate) => candidate.id === DEFAULT_TEAM_ID);

export const ${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Args: ${X}ScreenProps = {
  teamName: team?.name ?? '',
  domains: world.hosts.filter((host) => host.team_id === DEFAULT_TEAM_ID).map((host) => host.record.domain),
};
`);

const argsName = `${name.replace(/-(\w)/g, (_, c) => c.toUpperCase())}Args`;
files.set(path.join(screenDir, `${name}.stories.tsx`), `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyText } from '@storybook-helpers/story-text';
import { ${X}Screen } from './${name}';
import { ${argsName} } from './${name}.fixtures';

const meta = {
  title: 'Screens/${Area}/${X}',
  component: ${X}Screen,
  args: ${argsName},
} satisfies Meta<typeof ${X}Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const t = storyText(context, '${name}');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  },
};
`);

files.set(path.join(screenDir, `${name}.container.stories.tsx`), `import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { panelStory } from '@storybook-helpers/panel-story';
import { storyText } from '@storybook-helpers/story-text';
import { ${X}ScreenContainer } from './${name}.container';

const meta = {
  title: 'Screens/${Area}/${X}Container',
  component: ${X}ScreenContainer,
} satisfies Meta<typeof ${X}ScreenContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...panelStory(),
  play: async (context) => {
    const t = storyText(context, '${name}');
    await expect(await context.canvas.findByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  },
};

export const Empty: Story = {
  ...panelStory({ scenario: 'empty' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, '${name}');
    await expect(await context.canvas.findByText(t('empty'))).toBeVisible();
  },
};

export const Error: Story = {
  ...panelStory({ scenario: 'failing' }),
  tags: ['!autodocs'],
  play: async (context) => {
    const t = storyText(context, 'common');
    await expect(await context.canvas.findByText(t('errors.fetch'))).toBeVisible();
    await expect(context.canvas.getByRole('button', { name: t('errorBoundary.retry') })).toBeEnabled();
  },
};
`);

const catalog = `${JSON.stringify({ title, description: 'The {{team}} team.', empty: 'Nothing here yet' }, null, 2)}\n`;
for (const language of languages) files.set(path.join(i18nDir, language, `${name}.json`), catalog);

if (routeId) {
  files.set(path.join(root, 'apps/console/src/routes/pages', `${name}-page.tsx`), `import { ${X}ScreenContainer } from '@hostdeck/panel';

/** The ${routeId} route: ${title}. */
export function ${X}Page() {
  return <${X}ScreenContainer />;
}
`);
}

const clashes = [...files.keys()].filter((file) => existsSync(file));
if (clashes.length > 0) {
  console.error(`new-screen: these files exist already, nothing written:\n  ${clashes.map((file) => path.relative(root, file)).join('\n  ')}`);
  process.exit(1);
}

/** A small edit of a registration file: the text goes after the anchor; the edit is listed in the dry run too. */
const edits = [
  { file: 'packages/panel/src/i18n/loader.ts', anchor: /(export const I18N_SCREEN_AREAS = \[[^\]]*)(\] as const;)/, replace: (_, list, end) => `${list}, '${name}'${end}` },
  // The area's typed keys: its English catalog joins the others that i18next checks every t('…') against.
  { file: 'packages/panel/src/i18n/catalog-types.ts', anchor: /((?:import type \w+ from '\.\/en\/[\w-]+\.json';\n)+)/, replace: (_, imports) => `${imports}import type ${catalogName} from './en/${name}.json';\n` },
  { file: 'packages/panel/src/i18n/catalog-types.ts', anchor: /(\n {2}\/\*\* The ui primitives' own words)/, replace: (_, head) => `\n  ${name.includes('-') ? `'${name}'` : name}: typeof ${catalogName};${head}` },
  { file: 'packages/panel/src/index.ts', anchor: /(\/\/ Screens\.\n)/, replace: (_, head) => `${head}export * from './screens/${area}/${name}';\n` },
];
if (routeId) {
  edits.push(
    { file: 'apps/console/src/routes/pages/later-pages.tsx', anchor: /(const LATER_PAGES[^{]*\{\n)/, replace: (_, head) => `${head}  ${routeId}: retryableLazy(() => import('./${name}-page').then((module) => ({ default: module.${X}Page }))),\n` },
  );
}

console.log(`${isDryRun ? 'would write' : 'writing'} ${files.size} files and edit ${new Set(edits.map((edit) => edit.file)).size + 1}:`);
for (const file of files.keys()) console.log(`  + ${path.relative(root, file)}`);
for (const edit of edits) console.log(`  ~ ${edit.file}`);
console.log('  ~ packages/panel/src/i18n/catalog-loaders/<lang>.ts (generated)');
if (isDryRun) process.exit(0);

for (const edit of edits) {
  const file = path.join(root, edit.file);
  const source = readFileSync(file, 'utf8');
  if (!edit.anchor.test(source)) {
    console.error(`new-screen: could not find where to register the screen in ${edit.file}; add it by hand.`);
    continue;
  }
  writeFileSync(file, source.replace(edit.anchor, edit.replace));
}
for (const [file, text] of files) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}
execFileSync('node', [path.join(root, 'scripts/gen-catalog-loaders.mjs')], { stdio: 'inherit' });
console.log(`\nNext: translate packages/panel/src/i18n/<lang>/${name}.json into the 13 other languages, replace the example query in ${name}.container.tsx, and add a story per state the spec names.`);
