import assert from 'node:assert/strict';
import path from 'node:path';
import { recommendedHeaders } from '../../scripts/csp/policy.mjs';
import { startConsoleServer } from '../../scripts/console-server.mjs';
import { openPage, recordCspViolations, untilLoaded } from '../harness.mjs';
import { chooseAppearance, signIn } from './shell.mjs';

const root = path.resolve(import.meta.dirname, '../..');
/** The demo build (`npm run build --workspace @hostdeck/console`), or the folder E2E_DIST names, as harness.mjs does. */
const DEMO_DIST = path.resolve(root, 'apps/console', process.env.E2E_DIST ?? 'dist');
const PORT = Number(process.env.E2E_CSP_PORT ?? 4320);

/**
 * What the demo reaches outside its origin is what the recommended policy allows by default: the recipe index, its
 * templates and icons (raw.githubusercontent.com, connect-src and img-src) and the order form's DNS-over-HTTPS domain
 * check (dns.google, connect-src). The demo's service worker answers these calls, but the page's policy is checked
 * before a request reaches the worker. No screen pings the servers yet (measureServerLatency): when one does, its
 * origins (https://*.domcloud.co and the own server bridge.lestari.studio in the demo world) go in serverOrigins.
 */
const DEMO_CSP_OPTIONS = {};

const computed = (page, selector, property) => page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/**
 * The demo build served with the recommended Content-Security-Policy (no inline script or style, no eval) works
 * without a single violation through everything that used to inject styles or compile code at run time: sign-in and
 * the host list (zod parses every answer), the appearance menu (a scroll lock) and the theme switch (its transition
 * pause), the ordering wizard's code editor (CodeMirror), a refused invite code (a toast) and the plans dialog (a
 * scroll lock); the libraries' styles still apply, from the console's stylesheet.
 */
export async function strictCsp(browser) {
  const server = await startConsoleServer({ dir: DEMO_DIST, port: PORT, headers: recommendedHeaders(DEMO_CSP_OPTIONS) });
  const { page, errors, close } = await openPage(browser);
  const violations = await recordCspViolations(page.context());
  try {
    const { url } = server;
    const policy = (await fetch(url)).headers.get('content-security-policy') ?? '';
    assert.match(policy, /style-src 'self';/, 'the server sends the policy');

    await signIn(page, url);
    await page.goto(new URL('/user/host/list', url).href);
    await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
    await untilLoaded(page);

    // The appearance menu locks the page's scroll while open; the switch pauses transitions for a moment.
    const choose = (name) => chooseAppearance(page, name);
    await choose('Always dark');
    await page.waitForFunction(() => document.documentElement.dataset.mode === 'dark');
    assert.equal(await computed(page, 'body', 'overflow'), 'hidden', 'the open menu locks the page scroll (the scroll lock rule of the stylesheet)');
    await choose('Always light');
    await page.waitForFunction(() => document.documentElement.dataset.mode === 'light');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitemradio').first().waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.body.hasAttribute('data-scroll-locked'));

    // The order form looks a custom domain up over DNS-over-HTTPS.
    await page.goto(new URL('/user/host/create', url).href);
    await page.getByRole('button', { name: 'WordPress' }).click();
    await page.getByRole('textbox', { name: /name/i }).first().fill('strict-policy-site');
    await page.getByRole('combobox', { name: 'Domain' }).selectOption({ label: 'Custom domain…' });
    await page.getByRole('textbox', { name: 'Custom full domain' }).fill('strict-policy.example.com');
    await page.getByText(/^strict-policy\.example\.com (has no A record|points at)/).first().waitFor();
    // The deploy script in the code editor: CodeMirror's own styles apply (its editor is a flex column).
    await page.getByText('View the deploy script').click();
    await page.getByRole('button', { name: 'Edit the deploy script' }).click();
    await page.locator('.cm-editor').waitFor();
    assert.equal(await computed(page, '.cm-editor', 'display'), 'flex', "CodeMirror's styles apply to the editor");
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n# checked under a strict policy');
    await page.getByText('# checked under a strict policy').waitFor();

    // A refused invite code raises the error toast; the plans dialog locks the scroll.
    // Choosing a scenario reloads the console: the next page is opened once that load is over.
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Scenario').selectOption('locked')]);
    await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
    await page.goto(new URL('/user/host/create', url).href);
    await page.getByRole('textbox', { name: /Invite code/ }).fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Use invite code' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await toast.first().waitFor();
    assert.equal(await computed(page, '[data-sonner-toaster]', 'position'), 'fixed', "sonner's styles apply to the toast region");
    await page.getByRole('button', { name: 'See the plans' }).click();
    await page.getByRole('dialog').waitFor();
    assert.equal(await computed(page, 'body', 'overflow'), 'hidden', 'the open dialog locks the page scroll');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    assert.deepEqual(violations, [], 'Content-Security-Policy violations');
    // The refused code is an answer the browser logs as a failed resource; nothing else may go wrong.
    assert.deepEqual(errors.filter((error) => !/status of 4\d\d .*invite/.test(error)), [], 'errors on the pages');
  } catch (error) {
    // A blocked style usually breaks a step before the end: the violations say why.
    if (violations.length === 0) throw error;
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n  Content-Security-Policy violations:\n    ${violations.join('\n    ')}`);
  } finally {
    await close();
    await server.stop();
  }
}
