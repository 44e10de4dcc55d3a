import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

interface Manifest {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Every declared dependency of a package (and its subpaths) stays an import in the built code. */
function externalsOf(packageDir: string): (string | RegExp)[] {
  const manifest = JSON.parse(readFileSync(`${packageDir}/package.json`, 'utf8')) as Manifest;
  const names = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
  return names.map((name) => new RegExp(`^${name.replace(/[/.]/g, '\\$&')}(/.*)?$`));
}

/** Shared by both libraries: ESM only, code-split so lazy parts (editor, chart, languages) stay separate chunks. */
const shared: Options = {
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  dts: true,
  esbuildOptions(options) {
    options.conditions = ['source', ...(options.conditions ?? [])];
    options.jsx = 'automatic';
  },
};

/**
 * Tailwind compiles a package's stylesheet into one CSS file: for ui the tokens, six palettes and every class the
 * primitives use; for the panel the same plus every class its screens use (see packages/panel/src/styles.css).
 */
function buildCss(packageDir: string) {
  execFileSync(
    'npx',
    ['@tailwindcss/cli', '-i', `${packageDir}/src/styles.css`, '-o', `${packageDir}/dist/styles.css`, '--minify'],
    { stdio: 'inherit' },
  );
}

const ZOD_CONFIG = 'packages/panel/src/rules/zod-config.ts';

/**
 * The panel's zod-config module (zod without eval, for a strict Content-Security-Policy) is a side effect that must run
 * before any schema is built. Shared by every entry, esbuild would fold it into a hashed chunk that package.json's
 * sideEffects cannot name (an embedder's bundler would drop the bare import), and would order it after the chunks an
 * output imports: it stays its own file (dist/zod-config.js, listed in sideEffects) that every output's banner
 * imports before anything else.
 */
const zodConfigOwnFile: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'hostdeck:zod-config-own-file',
  setup(build) {
    build.onResolve({ filter: /(^|\/)zod-config$/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: './zod-config.js', external: true }));
  },
};

export default defineConfig([
  {
    ...shared,
    name: '@hostdeck/ui',
    // One output file per source module: an app importing Button alone then skips every other module and the
    // dependencies only they use (sonner, for one, runs code on import).
    entry: ['packages/ui/src/**/*.{ts,tsx}', '!packages/ui/src/**/*.{stories,test}.{ts,tsx}', '!packages/ui/src/theme/fake-media-query.ts'],
    dts: { entry: 'packages/ui/src/index.ts' },
    outDir: 'packages/ui/dist',
    tsconfig: 'packages/ui/tsconfig.build.json',
    external: externalsOf('packages/ui'),
    onSuccess: async () => buildCss('packages/ui'),
  },
  {
    ...shared,
    name: '@hostdeck/panel',
    // The root barrel, the React-free entries @hostdeck/panel/rules and @hostdeck/panel/contract, and zod-config.
    entry: { index: 'packages/panel/src/index.ts', rules: 'packages/panel/src/rules/index.ts', contract: 'packages/panel/src/api/contract-entry.ts', 'zod-config': ZOD_CONFIG },
    esbuildPlugins: [zodConfigOwnFile],
    banner: { js: "import './zod-config.js';" },
    outDir: 'packages/panel/dist',
    tsconfig: 'packages/panel/tsconfig.build.json',
    external: externalsOf('packages/panel'),
    onSuccess: async () => buildCss('packages/panel'),
  },
]);
