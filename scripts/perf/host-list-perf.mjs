#!/usr/bin/env node
/**
 * Times the host list with 1000 rows in a production React build in Chromium: sorting by each column and the server
 * filter, from the click or change until the DOM has been updated and laid out. Prints the median and the slowest.
 * Needs the console built first (`npm run build --workspace @hostdeck/console`) for its CSS.
 * Usage: node scripts/perf/host-list-perf.mjs
 */
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { viteImportsPlugin } from '../esbuild-vite-imports.mjs';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../../e2e/harness.mjs';
import { chromiumPath } from '../chromium-path.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, '.cache', 'perf');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: [path.join(import.meta.dirname, 'host-list-page.tsx')],
  bundle: true,
  minify: true,
  format: 'iife',
  jsx: 'automatic',
  conditions: ['source'],
  define: { 'process.env.NODE_ENV': '"production"' },
  outfile: path.join(out, 'app.js'),
  // Vite's `?raw` imports (the simulated world's recipe files, which the page's fixtures read), as the server bundle has them.
  plugins: [viteImportsPlugin()],
  logLevel: 'error',
});
const assets = path.join(root, 'apps/console/dist/assets');
const css = readdirSync(assets).find((file) => file.endsWith('.css'));
if (!css) throw new Error('Build the console first: npm run build --workspace @hostdeck/console');
copyFileSync(path.join(assets, css), path.join(out, 'app.css'));
writeFileSync(path.join(out, 'index.html'), '<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><link rel="stylesheet" href="app.css"></head><body><div id="root"></div><script src="app.js"></script></body></html>');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`file://${path.join(out, 'index.html')}`);
await page.waitForSelector('tbody tr[aria-rowindex]');
const result = await page.evaluate(async () => {
  // From the action until the first DOM change React commits, plus the layout it forces.
  const time = (action) =>
    new Promise((resolve) => {
      const started = performance.now();
      const observer = new MutationObserver(() => {
        observer.disconnect();
        void document.body.offsetHeight;
        resolve(performance.now() - started);
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      action();
    });
  const header = (name) => [...document.querySelectorAll('th button')].find((button) => button.textContent.startsWith(name));
  const sort = [];
  const filter = [];
  for (let round = 0; round < 3; round += 1) {
    for (const name of ['Domain', 'Domain', 'Status', 'Username', 'Server', 'Created']) sort.push(await time(() => header(name).click()));
  }
  const select = document.querySelector('select');
  for (let round = 0; round < 3; round += 1) {
    for (const value of ['2', '', '3', '']) {
      filter.push(
        await time(() => {
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        }),
      );
    }
  }
  return { sort, filter, rows: document.querySelectorAll('tbody tr[aria-rowindex]').length };
});
await browser.close();
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, slowest ${sorted.at(-1).toFixed(1)} ms (${values.length} runs)`;
};
console.log(`host list, 1000 hosts (${result.rows} rows drawn in the window)`);
console.log(`sort:   ${stats(result.sort)}`);
console.log(`filter: ${stats(result.filter)}`);
