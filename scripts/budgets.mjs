#!/usr/bin/env node
/**
 * Size budgets, printed as figures and failed when exceeded:
 * - the shipped ui stylesheet (tokens, six palettes, every primitive's classes), gzip;
 * - the JS an app pays for importing Button alone (measured by scripts/pack-check.mjs, which also checks that only
 *   English ships up front), gzip;
 * - the console's first load of the host list route in the real-API build (apps/console/dist-real): JS and CSS gzip,
 *   translations of one language only, and no simulated-backend code at all. The demo build's figure is printed too.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize, kb } from './initial-js.mjs';
import { firstLoad, mockSources, pageChunk } from './first-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const BUDGETS = { uiCssGzip: 15 * 1024, buttonCostGzip: 16 * 1024, hostListJsGzip: 160 * 1024, hostListCssGzip: 30 * 1024 };

/** The lazy module that draws the host list route. */
const HOST_LIST_PAGE = 'src/routes/pages/host-list-page.tsx';
/** The translation areas the host list shows: the core ones and its own. */
const HOST_LIST_AREAS = ['common', 'shell', 'host-list'];
const DEMO_BACKEND = 'src/backend/demo-backend.ts';
/** The ordering wizard's page: CodeMirror and jszip must stay out of its chunk, loaded only when used. */
const WIZARD_PAGE = 'src/routes/pages/host-create-page.tsx';
const WIZARD_LAZY_ONLY = [/node_modules\/(@codemirror|codemirror)\//, /node_modules\/jszip\//];
/** Every host page: the host page frame's chunk, which loads each tab's screen as a chunk of its own. */
const HOST_PAGE = 'src/routes/pages/host-page.tsx';
const HOST_TABS = ['detail', 'manage', 'runner', 'database', 'software', 'connection', 'log', 'nginx', 'dns', 'user', 'firewall', 'rename', 'cname', 'passwd', 'server', 'transfer', 'delete', 'environment', 'screend', 'webhook'];
/** The bar chart's drawing (recharts): its own chunk, which only the host detail page's chart loads, when drawn. */
const CHART_MODULE = '../../packages/ui/src/components/bar-chart-impl.tsx';
const CHART_ONLY = /node_modules\/(recharts|d3-|victory-vendor)/;
/** Every page but the host list comes through the later pages' table, one small chunk of its own. */
const LATER_PAGES = 'src/routes/pages/later-pages.tsx';
/** Every domain page (/domain/{detail,renew,dns}/{id}): the domain page frame's chunk, which loads each tab itself. */
const DOMAIN_PAGE = 'src/routes/pages/domain-page.tsx';
const DOMAIN_TABS = ['detail', 'renew', 'dns'];
/** The other pages outside the host and team frames, each a chunk of its own. */
const ACCOUNT_PAGES = ['domain-list', 'domain-create', 'domain-transfer', 'backup-list', 'backup-detail', 'server-list', 'server-detail', 'invite-code', 'profile', 'welcome', 'delete-account', 'user-list'];
/** Every team page: the team page frame's chunk, which loads each page's screen as a chunk of its own. */
const TEAM_PAGE = 'src/routes/pages/team-page.tsx';
const TEAM_PAGES = ['detail', 'member', 'upgrade', 'invoice', 'history'];
/** CodeMirror loads only with an editor: never with a host page's own chunks (the nginx raw tab loads it when opened). */
const EDITOR_ONLY = /node_modules\/(@codemirror|codemirror)\//;

let failures = 0;
function check(name, actual, limit) {
  const isOk = actual <= limit;
  if (!isOk) failures += 1;
  console.log(`${isOk ? '✓' : '✗'} ${name}: ${kb(actual)} (budget ${kb(limit)})`);
}

const css = path.join(root, 'packages/ui/dist/styles.css');
if (existsSync(css)) check('ui CSS gzip', gzipSize(readFileSync(css)), BUDGETS.uiCssGzip);
else {
  failures += 1;
  console.log('✗ ui CSS: packages/ui/dist/styles.css is missing (the library build failed?)');
}

const figures = path.join(root, '.cache', 'budget-figures.json');
if (existsSync(figures)) {
  const { buttonCostGzip } = JSON.parse(readFileSync(figures, 'utf8'));
  check('JS cost of importing Button alone, gzip', buttonCostGzip, BUDGETS.buttonCostGzip);
} else {
  failures += 1;
  console.log('✗ Button cost: no figures (scripts/pack-check.mjs did not run)');
}

function fail(message) {
  failures += 1;
  console.log(`✗ ${message}`);
}

const consoleDir = path.join(root, 'apps/console');
const realDist = path.join(consoleDir, 'dist-real');
const demoDist = path.join(consoleDir, 'dist');
if (!existsSync(path.join(realDist, '.vite/manifest.json'))) fail('the real-API console build (apps/console/dist-real) is missing');
else {
  const real = firstLoad(realDist, { lazyModules: [HOST_LIST_PAGE], areas: HOST_LIST_AREAS });
  check('host list route, real-API build: first-load JS gzip', real.jsGzip, BUDGETS.hostListJsGzip);
  check('host list route, real-API build: CSS gzip', real.cssGzip, BUDGETS.hostListCssGzip);
  if (real.staticCatalogs.length > 0) fail(`translations bundled into the first load: ${real.staticCatalogs.join(', ')}`);
  else console.log(`✓ translations on first load: English only, ${real.languageCatalogs.length} areas (${HOST_LIST_AREAS.join(', ')}); the rest load on demand`);
  const later = pageChunk(realDist, LATER_PAGES, real.files);
  console.log(`· the later pages' table (every page but the host list), real-API build: ${kb(later.jsGzip)} gzip beyond the first load`);
  // Every other page's figure is beyond the first load and that table.
  const base = [...real.files, ...later.files];
  const wizard = pageChunk(realDist, WIZARD_PAGE, base);
  console.log(`· ordering wizard page (host/create), real-API build: ${kb(wizard.jsGzip)} gzip beyond the first load`);
  const eager = WIZARD_LAZY_ONLY.filter((pattern) => wizard.sources.some((source) => pattern.test(source)));
  if (eager.length > 0) fail(`the wizard's chunk carries code that must load only when used: ${eager.join(', ')}`);
  else console.log('✓ CodeMirror and jszip stay out of the wizard chunk (loaded only when used)');
  const frame = pageChunk(realDist, HOST_PAGE, base);
  console.log(`· host page frame (every /host/{tab}/{id}), real-API build: ${kb(frame.jsGzip)} gzip beyond the first load`);
  const staticSources = [...real.sources, ...frame.sources];
  for (const tab of HOST_TABS) {
    const page = pageChunk(realDist, `src/routes/pages/host-${tab}-page.tsx`, [...base, ...frame.files]);
    console.log(`· host ${tab} page, real-API build: ${kb(page.jsGzip)} gzip beyond the first load and the frame`);
    if ([...frame.sources, ...page.sources].some((source) => EDITOR_ONLY.test(source))) fail(`the host ${tab} page carries CodeMirror in its own chunks`);
    staticSources.push(...page.sources);
  }
  console.log('✓ CodeMirror stays out of the host pages\' chunks (the nginx raw tab loads it when opened)');
  const chart = pageChunk(realDist, CHART_MODULE, base);
  console.log(`· the bar chart (recharts), loaded by the host detail page when it draws its chart: ${kb(chart.jsGzip)} gzip`);
  if (!chart.sources.some((source) => CHART_ONLY.test(source))) fail('the bar chart chunk does not hold recharts (is the source map missing?)');
  else if (staticSources.some((source) => CHART_ONLY.test(source))) fail('recharts is in the first load, the host frame or a host page\'s own chunks');
  else console.log('✓ recharts loads only with the chart, not with the first load, the frame or any host page\'s own chunks');
  const teamFrame = pageChunk(realDist, TEAM_PAGE, base);
  console.log(`· team page frame (every team page), real-API build: ${kb(teamFrame.jsGzip)} gzip beyond the first load`);
  for (const name of TEAM_PAGES) {
    const page = pageChunk(realDist, `src/routes/pages/team-${name}-page.tsx`, [...base, ...teamFrame.files]);
    console.log(`· team ${name} page, real-API build: ${kb(page.jsGzip)} gzip beyond the first load and the frame`);
  }
  const domainFrame = pageChunk(realDist, DOMAIN_PAGE, base);
  console.log(`· domain page frame (detail, renew, dns), real-API build: ${kb(domainFrame.jsGzip)} gzip beyond the first load`);
  for (const tab of DOMAIN_TABS) {
    const page = pageChunk(realDist, `src/routes/pages/domain-${tab}-page.tsx`, [...base, ...domainFrame.files]);
    console.log(`· domain ${tab} page, real-API build: ${kb(page.jsGzip)} gzip beyond the first load and the frame`);
  }
  for (const name of ACCOUNT_PAGES) {
    const page = pageChunk(realDist, `src/routes/pages/${name}-page.tsx`, base);
    console.log(`· ${name.replaceAll('-', ' ')} page, real-API build: ${kb(page.jsGzip)} gzip beyond the first load`);
  }
  const mock = mockSources(realDist);
  if (mock.length > 0) fail(`the real-API build carries simulated-backend code: ${mock.slice(0, 5).join(', ')}`);
  else console.log('✓ the real-API build carries no simulated-backend or MSW code');
  const shipped = readdirSync(realDist, { recursive: true }).map(String);
  const unwanted = shipped.filter((file) => file.endsWith('.map') || path.basename(file) === 'mockServiceWorker.js');
  if (unwanted.length > 0 && process.env.HOSTDECK_SOURCEMAP !== '1') fail(`the real-API build ships what it must not: ${unwanted.slice(0, 5).join(', ')}`);
  else console.log('✓ the real-API build ships no mock worker and no source maps');
}
if (existsSync(path.join(demoDist, '.vite/manifest.json'))) {
  const demo = firstLoad(demoDist, { lazyModules: [HOST_LIST_PAGE, DEMO_BACKEND], areas: HOST_LIST_AREAS });
  console.log(`· host list route, demo build (with the simulated backend): first-load JS ${kb(demo.jsGzip)}, CSS ${kb(demo.cssGzip)}`);
}

process.exit(failures === 0 ? 0 : 1);
