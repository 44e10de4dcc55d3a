import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { chromiumPath } from '../scripts/chromium-path.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/**
 * Serves the built console with `vite preview` and resolves its URL once it answers. `E2E_DIST` serves another build
 * folder (e.g. one built with `vite build --outDir`), so two people in one checkout need not share apps/console/dist.
 */
export async function startPreview(port) {
  const outDir = process.env.E2E_DIST ? ['--outDir', process.env.E2E_DIST] : [];
  const url = `http://127.0.0.1:${port}/`;
  // A server left on the port (another run's) would answer in place of this build, and every journey would test it.
  if (await answers(url)) throw new Error(`another server already answers on ${url}: stop it, or choose another port with E2E_PORT`);
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', ...outDir], {
    cwd: new URL('../apps/console/', import.meta.url),
    stdio: 'ignore',
    detached: true,
  });
  let hasExited = false;
  server.on('exit', () => {
    hasExited = true;
  });
  const stop = () => {
    try {
      process.kill(-server.pid);
    } catch {
      // the group has already ended
    }
  };
  for (let attempt = 0; attempt < 150 && !hasExited; attempt += 1) {
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (hasExited) throw new Error(`the console preview could not start on ${url}`);
  process.kill(-server.pid);
  throw new Error(`the console preview did not start on ${url}`);
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/** A page that records uncaught errors and console errors, for the journey to assert none happened. */
export async function openPage(browser, options = {}) {
  const context = await browser.newContext(options);
  // The tests run on a closed network: outside images (avatars) get a blank picture instead of a failed request.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>' })
      : route.abort(),
  );
  // React reports a recovered render error as an uncaught Error whose cause is the real one; Playwright passes on only
  // the wrapper's message, so the page logs the cause as well, for the failure message to say what threw.
  await context.addInitScript(() =>
    window.addEventListener('error', (event) => {
      const cause = event.error instanceof Error ? event.error.cause : undefined;
      if (cause !== undefined) console.error(`cause of the error above: ${cause instanceof Error ? cause.stack : String(cause)}`);
    }),
  );
  const page = await context.newPage();
  const errors = [];
  // Requests the demo's service worker passes on (outside images such as template icons) escape the routing above
  // and fail on the closed network; the browser logs each as a failed resource, which says nothing about the console.
  // The two events come in either order, so each cancels one of the other.
  const failedResource = 'console: Failed to load resource: net::ERR_FAILED';
  let offlineImages = 0;
  page.on('requestfailed', (request) => {
    if (request.resourceType() !== 'image' || /^https?:\/\/(127\.0\.0\.1|localhost)/.test(request.url())) return;
    const logged = errors.indexOf(failedResource);
    if (logged >= 0) errors.splice(logged, 1);
    else offlineImages += 1;
  });
  // The browser's "Failed to load resource" line names no address: the last failed response's goes with it.
  const failedResponses = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failedResponses.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // MSW's start calls the demo worker's registration.update() without waiting for it; when the page is left while
  // that update runs, the browser rejects it ('Not found') as an unhandled rejection of MSW's, not of the console.
  const workerUpdate = /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found$/;
  page.on('pageerror', (error) => {
    if (!workerUpdate.test(error.message)) errors.push(`uncaught: ${error.message}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = `console: ${message.text()}`;
    if (text === failedResource && offlineImages > 0) offlineImages -= 1;
    else if (text.startsWith('console: Failed to load resource: the server responded')) errors.push(`${text} (${failedResponses.at(-1) ?? 'address unknown'})`);
    else errors.push(text);
  });
  return { page, errors, close: () => context.close() };
}

/**
 * Waits until the page's data has arrived (nothing in main is aria-busy). Leaving a page while its first call is still
 * on its way lets the demo's service worker, which has already let go of the closing page, pass that call to the
 * preview server, whose 404 the browser logs: journeys that go from page to page wait for this first.
 */
export async function untilLoaded(page) {
  await page.waitForFunction(() => document.querySelector('main [aria-busy="true"]') === null);
}

/** Runs axe on the current page and returns a readable line per violation. */
export async function axeViolations(page) {
  await page.evaluate(axeSource);
  const results = await page.evaluate(async () => {
    // @ts-expect-error axe is injected above
    const report = await window.axe.run(document, { resultTypes: ['violations'] });
    return report.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  });
  return results;
}

/**
 * Records every securitypolicyviolation of every document the context opens, as a readable line each (directive,
 * blocked address, sample, source and page), for a journey served with a Content-Security-Policy to assert none.
 */
export async function recordCspViolations(context) {
  const violations = [];
  await context.exposeBinding('reportCspViolation', (_source, line) => violations.push(line));
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      // @ts-expect-error the binding is exposed above
      void window.reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'}: ${JSON.stringify(event.sample)}${where} on ${location.pathname}`);
    }),
  );
  return violations;
}
