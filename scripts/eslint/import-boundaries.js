/**
 * The package and folder boundaries of ../shared/design/ARCHITECTURE.md as lint rules. eslint.config.js scopes each
 * rule to the files it governs (presentational screens, rules/, @hostdeck/ui, the panel) and says what they may reach.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  boundarySettings,
  fromRoot,
  importTarget,
  importVisitors,
  matchesPackage,
  matchesPath,
  packageRootOf,
  sourceFileOf,
  specifiersIn,
} from './import-targets.js';

const restrictionSchema = {
  type: 'object',
  properties: {
    packages: { type: 'array', items: { type: 'string' } },
    paths: { type: 'array', items: { type: 'string' } },
    message: { type: 'string' },
  },
  additionalProperties: false,
};

/** A workspace package's name from its manifest, or its folder when it has none (.storybook, e2e). */
function packageNameOf(root, packageRoot) {
  const manifest = path.join(root, packageRoot, 'package.json');
  if (!existsSync(manifest)) return packageRoot;
  return JSON.parse(readFileSync(manifest, 'utf8')).name ?? packageRoot;
}

const matches = (target, { packages = [], paths = [] }) =>
  target.kind === 'package' ? matchesPackage(target, packages) : matchesPath(target, paths);

/** Relative imports stay inside their own package: another package by its name, Storybook helpers by their alias. */
export const noCrossPackageRelative = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid relative imports that leave the importing package.' },
    messages: {
      storybook: 'Relative import "{{source}}" climbs into .storybook: import "{{alias}}" instead.',
      package: 'Relative import "{{source}}" leaves {{from}}: import "{{to}}" by its package name.',
    },
    schema: [],
  },
  create(context) {
    const settings = boundarySettings(context);
    const ownRoot = packageRootOf(fromRoot(settings.root, context.filename));
    const storybookAlias = Object.entries(settings.aliases).find(([, target]) => target === '.storybook')?.[0];
    return importVisitors((node, source) => {
      if (!source.startsWith('.')) return;
      const target = importTarget(source, context.filename, settings);
      const targetRoot = packageRootOf(target.path);
      if (targetRoot === ownRoot) return;
      if (targetRoot === '.storybook') {
        const alias = `${storybookAlias ?? '@storybook-helpers'}${target.path.slice('.storybook'.length)}`;
        context.report({ node, messageId: 'storybook', data: { source, alias } });
      } else {
        context.report({ node, messageId: 'package', data: { source, from: ownRoot, to: packageNameOf(settings.root, targetRoot) } });
      }
    });
  },
};

/** Each option is one restriction: packages and repository paths these files must not import, and why. */
export const forbiddenImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross an architectural boundary.' },
    messages: { forbidden: '"{{source}}" is off limits here: {{message}}' },
    schema: { type: 'array', items: restrictionSchema },
  },
  create(context) {
    const settings = boundarySettings(context);
    return importVisitors((node, source) => {
      const target = importTarget(source, context.filename, settings);
      const restriction = context.options.find((option) => matches(target, option));
      if (restriction) context.report({ node, messageId: 'forbidden', data: { source, message: restriction.message ?? '' } });
    });
  },
};

/** The only packages and repository paths these files may import; everything else fails. */
export const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Allow only the listed imports.' },
    messages: { notAllowed: '"{{source}}" is not allowed here: {{message}}' },
    schema: [restrictionSchema],
  },
  create(context) {
    const settings = boundarySettings(context);
    const allowed = context.options[0] ?? {};
    return importVisitors((node, source) => {
      const target = importTarget(source, context.filename, settings);
      if (!matches(target, allowed)) context.report({ node, messageId: 'notAllowed', data: { source, message: allowed.message ?? '' } });
    });
  },
};

const isContainer = (repoPath) => /\.container$/.test(repoPath);
const isHook = (repoPath) => /^use-/.test(path.posix.basename(repoPath));
const isBarrel = (file) => /^index\.tsx?$/.test(path.basename(file));

/**
 * A presentational screen file gets its data by props: it imports none of the forbidden modules (the data layer,
 * TanStack Query), no container, and no `use-*` hook that itself imports them (that hook belongs to the container).
 * Barrels (index.ts) may re-export containers and their hooks.
 */
export const presentationalScreen = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep presentational screen files free of data fetching.' },
    messages: {
      direct: '"{{source}}" in a presentational screen file: it gets data and actions by props; use this in the container or a use-* hook the container calls.',
      container: '"{{source}}" is a container: a presentational screen file receives what it needs by props.',
      hook: 'Hook "{{source}}" imports "{{reached}}": a presentational screen file gets this through its container, by props.',
    },
    schema: [restrictionSchema],
  },
  create(context) {
    const settings = boundarySettings(context);
    const forbidden = context.options[0] ?? {};
    const barrel = isBarrel(context.filename);
    const forbiddenInHook = (hookPath) => {
      const file = sourceFileOf(settings.root, hookPath);
      if (!file) return undefined;
      return specifiersIn(file).find((specifier) => matches(importTarget(specifier, file, settings), forbidden));
    };
    return importVisitors((node, source) => {
      const target = importTarget(source, context.filename, settings);
      if (matches(target, forbidden)) {
        context.report({ node, messageId: 'direct', data: { source } });
        return;
      }
      if (barrel || target.kind !== 'path') return;
      if (isContainer(target.path)) {
        context.report({ node, messageId: 'container', data: { source } });
      } else if (isHook(target.path)) {
        const reached = forbiddenInHook(target.path);
        if (reached) context.report({ node, messageId: 'hook', data: { source, reached } });
      }
    });
  },
};

export default {
  rules: {
    'no-cross-package-relative': noCrossPackageRelative,
    'forbidden-imports': forbiddenImports,
    'allowed-imports': allowedImports,
    'presentational-screen': presentationalScreen,
  },
};
