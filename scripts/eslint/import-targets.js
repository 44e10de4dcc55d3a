/**
 * Where an import specifier points, in terms the boundary rules can compare: a bare package name, or a path relative
 * to the repository root (for relative specifiers and the aliases of `settings.hostdeck.aliases`). Paths are posix and
 * without a source extension, so a rule can name `packages/panel/src/data` or `.storybook/panel-story`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSION = /\.(?:tsx?|jsx?|mjs|cjs)$/;
const SOURCE_CANDIDATES = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The repository root and aliases the rules work with (set once in eslint.config.js). */
export function boundarySettings(context) {
  const settings = context.settings?.hostdeck ?? {};
  return { root: settings.root ?? context.cwd, aliases: settings.aliases ?? {} };
}

const toPosix = (value) => value.split(path.sep).join('/');

/** A file's path from the repository root, posix, e.g. `packages/panel/src/rules/order-form.ts`. */
export function fromRoot(root, file) {
  return toPosix(path.relative(root, file));
}

/** `{ kind: 'package', name }` or `{ kind: 'path', path, viaAlias }` for the specifier as written in `file`. */
export function importTarget(specifier, file, { root, aliases }) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    const absolute = path.resolve(path.dirname(file), specifier);
    return { kind: 'path', path: fromRoot(root, absolute).replace(SOURCE_EXTENSION, ''), viaAlias: false };
  }
  for (const [alias, target] of Object.entries(aliases)) {
    if (specifier === alias || specifier.startsWith(`${alias}/`)) {
      const rest = specifier.slice(alias.length);
      return { kind: 'path', path: `${target}${rest}`.replace(SOURCE_EXTENSION, ''), viaAlias: true };
    }
  }
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return { kind: 'package', name, specifier };
}

/** `react-query` matches itself and its subpaths; `@hostdeck/*` a whole scope; `node:*` every builtin. */
export function matchesPackage(target, patterns) {
  return patterns.some((pattern) => {
    if (pattern.endsWith('/*') || pattern.endsWith(':*')) return target.specifier.startsWith(pattern.slice(0, -1));
    return target.name === pattern || target.specifier === pattern || target.specifier.startsWith(`${pattern}/`);
  });
}

/** A repository path matches a folder or file when it is that path or lies inside it. */
export function matchesPath(target, paths) {
  return paths.some((entry) => target.path === entry || target.path.startsWith(`${entry}/`));
}

/** The workspace package a repository path belongs to (`packages/ui`, `apps/console`), or its top folder. */
export function packageRootOf(repoPath) {
  const parts = repoPath.split('/');
  if ((parts[0] === 'packages' || parts[0] === 'apps') && parts.length > 1) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Every import or re-export with a literal source in the file, as `[node, specifier]`. */
export function importVisitors(onImport) {
  const fromSource = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') {
      onImport(node.source, node.source.value);
    }
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

/** The source file a path without extension stands for, if there is one. */
export function sourceFileOf(root, repoPath) {
  for (const candidate of SOURCE_CANDIDATES) {
    const file = path.join(root, `${repoPath}${candidate}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

const IMPORT_SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"\s]+)['"]/gm;

/** The import specifiers of a file on disk (a plain scan: enough to see which modules a small hook reaches). */
export function specifiersIn(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(IMPORT_SPECIFIERS)].map((match) => match[1]);
}
