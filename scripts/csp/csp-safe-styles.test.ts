import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SCROLL_BAR_STAND_IN, cspSafeStyles, sonnerInjectedCss, stripSonnerStyleInjection } from './csp-safe-styles';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const sonnerDir = path.dirname(path.dirname(require.resolve('sonner')));
const sonnerModule = readFileSync(path.join(sonnerDir, 'dist/index.mjs'), 'utf8');
const sonnerStylesheet = readFileSync(path.join(sonnerDir, 'dist/styles.css'), 'utf8');
/** Inside node_modules, so the built modules' bare imports (react, lucide-react) resolve as in an app. */
const outDir = path.join(root, 'node_modules/.cache/csp-safe-styles-test');

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** Bundles one module with Vite as an ES module, its own files and `bundled` packages inside, other packages outside. */
async function bundle(entry: string, plugins: Plugin[], bundled: RegExp): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins,
    resolve: { conditions: ['source'] },
    build: {
      write: false,
      minify: false,
      lib: { entry, formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !bundled.test(id) },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  return chunks.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

/** Imports built code with a stand-in `document` and returns the tags of the elements it created. */
async function elementsCreatedOnImport(code: string, name: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `${name}.mjs`);
  writeFileSync(file, code);
  const created: string[] = [];
  const element = () => ({ setAttribute() {}, appendChild() {}, style: {} });
  const head = { appendChild() {} };
  const fake = { head, createElement: (tag: string) => (created.push(tag), element()), createTextNode: () => ({}), getElementsByTagName: () => [head] };
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'document');
  Object.defineProperty(globalThis, 'document', { value: fake, configurable: true, writable: true });
  try {
    await import(/* @vite-ignore */ pathToFileURL(file).href);
  } finally {
    if (saved) Object.defineProperty(globalThis, 'document', saved);
    else Reflect.deleteProperty(globalThis, 'document');
  }
  return created;
}

/**
 * Each rule as its sorted selectors and sorted property names: the stylesheet's shape, whatever its formatting (the
 * injected copy is minified: no quotes or spaces around combinators, :first-child for :nth-child(1)).
 */
function ruleShapes(css: string): string[] {
  const shapes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selectors = '', body = '']) => {
    const names = body.split(';').map((declaration) => declaration.split(':')[0]?.trim()).filter(Boolean).sort();
    const list = selectors.split(',').map((selector) => selector.trim().replace(/\s+/g, ' ').replace(/ ?([>+~]) ?/g, '$1').replace(/['"]/g, '').replace(':nth-child(1)', ':first-child')).sort();
    return `${list.join(', ')} { ${names.join('; ')} }`;
  });
  return shapes.sort();
}

describe("sonner's run-time stylesheet", () => {
  it('is the stylesheet sonner ships as dist/styles.css (the one runtime-styles.css imports)', () => {
    const injected = sonnerInjectedCss(sonnerModule);
    expect(injected).toHaveLength(1);
    expect(ruleShapes(injected[0] ?? '')).toEqual(ruleShapes(sonnerStylesheet));
  });

  it('is dropped from the module, and nothing else is', () => {
    const stripped = stripSonnerStyleInjection(sonnerModule);
    expect(sonnerInjectedCss(stripped)).toEqual([]);
    expect(stripped.split('\n').length).toBe(sonnerModule.split('\n').length);
    const changed = stripped.split('\n').filter((line, index) => line !== sonnerModule.split('\n')[index]);
    expect(changed).toHaveLength(1);
  });

  it('fails the build when sonner no longer injects as expected, rather than letting a <style> through', () => {
    expect(() => stripSonnerStyleInjection('export const toast = () => {};')).toThrow(/expected one __insertCSS/);
    const twice = `${sonnerModule}\n__insertCSS("a{}");`;
    expect(() => stripSonnerStyleInjection(twice)).toThrow(/found 2/);
  });
});

describe('the console build (cspSafeStyles)', () => {
  const toaster = path.join(root, 'packages/ui/src/components/toast.tsx');

  it("bundles the ui's toaster so that loading it creates no <style>", { timeout: 60_000 }, async () => {
    const code = await bundle(toaster, [cspSafeStyles()], /^sonner$/);
    expect(code).toContain('data-sonner-toaster');
    expect(await elementsCreatedOnImport(code, 'toaster')).toEqual([]);
  });

  it("would create sonner's <style> without it (the check above can fail)", { timeout: 60_000 }, async () => {
    const code = await bundle(toaster, [], /^sonner$/);
    expect(await elementsCreatedOnImport(code, 'toaster-unchanged')).toEqual(['style']);
  });

  it("puts the ui's scroll lock in place of react-remove-scroll-bar, whose style singleton is then not bundled", { timeout: 60_000 }, async () => {
    const entry = path.join(outDir, 'scroll-lock-entry.js');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(entry, "export { RemoveScrollBar } from 'react-remove-scroll-bar';\nexport { zeroRightClassName } from 'react-remove-scroll-bar/constants';\n");
    const withStandIn = await bundle(entry, [cspSafeStyles()], /^react-remove-scroll-bar/);
    expect(withStandIn).toContain('--scroll-lock-offset-left');
    expect(withStandIn).not.toMatch(/createElement\(["'`]style/);
    const original = await bundle(entry, [], /^react-remove-scroll-bar|^react-style-singleton|^get-nonce/);
    expect(original).toMatch(/createElement\(["'`]style/);
    expect(SCROLL_BAR_STAND_IN).toMatch(/packages\/ui\/src\/lib\/remove-scroll-bar\.tsx$/);
  });
});
