import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

/**
 * The host page frame at 360 px: the Check menu leads from the Deploy page to NGINX with the page marked; a suspended
 * website's log shows the page's disabled message; a member meets the member message on an Admin page.
 */
export async function hostFrameMenusAndGates(browser, url) {
  const { page, errors, close } = await openPage(browser, { viewport: { width: 360, height: 740 } });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await signIn(page, url);
  await page.goto(new URL('/user/host/runner/1001', url).href);
  await page.getByRole('heading', { level: 1, name: 'Deploy' }).waitFor();
  const pages = page.getByRole('navigation', { name: 'Website pages' });
  await pages.getByRole('button', { name: 'Setup: Deploy' }).waitFor();
  await pages.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('menuitem', { name: 'NGINX' }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/nginx/1001');
  await page.getByRole('heading', { level: 1, name: 'NGINX' }).waitFor();
  await pages.getByRole('button', { name: 'Check: NGINX' }).click();
  assert.equal(await page.getByRole('menuitem', { name: 'NGINX' }).getAttribute('aria-current'), 'page');
  await page.keyboard.press('Escape');
  await untilLoaded(page);
  assert.equal(await overflow(), 0, 'horizontal overflow on the NGINX page at 360 px');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the NGINX page at 360 px');
  await page.locator('[data-slot="host-frame"]').getByRole('link', { name: 'Websites' }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/list');

  await page.goto(new URL('/user/host/log/1005', url).href);
  await page.getByText('Logs is unavailable for this website').waitFor();
  await page.getByText('This website is suspended. Logs works again once the website is active.').waitFor();
  assert.equal(await overflow(), 0, 'horizontal overflow on the disabled message at 360 px');

  // The scenario switcher sits in the sidebar, a sheet at 360 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  // Switching the scenario reloads the page: wait for that navigation, or the next goto aborts it.
  await Promise.all([page.waitForEvent('framenavigated'), page.getByLabel('Scenario').selectOption('member')]);
  await page.waitForLoadState('load');
  await page.goto(new URL('/user/host/delete/1001', url).href);
  await page.getByText('Not allowed for your role').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the member message');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
