import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/*
 * Two libraries write <style> elements at run time with no way to turn it off, and a Content-Security-Policy without
 * 'unsafe-inline' in style-src refuses them (README, "Content-Security-Policy and headers"):
 * - sonner 2 injects its whole stylesheet when its module loads (`__insertCSS("…")`; a nonce option was proposed
 *   upstream and not merged). Its shipped dist/styles.css holds the same rules and comes in through
 *   packages/ui/src/theme/runtime-styles.css; the build drops the call.
 * - react-remove-scroll-bar (radix-ui's scroll lock for modal dialogs, menus and selects) writes its rules through
 *   react-style-singleton, with the measured scroll bar width in them. The build puts the ui's stand-in
 *   (packages/ui/src/lib/remove-scroll-bar.tsx) in its place: the same exports, its rules static in
 *   runtime-styles.css, the width handed to them as a custom property.
 * Both steps fail the build loudly when an upgrade changes what they expect, rather than letting a <style> through.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCROLL_BAR_STAND_IN = path.join(root, 'packages/ui/src/lib/remove-scroll-bar.tsx');

/** sonner's built module, the one that injects (its ESM entry; the CommonJS one is never bundled for the browser). */
const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
/** The top-level call with the stylesheet as one string literal, on one line of its own. */
const SONNER_INJECTION = /^__insertCSS\(("(?:[^"\\]|\\.)*")\);?[ \t]*$/gm;

/** The stylesheet text sonner's module would inject (for the test that compares it with dist/styles.css). */
export function sonnerInjectedCss(code: string): string[] {
  return [...code.matchAll(SONNER_INJECTION)].map((match) => JSON.parse(match[1] ?? '""') as string);
}

/** sonner's module without its stylesheet injection; throws when the module no longer looks as expected. */
export function stripSonnerStyleInjection(code: string): string {
  const found = sonnerInjectedCss(code).length;
  if (found !== 1) {
    throw new Error(
      `csp-safe-styles: expected one __insertCSS("…") call in sonner's dist/index.mjs, found ${found}. sonner changed how it ` +
        'loads its styles: check that its injection is gone (or adapt scripts/csp/csp-safe-styles.ts) and that ' +
        'packages/ui/src/theme/runtime-styles.css still imports the stylesheet it needs.',
    );
  }
  return code.replace(SONNER_INJECTION, '/* sonner\'s stylesheet comes from sonner/dist/styles.css: see scripts/csp/csp-safe-styles.ts */');
}

/** The Vite plugin: keeps run-time <style> injection out of the build (apps/console/vite.config.ts). */
export function cspSafeStyles(): Plugin {
  return {
    name: 'hostdeck:csp-safe-styles',
    enforce: 'pre',
    resolveId: {
      // Only the bare import: react-remove-scroll also reads 'react-remove-scroll-bar/constants', which injects nothing.
      filter: { id: /^react-remove-scroll-bar$/ },
      handler: () => SCROLL_BAR_STAND_IN,
    },
    transform: {
      filter: { id: SONNER_MODULE },
      handler: (code) => ({ code: stripSonnerStyleInjection(code), map: null }),
    },
  };
}
