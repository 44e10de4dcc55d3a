import assert from 'node:assert/strict';
import path from 'node:path';
import JSZip from 'jszip';
import { startApiServer } from '../../scripts/api-server.mjs';
import { startConsoleServer } from '../../scripts/console-server.mjs';
import { recommendedHeaders } from '../../scripts/csp/policy.mjs';
import { axeViolations, openPage, recordCspViolations, untilLoaded } from '../harness.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The real-API build (`npm run build:real --workspace @hostdeck/console`): no mock code, no worker, no maps. */
const REAL_DIST = path.join(root, 'apps/console/dist-real');
/** Deployments stream for some seconds in the simulated world; the Runner polls every 4 s. */
const DEPLOY_TIMEOUT = 90_000;
/** The simulated world's servers, which the order form pings (https://{endpoint}/status/ping). */
const SERVER_ORIGINS = ['https://*.domcloud.co', 'https://bridge.lestari.studio'];

/**
 * The real-API console and the simulated backend as two HTTP servers, started for one journey and stopped after it:
 * - 'same-origin': the console's server passes the panel's paths on to the API server (a reverse proxy), and its
 *   config.json names no server (`apiBase: null`, the console's own origin);
 * - 'cross-origin': the API server is another origin (another port), named by config.json; it answers with CORS
 *   credentials for the console's origin, and the console's calls must carry its session cookie.
 * Both serve the console with the recommended Content-Security-Policy for that setup.
 */
async function startServers(layout, consolePort) {
  const consoleOrigin = `http://127.0.0.1:${consolePort}`;
  const api = await startApiServer({ port: 0, consoleOrigin });
  const sameOrigin = layout === 'same-origin';
  // The recipe index and DNS-over-HTTPS are outside services in production (their own origins); here the API server
  // plays them on its origin, in both layouts.
  const runtimeConfig = { apiBase: sameOrigin ? null : api.url, recipeIndexUrl: api.urls.recipeIndex, dohUrl: api.urls.doh };
  const headers = recommendedHeaders({ apiOrigins: sameOrigin ? [] : [api.url], recipeOrigins: [api.url], dohOrigins: [api.url], serverOrigins: SERVER_ORIGINS });
  const site = await startConsoleServer({ dir: REAL_DIST, port: consolePort, headers, runtimeConfig, proxy: sameOrigin ? api.url : undefined });
  return {
    url: site.url,
    api,
    stop: async () => {
      await site.stop();
      await api.close();
    },
  };
}

/** A page on the real-API console: the servers' pings answered (the network is closed), CSP violations recorded. */
async function openRealPage(browser) {
  const opened = await openPage(browser);
  await opened.page.context().route(/^https:\/\/[\w.-]+\/status\/ping/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: 'pong' }),
  );
  const violations = await recordCspViolations(opened.page.context());
  return { ...opened, violations };
}

/**
 * Sign-in as the real backend does it: the console finds no session (initdata answers 401) and sends the user to its
 * sign-in page with the return path; GitHub there leaves for the server's /login/github, which sets the session cookie
 * and sends the browser back to the console at that path.
 */
async function signInOverHttp(page, url, returnPath) {
  await page.goto(new URL(returnPath, url).href);
  await page.waitForURL((current) => current.pathname === '/login' && current.searchParams.get('r') === returnPath);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.waitForURL((current) => current.pathname === returnPath, { timeout: 20_000 });
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'hostdeck_session');
  assert.ok(session, 'the server set its session cookie');
  assert.equal(session.httpOnly, true, 'the session cookie is HttpOnly');
  assert.equal(session.sameSite, 'Lax', 'the session cookie is SameSite=Lax');
}

async function zipOf(files) {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** Submits the order form as filled in and lands on the new host's Runner. */
async function submitOrder(page) {
  const submit = page.getByRole('button', { name: 'Create website' });
  await submit.waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Create website' && !button.disabled));
  await submit.click();
  await page.waitForURL((current) => /^\/user\/host\/runner\/\d+$/.test(current.pathname), { timeout: 20_000 });
}

/** After an upload: the framework that serves the files, then Apply, which leads to the order form. */
async function applyStaticTemplate(page) {
  await page.getByLabel('Framework or language').selectOption({ label: 'Static Web (HTML)' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Apply template' && !button.disabled));
  await page.getByRole('button', { name: 'Apply template' }).click();
}

async function openWizard(page, url) {
  await page.goto(new URL('/user/host/create', url).href);
  await page.getByRole('heading', { level: 1, name: 'Order a new website' }).waitFor();
}

/** What nothing in a journey may leave behind: errors on the pages, policy violations, simulated-backend code. */
function assertClean({ errors, violations, requested }) {
  assert.deepEqual(errors, [], 'errors on the pages');
  assert.deepEqual(violations, [], 'Content-Security-Policy violations');
  const mock = requested.filter((address) => /mockServiceWorker|demo-backend|world-store|msw/.test(address));
  assert.deepEqual(mock, [], 'simulated-backend code was fetched');
}

/**
 * The real-API build against the simulated backend over HTTP, on one origin: sign in through the server's page, the
 * host list from /userapi with the session cookie, an uploaded zip (multipart, with the CSRF token) ordered as a
 * website that the Runner shows becoming ready. Sign-out clears the session: the console is back at its sign-in page
 * and the server refuses the cookie.
 */
export async function realApiSameOrigin(browser) {
  const servers = await startServers('same-origin', Number(process.env.E2E_REAL_PORT ?? 4331));
  const { page, errors, violations, close } = await openRealPage(browser);
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  try {
    const { url } = servers;
    await signInOverHttp(page, url, '/user/host/list');
    await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
    await untilLoaded(page);
    assert.deepEqual(await axeViolations(page), [], 'axe violations on the host list');

    await openWizard(page, url);
    await page.getByRole('button', { name: /Upload or clone/ }).click();
    const zip = await zipOf({ 'index.html': '<!doctype html><title>Hello</title><h1>Hello</h1>', 'css/site.css': 'h1{color:teal}' });
    const upload = page.waitForResponse((response) => new URL(response.url()).pathname === '/userapi/uploadRepo');
    await page.locator('input[type=file][accept*=".zip"]').setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zip });
    assert.equal((await upload).status(), 200, 'the upload was accepted');
    await applyStaticTemplate(page);
    await submitOrder(page);
    await page.getByText('Your website is ready!').waitFor({ timeout: DEPLOY_TIMEOUT });
    await untilLoaded(page);

    await page.goto(new URL('/logout', url).href);
    await page.waitForURL((current) => current.pathname === '/login');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    const afterSignOut = await page.evaluate(async () => (await fetch('/userapi/initdata', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status);
    assert.equal(afterSignOut, 401, 'the server still knows the session after sign-out');

    // A return path that a browser would read as another site ('/\evil' reads as '//evil') ends at the console's home.
    await page.goto(new URL('/login?r=/%5Cevil.example/', url).href);
    await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
    await page.waitForURL((current) => current.origin === new URL(url).origin && current.pathname.startsWith('/user'), { timeout: 20_000 });
    await page.locator('main h1').first().waitFor();
    // The console's first look for a session is refused (401) on purpose; the browser logs that, and nothing else.
    assertClean({ errors: errors.filter((error) => !/status of 401/.test(error)), violations, requested });
  } finally {
    await close();
    await servers.stop();
  }
}

/**
 * The API on another origin (another port): config.json names it, every call carries the session cookie
 * (credentials 'include') and the server answers with CORS credentials for the console's origin only. Sign in, the
 * host list, an upload (multipart across origins), and an order from a template tile (the recipe index and script
 * read from the recipe origin) that becomes ready.
 */
export async function realApiCrossOrigin(browser) {
  const servers = await startServers('cross-origin', Number(process.env.E2E_REAL_CROSS_PORT ?? 4332));
  const { page, errors, violations, close } = await openRealPage(browser);
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  const apiOrigin = new URL(servers.api.url).origin;
  try {
    const { url } = servers;
    assert.notEqual(new URL(url).origin, apiOrigin, 'the API is on another origin');
    await signInOverHttp(page, url, '/user/host/list');
    await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
    await untilLoaded(page);
    assert.ok(requested.some((address) => address.startsWith(`${apiOrigin}/userapi/initdata`)), 'the console called the API origin');

    await openWizard(page, url);
    await page.getByRole('button', { name: /Upload or clone/ }).click();
    const zip = await zipOf({ 'index.html': '<!doctype html><title>Across</title>' });
    const upload = page.waitForResponse((response) => response.url() === `${apiOrigin}/userapi/uploadRepo`);
    await page.locator('input[type=file][accept*=".zip"]').setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zip });
    const uploaded = await upload;
    assert.equal(uploaded.status(), 200, 'the cross-origin upload was accepted');
    assert.equal((await uploaded.allHeaders())['access-control-allow-origin'], new URL(url).origin, 'the upload answer allows the console origin');
    // The team has room for one more website: the zip is uploaded, and the website is ordered from a template.
    await openWizard(page, url);
    await page.getByRole('button', { name: 'WordPress' }).click();
    await submitOrder(page);
    await page.getByText('Your website is ready!').waitFor({ timeout: DEPLOY_TIMEOUT });
    await untilLoaded(page);
    assertClean({ errors: errors.filter((error) => !/status of 401/.test(error)), violations, requested });
  } finally {
    await close();
    await servers.stop();
  }
}
