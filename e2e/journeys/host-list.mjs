import assert from 'node:assert/strict';
import { axeViolations, openPage } from '../harness.mjs';
import { signIn } from './shell.mjs';

const WAIT = /^Available again in \d+ s$/;

async function openHostList(page, url) {
  await page.goto(new URL('/user/host/list', url).href);
  await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
}

/**
 * Update Usage's one-minute wait survives a reload: the page reads it from the team's evaluated_at, which the demo
 * world stamps on its clock, and that clock is the browser's.
 */
export async function recountCooldownSurvivesReload(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostList(page, url);
  const recount = page.getByRole('button', { name: 'Update Usage' });
  await recount.click();
  await page.getByText(WAIT).waitFor();
  await page.getByText(/^Usage updated: /).waitFor();
  await page.reload();
  await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
  await page.getByText(WAIT).waitFor({ timeout: 5000 });
  assert.equal(await recount.isDisabled(), true, 'Update Usage is enabled again after the reload');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Search filters the rows as one types; the extended columns then show each site's last deployment and SSL expiry. */
export async function hostListSearchAndFacts(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostList(page, url);
  const search = page.getByRole('searchbox', { name: 'Search websites' });
  await search.fill('shop');
  await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor({ state: 'detached' });
  assert.equal(await page.getByRole('link', { name: 'shop.lestari.studio', exact: true }).count(), 1);
  await search.fill('no-such-site');
  await page.getByRole('heading', { name: 'No website matches “no-such-site”' }).waitFor();
  await search.press('Escape');
  await page.getByRole('link', { name: 'lestari.studio', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Extended columns' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'api.lestari.studio', exact: true }) });
  await row.getByText('Running').waitFor();
  await page.getByRole('row').filter({ has: page.getByRole('link', { name: 'lestari.studio', exact: true }) }).getByText('Finished').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the list with its extended columns');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
