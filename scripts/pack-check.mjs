#!/usr/bin/env node
/**
 * Packs @hostdeck/ui and @hostdeck/panel, installs the tarballs into a fresh Vite app outside the workspace (which, as
 * the host app, brings its own React, TanStack Query, i18next and react-i18next), and checks in Chromium what an
 * embedder gets:
 * - one copy each of React, Query, i18next and react-i18next in the app;
 * - a Button styled by the packaged ui CSS (light palette by default), and what importing Button alone costs the app
 *   (gzip JS against the same app rendering a plain <button>), English only up front;
 * - the host list screen through its container, wired with the documented providers and a four-method stub adapter:
 *   its heading is styled by @hostdeck/panel/styles.css (and every class on the screen has a rule there), the adapter
 *   is called, and a missing provider fails with an error naming it.
 * Figures go to .cache/budget-figures.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { chromiumPath } from './chromium-path.mjs';
import { initialJsFiles, initialJsGzip, kb } from './initial-js.mjs';

const root = path.resolve(import.meta.dirname, '..');
const packDir = path.join(root, '.cache', 'pack');
const rootManifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const panelManifest = JSON.parse(readFileSync(path.join(root, 'packages/panel/package.json'), 'utf8'));
const hostsCatalog = JSON.parse(readFileSync(path.join(root, 'packages/panel/src/i18n/en/host-list.json'), 'utf8'));
/** What the host app itself provides, once: the panel's peer dependencies, at the workspace's versions. */
const SINGLE_COPIES = ['react', 'react-dom', '@tanstack/react-query', 'i18next', 'react-i18next'];

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
const hostDependencies = Object.fromEntries(SINGLE_COPIES.map((name) => [name, panelManifest.devDependencies[name]]));
writeFileSync(
  path.join(app, 'package.json'),
  JSON.stringify({
    name: 'fresh-app',
    private: true,
    type: 'module',
    dependencies: { ...dependencies, ...hostDependencies },
    devDependencies: { vite: rootManifest.devDependencies.vite, '@vitejs/plugin-react': rootManifest.devDependencies['@vitejs/plugin-react'] },
  }),
);
writeFileSync(
  path.join(app, 'index.html'),
  '<!doctype html><html lang="en"><head><title>Fresh app</title></head><body><main id="root"></main><div id="no-panel"></div><div id="no-i18n"></div><script type="module" src="/main.jsx"></script></body></html>',
);
writeFileSync(path.join(app, 'vite.config.js'), "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n");
const withButton = `import { createRoot } from 'react-dom/client';
import { Button } from '@hostdeck/ui';
import '@hostdeck/ui/styles.css';
createRoot(document.getElementById('root')).render(<Button>Deploy</Button>);
`;
const baseline = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<button type="button">Deploy</button>);
`;
// The host list through its container, wired as README "Embedding a screen" says, plus two roots each missing a provider.
const withHostList = `import { Component, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AnchorLink, HostListScreenContainer, PanelI18nProvider, PanelProvider, partialPanelApi } from '@hostdeck/panel';
import '@hostdeck/panel/styles.css';

const calls = (window.adapterCalls = []);
const host = { id: 11, domain: 'shop.example.com', username: 'shop', server_id: 1, status: 'active', created_at: '2026-01-05 10:00:00', user_id: 2, quota_server: 1048576, quota_net: 0 };
const team = { id: 7, name: 'Acme', user_id: 2, role: 'owner', plan_id: 3, expiry_at: null, evaluated_at: null, usage_storage: 0, usage_network: 0, usage_instance: 1, usage_users: 1 };
const api = partialPanelApi({
  listHosts: async (params) => (calls.push(['listHosts', params.teamId]), [host]),
  getTeam: async (params) => (calls.push(['getTeam', params.teamId]), team),
  getInitData: async () => (calls.push(['getInitData']), { servers: [{ id: 1, endpoint: 'eu1' }] }),
  recountHosts: async (params) => (calls.push(['recountHosts', params.teamId]), {}),
});
const session = { userId: 2, teamId: 7, teamBase: '/user', role: 'owner', planLevel: 1, features: {} };
const navigate = (to) => window.history.pushState(null, '', to);
const screen = <HostListScreenContainer onPageChange={() => {}} onServerFilterChange={() => {}} />;

class ShowError extends Component {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    return this.state.error ? <p data-error={this.props.name}>{this.state.error.message}</p> : this.props.children;
  }
}

createRoot(document.getElementById('root')).render(
  <PanelI18nProvider language="en">
    <PanelProvider api={api} session={session} linkComponent={AnchorLink} navigate={navigate}>
      <Suspense>{screen}</Suspense>
    </PanelProvider>
  </PanelI18nProvider>,
);
createRoot(document.getElementById('no-panel')).render(
  <ShowError name="no-panel"><PanelI18nProvider language="en">{screen}</PanelI18nProvider></ShowError>,
);
createRoot(document.getElementById('no-i18n')).render(
  <ShowError name="no-i18n"><PanelProvider api={api} session={session} linkComponent={AnchorLink} navigate={navigate}>{screen}</PanelProvider></ShowError>,
);
`;

console.log(`installing the tarballs into ${app}`);
execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: app, stdio: 'inherit' });

const copies = SINGLE_COPIES.map((name) => [name, installedCopies(path.join(app, 'node_modules'), name)]);
const duplicated = copies.filter(([, paths]) => paths.length !== 1);
if (duplicated.length) throw new Error(`the app must hold one copy of each: ${duplicated.map(([name, paths]) => `${name} ×${paths.length}`).join(', ')}`);
console.log(`one copy each in the app: ${SINGLE_COPIES.join(', ')}`);

function build(source, outDir) {
  writeFileSync(path.join(app, 'main.jsx'), source);
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { cwd: app, stdio: 'inherit' });
  return path.join(app, outDir);
}
const baselineDist = build(baseline, 'dist-baseline');
const buttonDist = build(withButton, 'dist');
const hostListDist = build(withHostList, 'dist-host-list');

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
try {
  await withPage(buttonDist, async (page) => {
    const button = page.getByRole('button', { name: 'Deploy' });
    await button.waitFor();
    const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
    if (background !== 'rgb(29, 78, 216)') throw new Error(`Button is not styled by the packaged CSS (background ${background})`);
  });
  console.log('the fresh app renders a styled Button from the tarball');

  await withPage(hostListDist, async (page) => {
    const heading = page.getByRole('heading', { level: 1, name: hostsCatalog.title });
    await heading.waitFor();
    await page.getByText('shop.example.com').waitFor();
    const sizes = await heading.evaluate((element) => [getComputedStyle(element).fontSize, getComputedStyle(document.body).fontSize].map(parseFloat));
    if (!(sizes[0] > sizes[1])) throw new Error(`the host list heading is not styled by @hostdeck/panel/styles.css (${sizes[0]}px, body ${sizes[1]}px)`);
    const unstyled = await page.evaluate(classesWithoutRules);
    if (unstyled.length) throw new Error(`classes on the host list with no rule in the packaged CSS: ${unstyled.join(' ')}`);
    await page.getByRole('button', { name: hostsCatalog.recount }).click();
    await page.waitForFunction(() => window.adapterCalls.some(([method]) => method === 'recountHosts'));
    const called = new Set(await page.evaluate(() => window.adapterCalls.map(([method, teamId]) => `${method}${teamId === undefined ? '' : `(${teamId})`}`)));
    for (const call of ['listHosts(7)', 'getTeam(7)', 'getInitData', 'recountHosts(7)']) {
      if (!called.has(call)) throw new Error(`the stub adapter's ${call} was not called (calls: ${[...called].join(', ')})`);
    }
    for (const [name, provider] of [['no-panel', 'PanelProvider'], ['no-i18n', 'PanelI18nProvider']]) {
      const message = await page.locator(`[data-error="${name}"]`).textContent();
      if (!message?.includes(`<${provider}>`)) throw new Error(`without ${provider} the screen must fail naming it (got: ${message})`);
    }
    console.log(`the host list renders through its container: heading ${sizes[0]}px over body ${sizes[1]}px, every class has a rule, adapter called (${[...called].join(', ')}), a missing provider is named`);
  });
} finally {
  await browser.close();
}

// Only English ships up front; the other languages of the primitives and the panel are chunks fetched on demand.
for (const [name, dist] of [['Button', buttonDist], ['host list', hostListDist]]) {
  const initialCode = initialJsFiles(dist).map((file) => readFileSync(file, 'utf8')).join('\n');
  const foreignWords = ['Schließen', 'إغلاق', '閉じる', 'Закрыть'].filter((word) => initialCode.includes(word));
  if (foreignWords.length) throw new Error(`the ${name} app's initial JS carries other languages: ${foreignWords.join(', ')}`);
  if (!initialCode.includes('Loading…')) throw new Error(`the English strings are missing from the ${name} app's initial JS`);
}
console.log('the initial JS carries English only; other languages load on demand');

const buttonCost = initialJsGzip(buttonDist) - initialJsGzip(baselineDist);
console.log(`gzip JS: app with Button ${kb(initialJsGzip(buttonDist))}, baseline React app ${kb(initialJsGzip(baselineDist))}, Button alone costs ${kb(buttonCost)}; app with the host list ${kb(initialJsGzip(hostListDist))}`);
mkdirSync(path.join(root, '.cache'), { recursive: true });
writeFileSync(path.join(root, '.cache', 'budget-figures.json'), JSON.stringify({ buttonCostGzip: buttonCost }));
rmSync(app, { recursive: true, force: true });

/** In the page: the classes of the rendered screen that no loaded style rule selects (Tailwind's and lucide's markers aside). */
function classesWithoutRules() {
  const selected = new Set();
  const visit = (rules) => {
    for (const rule of rules) {
      for (const [, name] of (rule.selectorText ?? '').matchAll(/\.((?:\\.|[\w-])+)/g)) selected.add(name.replace(/\\(.)/g, '$1'));
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  const used = new Set([...document.querySelectorAll('#root [class]')].flatMap((element) => [...element.classList]));
  return [...used].filter((name) => !selected.has(name) && !/^(group|peer)(\/|$)|^lucide(-|$)/.test(name));
}

/** Every installed package.json of `name` anywhere under node_modules (nested copies included). */
function installedCopies(modules, name) {
  const found = [];
  const visit = (dir) => {
    if (existsSync(path.join(dir, name, 'package.json'))) found.push(path.join(dir, name));
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === '.bin') continue;
      const packages = entry.name.startsWith('@') ? readdirSync(path.join(dir, entry.name)).map((child) => path.join(dir, entry.name, child)) : [path.join(dir, entry.name)];
      for (const packageDir of packages) if (existsSync(path.join(packageDir, 'node_modules'))) visit(path.join(packageDir, 'node_modules'));
    }
  };
  visit(modules);
  return found;
}

/** Serves a built app from a static server and hands a fresh page on it to `check`; page errors fail. */
async function withPage(dist, check) {
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dist, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(dist) || !existsSync(file)) return response.writeHead(404).end();
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await check(page);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await page.close();
    server.close();
  }
}
