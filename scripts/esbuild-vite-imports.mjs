import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/*
 * The two Vite import forms the simulated backend uses, for esbuild: `import text from './file?raw'` and
 * `import.meta.glob('./dir/*.svg', { query: '?raw', import: 'default' })`, a map of lazy loaders keyed by the path as
 * written. Vite (the console, Storybook, vitest) does this itself; the Node server's bundle needs it done here.
 */

const RAW_NAMESPACE = 'vite-raw';
const GLOB_CALL = /import\.meta\.glob(?:<[^>()]*>)?\(\s*(['"])([^'"]+)\1\s*(?:,\s*(\{[^}]*\}))?\s*\)/g;

const escapeRegExp = (value) => value.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** 'a/**\/*.yml' as a regular expression over paths relative to the glob's fixed folder. */
function globPattern(glob) {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const char = glob[index];
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += escapeRegExp(char);
  }
  return new RegExp(`^${source}$`);
}

function walk(folder, prefix = '') {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(folder, entry.name), `${prefix}${entry.name}/`) : entry.isFile() ? [`${prefix}${entry.name}`] : [],
  );
}

/** The files a relative glob names, as keys written like the glob ('../fixtures/recipes/boot/x.yml'), sorted. */
export function expandGlob(glob, fromFolder) {
  if (!glob.startsWith('./') && !glob.startsWith('../')) throw new Error(`Only relative globs are supported: ${glob}`);
  const segments = glob.split('/');
  const firstWild = segments.findIndex((segment) => /[*?[{]/.test(segment));
  const fixed = segments.slice(0, firstWild).join('/');
  const pattern = globPattern(segments.slice(firstWild).join('/'));
  return walk(path.resolve(fromFolder, fixed))
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => `${fixed}/${file}`);
}

function globModule(glob, optionsText, fromFolder, file) {
  const options = optionsText ?? '{}';
  const isRaw = /query\s*:\s*['"]\?raw['"]/.test(options);
  const isDefault = /import\s*:\s*['"]default['"]/.test(options);
  if (!isRaw || !isDefault || /eager/.test(options)) throw new Error(`${file}: only import.meta.glob(…, { query: '?raw', import: 'default' }) is supported here`);
  const entries = expandGlob(glob, fromFolder).map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`${key}?raw`)}).then((m) => m.default)`);
  return `{${entries.join(', ')}}`;
}

export function viteImportsPlugin() {
  return {
    name: 'vite-imports',
    setup(build) {
      build.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: RAW_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => ({ contents: await readFile(args.path, 'utf8'), loader: 'text' }));
      build.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.glob')) return undefined;
        const folder = path.dirname(args.path);
        const contents = source.replace(GLOB_CALL, (_call, _quote, glob, options) => globModule(glob, options, folder, args.path));
        return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts', resolveDir: folder };
      });
    },
  };
}

/** Keeps every npm package out of the bundle (Node loads them from node_modules); the workspace's own are bundled. */
export function externalPackagesPlugin(bundled = /^@hostdeck\//) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => (bundled.test(args.path) || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true }));
    },
  };
}
