#!/usr/bin/env node
/**
 * The host list's load in Chromium under Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbps down, 750 Kbps
 * up, CPU ×4, a 412×823 phone screen): the real-API build (`npm run build:real --workspace @hostdeck/console`) served
 * with its recommended headers, its API the simulated backend over HTTP on the same origin. Each run is a cold load
 * (a fresh browser context, nothing cached) of /user/host/list by a signed-in user. Prints FCP, LCP and CLS per run
 * and their medians.
 * Usage: node scripts/perf/host-list-load.mjs [runs=3]
 */
import path from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../../e2e/harness.mjs';
import { startApiServer } from '../api-server.mjs';
import { chromiumPath } from '../chromium-path.mjs';
import { startConsoleServer } from '../console-server.mjs';
import { recommendedHeaders } from '../csp/policy.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const PORT = Number(process.env.PERF_PORT ?? 4340);
const root = path.resolve(import.meta.dirname, '../..');
/** Lighthouse's "Slow 4G" mobile profile (its default throttling), applied through the DevTools protocol. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const consoleOrigin = `http://127.0.0.1:${PORT}`;
const api = await startApiServer({ port: 0, consoleOrigin, onError: () => undefined });
const site = await startConsoleServer({
  dir: path.join(root, 'apps/console/dist-real'),
  port: PORT,
  proxy: api.url,
  headers: recommendedHeaders({ recipeOrigins: [api.url], dohOrigins: [api.url] }),
  runtimeConfig: { apiBase: null, recipeIndexUrl: api.urls.recipeIndex, dohUrl: api.urls.doh },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/** Signs in once (the server's GitHub sign-in) and returns the session cookie for the measured contexts. */
async function sessionCookies() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${consoleOrigin}/login/github?r=/user/host/list`);
  await page.waitForURL((current) => current.pathname === '/user/host/list');
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Paint, largest-contentful-paint and layout-shift entries, collected from the start of the page's life. */
function observeVitals() {
  const vitals = { fcp: null, lcp: null, cls: 0 };
  Object.assign(window, { vitals });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(cookies) {
  const context = await browser.newContext(PHONE);
  await context.addCookies(cookies);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeVitals);
  await page.goto(`${consoleOrigin}/user/host/list`, { timeout: 120_000 });
  await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor({ timeout: 120_000 });
  // LCP may still move to a later, larger element: give the page a moment of quiet after the list is there.
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1500);
  const vitals = await page.evaluate(() => window.vitals);
  await context.close();
  return vitals;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const cookies = await sessionCookies();
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const vitals = await measure(cookies);
    runs.push(vitals);
    console.log(`run ${run}: FCP ${Math.round(vitals.fcp)} ms, LCP ${Math.round(vitals.lcp)} ms, CLS ${vitals.cls.toFixed(3)}`);
  }
  console.log(
    `median of ${RUNS}: FCP ${Math.round(median(runs.map((run) => run.fcp)))} ms, LCP ${Math.round(median(runs.map((run) => run.lcp)))} ms, CLS ${median(runs.map((run) => run.cls)).toFixed(3)}`,
  );
} finally {
  await browser.close();
  await site.stop();
  await api.close();
}
