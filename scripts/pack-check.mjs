#!/usr/bin/env node
/**
 * Packs @hostdeck/ui and @hostdeck/panel, installs the tarballs into a fresh Vite app outside the workspace,
 * builds it, renders a Button in Chromium (styled by the packaged CSS, light palette by default), and measures what importing Button alone costs the app
 * (gzip JS against the same app rendering a plain <button>). Figures go to .cache/budget-figures.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from './chromium-path.mjs';
import { initialJsFiles, initialJsGzip, kb } from './initial-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packDir = path.join(root, '.cache', 'pack');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const uiManifest = JSON.parse(readFileSync(path.join(root, 'packages/ui/package.json'), 'utf8'));

rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir, { recursive: true });
const quiet = { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] };
for (const workspace of ['@hostdeck/ui', '@hostdeck/panel']) {
  execFileSync('npm', ['pack', '--loglevel=warn', '--workspace', workspace, '--pack-destination', packDir], quiet);
}
const tarballs = readdirSync(packDir).filter((name) => name.endsWith('.tgz'));
console.log(`packed: ${tarballs.join(', ')}`);

const app = mkdtempSync(path.join(tmpdir(), 'hostdeck-fresh-app-'));
const dependencies = Object.fromEntries(tarballs.map((file) => [file.startsWith('hostdeck-ui') ? '@hostdeck/ui' : '@hostdeck/panel', `file:${path.join(packDir, file)}`]));
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify({
    name: 'fresh-app',
    private: true,
    type: 'module',
    dependencies: { ...dependencies, react: uiManifest.devDependencies.react, 'react-dom': uiManifest.devDependencies['react-dom'] },
    devDependencies: { vite: rootManifest.devDependencies.vite, '@vitejs/plugin-react': rootManifest.devDependencies['@vitejs/plugin-react'] },
  }),
);
writeFileSync(path.join(app, 'index.html'), '<!doctype html><html lang="en"><head><title>Fresh app</title></head><body><main id="root"></main><script type="module" src="/main.jsx"></script></body></html>');
writeFileSync(path.join(app, 'vite.config.js'), "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n");
const withButton = `import { createRoot } from 'react-dom/client';
import { Button } from '@hostdeck/ui';
import '@hostdeck/ui/styles.css';
createRoot(document.getElementById('root')).render(<Button>Deploy</Button>);
`;
const baseline = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<button type="button">Deploy</button>);
`;

console.log(`installing the tarballs into ${app}`);
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app, stdio: 'inherit' });

function build(source, outDir) {
  writeFileSync(path.join(app, 'main.jsx'), source);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: app, stdio: 'inherit' });
  return path.join(app, outDir);
}
const baselineDist = build(baseline, 'dist-baseline');
const buttonDist = build(withButton, 'dist');

const server = spawn('npx', ['vite', 'preview', '--port', '4179', '--strictPort', '--host', '127.0.0.1'], { cwd: app, stdio: 'ignore', detached: true });
try {
  await waitForServer('http://127.0.0.1:4179/');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('http://127.0.0.1:4179/');
  const button = page.getByRole('button', { name: 'Deploy' });
  await button.waitFor();
  const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
  await browser.close();
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  if (background !== 'rgb(29, 78, 216)') throw new Error(`Button is not styled by the packaged CSS (background ${background})`);
  console.log('the fresh app renders a styled Button from the tarball');
} finally {
  process.kill(-server.pid);
}

// Only English ships up front; the primitives' other languages are chunks fetched on demand.
const initialCode = initialJsFiles(buttonDist).map((file) => readFileSync(file, 'utf8')).join('\n');
const foreignWords = ['Schließen', 'إغلاق', '閉じる', 'Закрыть'].filter((word) => initialCode.includes(word));
if (foreignWords.length) throw new Error(`the app's initial JS carries other languages: ${foreignWords.join(', ')}`);
if (!initialCode.includes('Loading…')) throw new Error('the English strings are missing from the initial JS');
console.log('the initial JS carries English only; other languages load on demand');

const buttonCost = initialJsGzip(buttonDist) - initialJsGzip(baselineDist);
console.log(`gzip JS: app with Button ${kb(initialJsGzip(buttonDist))}, baseline React app ${kb(initialJsGzip(baselineDist))}, Button alone costs ${kb(buttonCost)}`);
mkdirSync(path.join(root, '.cache'), { recursive: true });
writeFileSync(path.join(root, '.cache', 'budget-figures.json'), JSON.stringify({ buttonCostGzip: buttonCost }));
rmSync(app, { recursive: true, force: true });

async function waitForServer(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not start`);
}
