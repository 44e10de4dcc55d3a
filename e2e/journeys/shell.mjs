import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';

const NOT_FOUND = 'The page you are looking for does not exist.';

/** Pages of both specs with sample ids from the demo world (host, domain, backup and own-server ids of owner-paid). */
export function samplePaths(hostId, domainId, backupId, serverId) {
  const host = ['detail', 'manage', 'runner', 'database', 'software', 'connection', 'log', 'nginx', 'dns', 'user', 'firewall', 'rename', 'cname', 'passwd', 'server', 'transfer', 'delete', 'environment', 'screend', 'webhook'].map((tab) => `host/${tab}/${hostId}`);
  const pages = ['host/list', 'host/create', ...host, 'domain', 'domain/create', 'domain/transfer', `domain/detail/${domainId}`, `domain/renew/${domainId}`, `domain/dns/${domainId}`, 'backup', `backup/detail/${backupId}`, 'server', `server/detail/${serverId}`, 'invite-code', 'detail', 'member', 'upgrade', 'invoice', 'history', 'profile', 'welcome', 'delete'];
  return pages.map((page) => `/user/${page}`);
}

export async function signIn(page, url) {
  await page.goto(new URL('/logout', url).href);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.locator('main h1').first().waitFor();
}

/** Sign in, land on the hosts, follow every sidebar link, and reach every route of both specs. */
export async function signInAndVisitEveryRoute(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  assert.match(new URL(page.url()).pathname, /^\/user\/host\/?/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
  const hrefs = await nav.locator('a[href^="/user"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.ok(hrefs.length >= 8, `the sidebar has ${hrefs.length} links`);
  for (const href of [...new Set(hrefs)]) {
    await nav.locator(`a[href="${href}"]`).first().click();
    await page.waitForURL((current) => current.pathname === href);
    await page.locator('main h1').first().waitFor();
    await untilLoaded(page);
    assert.equal(await page.getByText(NOT_FOUND).count(), 0, `${href} shows the not-found page`);
  }
  for (const path of samplePaths(1001, 501, 801, 20)) {
    await page.goto(new URL(path, url).href);
    await page.locator('main h1').first().waitFor();
    await untilLoaded(page);
    assert.equal(await page.getByText(NOT_FOUND).count(), 0, `${path} shows the not-found page`);
    assert.deepEqual(await axeViolations(page), [], `axe violations on ${path}`);
  }
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** An unknown path shows the not-found page with a link home, inside the layout. */
export async function unknownPath(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  // An id that names no record, or no id at all, is an unknown page too, on every kind of record page.
  for (const path of ['/user/host/runner/99999', '/user/host/runner/abc', '/user/host/detail/abc', '/user/host/detail/99999', '/user/domain/detail/abc', '/user/backup/detail/0', '/user/server/detail/abc']) {
    await page.goto(new URL(path, url).href);
    await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
  }
  // The administrator's user list is closed to everyone else, with its own message rather than an error.
  await page.goto(new URL('/user/users', url).href);
  await page.getByRole('heading', { level: 1, name: 'You are not allowed to see this page' }).waitFor();
  await page.getByText('This page is for the administrator only.').waitFor();
  await page.goto(new URL('/user/no-such-page', url).href);
  await page.getByText(NOT_FOUND).waitFor();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForURL((current) => current.pathname.startsWith('/user/host'));
  // Asking the server about website 99999 is how the console learns there is none: the browser logs each 404 answer.
  const expected = /^console: Failed to load resource: .*\(404 GET \S+\/host\/(detail|runner)\/99999\)$/;
  assert.ok(errors.some((error) => expected.test(error)), 'the server was asked about website 99999');
  assert.deepEqual(errors.filter((error) => !expected.test(error)), [], 'errors on the pages');
  await close();
}

/** Theme, palette and language from the top bar; Arabic lays out right to left. */
/** Picks a theme or palette in the appearance menu, which stays open while choices are made (opened only when closed). */
export async function chooseAppearance(page, name) {
  const item = page.getByRole('menuitemradio', { name });
  if (!(await item.isVisible())) await page.getByRole('button', { name: /Theme/ }).first().click();
  await item.click();
}

export async function appearance(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  const choose = (name) => chooseAppearance(page, name);
  await choose('Always dark');
  await page.waitForFunction(() => document.documentElement.dataset.mode === 'dark');
  await choose(/lemonade/);
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'night');
  await page.keyboard.press('Escape');
  await page.getByRole('menuitemradio').first().waitFor({ state: 'detached' });
  assert.deepEqual(await axeViolations(page), [], 'axe violations in the night palette');
  await choose('العربية');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.lang === 'ar');
  await page.keyboard.press('Escape');
  await page.getByRole('menuitemradio').first().waitFor({ state: 'detached' });
  assert.deepEqual(await axeViolations(page), [], 'axe violations in Arabic');
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dir === 'rtl' && document.documentElement.dataset.theme === 'night');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Ctrl+K opens the command palette; typing a host's name and Enter opens that host. */
export async function commandPalette(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  // The shortcut listens from the layout's first effect, which a busy machine may run after the heading is painted:
  // the key is pressed again until the palette answers.
  const dialog = page.getByRole('dialog');
  for (let attempt = 0; attempt < 10 && !(await dialog.isVisible()); attempt += 1) {
    await page.keyboard.press('Control+k');
    await dialog.waitFor({ timeout: 3000 }).catch(() => undefined);
  }
  const search = dialog.getByRole('combobox');
  await search.fill('shop.lestari');
  await page.getByRole('option', { name: /shop\.lestari\.studio/ }).waitFor();
  await page.keyboard.press('Enter');
  await page.waitForURL((current) => current.pathname === '/user/host/detail/1002');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** The user menu lists the other teams; choosing one makes it the current team under /user/team/{id}. */
export async function switchTeam(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.getByRole('button', { name: 'User menu' }).click();
  const otherTeam = page.locator('a[href^="/user/team/"]').first();
  const href = await otherTeam.getAttribute('href');
  assert.ok(href, 'the user menu lists another team');
  await otherTeam.click();
  await page.waitForURL((current) => current.pathname.startsWith(href ?? '-'));
  await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
  const teamLinks = await page.getByRole('navigation', { name: 'Main navigation' }).first().locator('a[href^="/user/team/"]').count();
  assert.ok(teamLinks > 0, 'the sidebar links stay inside the chosen team');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** From 360 px wide the sidebar is a sheet opened from the top bar, and nothing overflows sideways. */
export async function narrowScreen(browser, url) {
  const { page, errors, close } = await openPage(browser, { viewport: { width: 360, height: 740 } });
  await signIn(page, url);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(await overflow(), 0, 'horizontal overflow at 360 px');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('link', { name: 'Domains' }).click();
  await page.waitForURL((current) => current.pathname === '/user/domain');
  await sheet.waitFor({ state: 'detached' });
  // The page's chunk may still be on its way: axe looks once its heading is there and its data has arrived.
  await page.locator('main h1').first().waitFor();
  await untilLoaded(page);
  assert.equal(await overflow(), 0, 'horizontal overflow at 360 px');
  assert.deepEqual(await axeViolations(page), [], 'axe violations at 360 px');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** These pages need only the team and initdata, which the failing scenario still answers: they show their page. */
const PAGES_ON_BOOTSTRAP_CALLS = new Map([
  ['/user/detail', 'Plan and usage'],
  ['/user/domain/create', 'New domain order'],
  ['/user/domain/transfer', 'Transfer domain'],
]);
const FAILING_TABS = 10;

/**
 * In the failing scenario (every call but the session's fails) the shell still works and every page shows its error
 * state with a retry, not a blank page. The pages are visited ten at a time: each one waits out the client's retries.
 */
export async function failingScenario(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.getByLabel('Scenario').selectOption('failing');
  await page.waitForLoadState('load');
  await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
  const paths = samplePaths(1001, 501, 801, 20);
  const tabs = await Promise.all(Array.from({ length: FAILING_TABS }, () => page.context().newPage()));
  for (const tab of tabs) tab.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await Promise.all(
    tabs.map(async (tab, index) => {
      for (const path of paths.filter((_, position) => position % FAILING_TABS === index)) {
        await tab.goto(new URL(path, url).href);
        await tab.locator('main h1').first().waitFor();
        const bootstrapHeading = PAGES_ON_BOOTSTRAP_CALLS.get(path);
        const showsPage = bootstrapHeading !== undefined;
        const expected = bootstrapHeading ? tab.getByRole('heading', { name: bootstrapHeading }) : tab.getByRole('button', { name: 'Try again' });
        await expected.waitFor({ timeout: 15_000 }).catch(() => {
          throw new Error(`${path} does not show ${showsPage ? 'its page' : 'its error state'}`);
        });
      }
    }),
  );
  assert.deepEqual(await axeViolations(tabs[0]), [], 'axe violations on an error state');
  // Failed calls are logged by the browser as failed resources; anything else is a real error.
  assert.deepEqual(errors.filter((error) => !/status of 500/.test(error)), [], 'errors on the pages');
  await close();
}

/** A locked account's inbox tells how to unlock ordering; closing the inbox marks it read, and that survives a reload. */
export async function notificationsInbox(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.getByLabel('Scenario').selectOption('locked');
  await page.waitForLoadState('load');
  const unreadBell = page.getByRole('button', { name: /^Notifications \d+ unread notifications?$/ });
  await unreadBell.click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await inbox.getByText('To order websites, enter an invite code, link a code-hosting account or upgrade your plan.').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations in the open inbox');
  await page.keyboard.press('Escape');
  await inbox.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await page.reload();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * A config.json beside index.html points the prebuilt console at a real server: it calls that server, never fetches
 * the simulated backend, and a visitor without a session lands on the sign-in page with the way back.
 */
export async function runtimeConfig(browser, url) {
  const { page, errors, close } = await openPage(browser);
  const apiBase = 'https://panel.hostdeck.invalid';
  const requested = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.route('**/config.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ apiBase }) }));
  await page.route(`${apiBase}/**`, (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Not signed in' }) }));
  await page.goto(new URL('/user/host/list', url).href);
  await page.waitForURL((current) => current.pathname === '/login' && current.searchParams.get('r') === '/user/host/list');
  await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
  assert.ok(requested.some((address) => address.startsWith(`${apiBase}/userapi/`)), 'the console called the configured server');
  const mock = requested.filter((address) => /demo-backend|mockServiceWorker|world-store|msw/.test(address));
  assert.deepEqual(mock, [], 'simulated-backend code was fetched');
  // The refused initdata call is logged by the browser as a failed resource; nothing else may go wrong.
  assert.deepEqual(errors.filter((error) => !/status of 401/.test(error)), [], 'errors on the pages');
  await close();
}

/** The create page's own chunk (host-create-page-<hash>.js); its shared imports are left alone. */
const CREATE_PAGE_CHUNK = /\/assets\/host-create-page-[\w-]+\.js$/;
/** What a blocked chunk makes the browser and React log; anything else is a real error. */
const BLOCKED_CHUNK_LOGS = /Failed to fetch dynamically imported module|net::ERR_FAILED|error occurred in|recreate this component tree/;

/**
 * The create page's chunk fails to download (offline for it): the page keeps its title and shows the download error
 * with Try again, without reloading. Once the chunk can be fetched again, Try again loads the page.
 */
export async function createPageChunkFailsThenLoads(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  let blocked = 0;
  // On the context, not the page: the demo's service worker fetches the chunk, and only context routes see that.
  await page.context().route(CREATE_PAGE_CHUNK, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  // A reload would drop this mark: the failure must be handled in place.
  await page.evaluate(() => Object.assign(window, { stayedInPlace: true }));
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/create');
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await alert.waitFor();
  assert.ok(blocked > 0, 'the create page chunk was requested');
  assert.equal(await page.locator('main h1').first().textContent(), 'New website');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the download error');
  await page.context().unroute(CREATE_PAGE_CHUNK);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Create a website' }).waitFor();
  await page.getByRole('button', { name: 'WordPress' }).waitFor();
  assert.equal(await alert.count(), 0, 'the error state stays after the retry');
  assert.equal(await page.evaluate(() => 'stayedInPlace' in window), true, 'the page reloaded');
  assert.deepEqual(errors.filter((error) => !BLOCKED_CHUNK_LOGS.test(error)), [], 'errors on the pages');
  await close();
}

const focusedHeading = (page) => page.evaluate(() => (document.activeElement?.matches('main h1') ? document.activeElement.textContent : null));

/**
 * Every page has its own document title, the sign-in and not-found pages included; after a navigation the window is
 * back at the top and focus is on the new page's h1. A first visit takes the browser's language when nothing is stored.
 */
export async function pageTitlesAndFocus(browser, url) {
  const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 420 } });
  await page.goto(new URL('/logout', url).href);
  await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
  await page.waitForFunction(() => document.title === 'Sign in · Hostdeck');
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.waitForURL((current) => current.pathname.startsWith('/user/host'));
  await page.waitForFunction(() => document.title === 'Websites · Hostdeck');
  await page.waitForFunction(() => document.activeElement?.matches('main h1'));
  assert.equal(await focusedHeading(page), 'Websites');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the host list scrolls in a short window');
  await page.getByRole('navigation', { name: 'Main navigation' }).first().getByRole('link', { name: 'Domains' }).click();
  await page.waitForURL((current) => current.pathname === '/user/domain');
  await page.waitForFunction(() => document.title === 'Domains · Hostdeck');
  await page.waitForFunction(() => document.activeElement?.matches('main h1') && document.activeElement.textContent === 'Domains');
  assert.equal(await page.evaluate(() => window.scrollY), 0, 'the new page starts at the top');
  await untilLoaded(page);
  await page.goto(new URL('/user/no-such-page', url).href);
  await page.waitForFunction(() => document.title === 'Page not found · Hostdeck');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await page.waitForFunction(() => document.title === 'Websites · Hostdeck');
  await page.waitForFunction(() => document.activeElement?.matches('main h1') && document.activeElement.textContent === 'Websites');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();

  // A first visit from a German browser: nothing stored, so the console speaks German, and the titles with it.
  const german = await openPage(browser, { locale: 'de-DE' });
  await german.page.goto(new URL('/login', url).href);
  await german.page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
  assert.equal(await german.page.evaluate(() => document.documentElement.lang), 'de');
  await german.page.waitForFunction(() => document.title === 'Anmelden · Hostdeck');
  assert.deepEqual(german.errors, [], 'errors on the German sign-in page');
  await german.close();
}

/**
 * After a redeploy the open tab's chunks are gone (404) and the server's index.html names a new entry script: the
 * console reloads once to get the new version, and when that does not cure it, it stays on the error state instead of
 * reloading again.
 */
export async function staleChunkReloadsOnce(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  const context = page.context();
  await context.route(CREATE_PAGE_CHUNK, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  // The console's check for a new version fetches its own page; the new deployment's entry script has another name.
  await context.route(
    (address) => address.pathname === '/user/host/create',
    async (route) => {
      if (route.request().resourceType() === 'document') return route.continue();
      // Under load the page can move on (the reload) while this answer is on its way: the route is then handled already,
      // which must not end the whole run.
      try {
        const response = await route.fetch();
        const html = (await response.text()).replace(/assets\/index-[\w-]+\.js/, 'assets/index-redeployed.js');
        await route.fulfill({ response, body: html });
      } catch (error) {
        if (!/already handled|Target page, context or browser has been closed/.test(String(error))) throw error;
      }
    },
  );
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  // The error state shows while the console asks the server for its page; the reload follows that answer, which on a
  // busy machine can take a while: wait for the reload itself, then for the error state of the reloaded page.
  const reloadBy = Date.now() + 20_000;
  while (loads === 0 && Date.now() < reloadBy) await page.waitForTimeout(100);
  await alert.waitFor({ timeout: 20_000 });
  // Settle: a second reload would come right after the reloaded page's own check.
  await page.waitForTimeout(1500);
  assert.equal(loads, 1, `the console reloaded ${loads} times instead of once`);
  await alert.waitFor();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Create a website' }).waitFor();
  assert.equal(await page.evaluate(() => sessionStorage.getItem('hostdeck:reloaded-for-new-version')), null, 'the reload guard stays set after the code loaded');
  assert.deepEqual(errors.filter((error) => !BLOCKED_CHUNK_LOGS.test(error) && !/status of 404/.test(error)), [], 'errors on the pages');
  await close();
}
