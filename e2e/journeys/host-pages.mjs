import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

/** Opens a host page and waits for its heading and its data. */
async function openHostPage(page, url, path, heading) {
  await page.goto(new URL(path, url).href);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await untilLoaded(page);
}

const MASK = '••••';

/**
 * Issue 13: the Manage page hides the passwords in its connection strings until unlocked; the choice is kept in
 * local storage under `hide-password` and survives a reload, both ways.
 */
export async function hidePasswordsSurvivesReload(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/manage/1001', 'Manage');
  const toggle = page.getByRole('button', { name: 'Hide passwords' });
  const postgres = page.getByText(/^postgresql:\/\//);
  await postgres.waitFor();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'passwords are hidden at first');
  assert.ok((await postgres.textContent()).includes(MASK), 'the PostgreSQL URL hides its password');

  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.ok(!(await postgres.textContent()).includes(MASK), 'the PostgreSQL URL shows its password');
  assert.equal(await page.evaluate(() => localStorage.getItem('hide-password')), 'false');
  await page.reload();
  await postgres.waitFor();
  await untilLoaded(page);
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false', 'the shown choice survives a reload');
  assert.ok(!(await postgres.textContent()).includes(MASK));
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the Manage page');

  await toggle.click();
  await page.reload();
  await postgres.waitFor();
  await untilLoaded(page);
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true', 'the hidden choice survives a reload');
  assert.ok((await postgres.textContent()).includes(MASK));
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Names built with isolateLtr carry U+2066…U+2069 around the isolated part: match the name with them or without. */
const isolated = (text) => `[\\u2066-\\u2069]?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\u2066-\\u2069]?`;
const named = (before, text, after = '') => new RegExp(`^${before}${isolated(text)}${after}$`);
/** A fact of the host detail page, as the page shows it. */
const factOf = (page, name) => page.locator(`[data-fact="${name}"] dd`);

/** Issue 13: create a MySQL database on lestari.studio, then drop it through both confirmations. */
export async function createAndDropMysqlDatabase(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/database/1001', 'Databases');
  const form = page.getByRole('form', { name: 'Create a database' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption('mysql');
  await form.getByRole('textbox', { name: 'Name' }).fill('journey');
  await form.getByRole('button', { name: 'Create database' }).click();
  const full = 'lestari_web_journey';
  const table = page.getByRole('region', { name: 'MySQL and PostgreSQL databases' });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(isolated(full)) }) });
  await row.waitFor();
  assert.match(await row.textContent(), /MySQL/, 'the new database is a MySQL one');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the database page');

  await page.getByRole('button', { name: named('Drop database ', full) }).click();
  const ask = page.getByRole('dialog', { name: named('Drop database ', full, '\\?') });
  await ask.getByRole('button', { name: 'Continue' }).click();
  const typeName = page.getByRole('dialog', { name: named('Type the name to drop ', full) });
  const drop = typeName.getByRole('button', { name: 'Drop database' });
  assert.equal(await drop.isDisabled(), true, 'dropping waits for the typed name');
  await typeName.getByRole('textbox', { name: `Type ${full} to confirm` }).fill(full);
  await drop.click();
  await row.waitFor({ state: 'detached' });
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 13: add an extra user (its random password shown once), then delete it; the server owner has no delete. */
export async function addAndDeleteExtraUser(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/user/1001', 'System users');
  const table = page.getByRole('region', { name: named('Users of ', 'lestari.studio') });
  await table.getByRole('rowheader', { name: 'lestari-web', exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Delete user lestari-web', exact: true }).count(), 0, 'the server owner cannot be deleted');

  await page.getByRole('textbox', { name: 'User name' }).fill('journey-editor');
  await page.getByRole('button', { name: 'Add user' }).click();
  const shown = page.getByRole('dialog', { name: named('', 'journey-editor', ' was added') });
  const password = await shown.getByRole('textbox', { name: named('Password of ', 'journey-editor') }).inputValue();
  assert.ok(password.length >= 16, `a random password is shown once (${password.length} characters)`);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the password dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'detached' });
  assert.equal(await page.getByText(password).count(), 0, 'the password is gone once the dialog closes');

  await table.getByRole('rowheader', { name: 'journey-editor' }).waitFor();
  await page.getByRole('button', { name: 'Delete user journey-editor' }).click();
  const confirm = page.getByRole('dialog', { name: named('Delete the user ', 'journey-editor', '\\?') });
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await table.getByRole('rowheader', { name: 'journey-editor' }).waitFor({ state: 'detached' });
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 13: on a paid plan the firewall turns off after a confirmation (lestari.studio starts with it off, so it is
 * turned on first); on the free plan the toggle is refused with the upgrade link.
 */
export async function firewallPaidAndFree(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/firewall/1001', 'Firewall');
  await page.getByRole('heading', { name: 'Firewall is disabled' }).waitFor();
  await page.getByRole('button', { name: 'Activate firewall' }).click();
  await page.getByRole('heading', { name: 'Firewall is active' }).waitFor();
  await page.getByRole('button', { name: 'Disable firewall' }).click();
  const confirm = page.getByRole('dialog', { name: named('Disable the firewall of ', 'lestari.studio', '\\?') });
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the firewall confirmation');
  await confirm.getByRole('button', { name: 'Disable firewall' }).click();
  await page.getByRole('heading', { name: 'Firewall is disabled' }).waitFor();
  await page.reload();
  await page.getByRole('heading', { name: 'Firewall is disabled' }).waitFor();

  await Promise.all([page.waitForEvent('framenavigated'), page.getByLabel('Scenario').selectOption('free')]);
  await page.waitForLoadState('load');
  await openHostPage(page, url, '/user/host/firewall/2001', 'Firewall');
  await page.getByRole('heading', { name: 'Firewall is active' }).waitFor();
  assert.equal(await page.getByRole('button', { name: 'Disable firewall' }).isDisabled(), true, 'a free plan cannot turn the firewall off');
  await page.getByText('The free plan keeps the firewall on').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Upgrade the plan' }).getAttribute('href'), '/user/upgrade');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the free plan firewall');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 13: rename shop.lestari.studio's system user; the detail page then shows the new username. */
export async function renameHost(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/rename/1002', 'Change Username');
  const field = page.getByRole('textbox', { name: 'New username' });
  await field.fill('shop');
  await page.getByRole('button', { name: 'Change username', exact: true }).click();
  await page.getByText('Use at least 5 characters.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/user/host/rename/1002', 'a refused name stays on the form');
  assert.equal(await field.inputValue(), 'shop', 'the refused name is kept');
  await field.fill('shop-main');
  await page.getByRole('button', { name: 'Change username', exact: true }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/detail/1002');
  await factOf(page, 'username').filter({ hasText: 'shop-main' }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the detail page');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 13: delete blog-lestari.dom.my.id by typing its username exactly; the detail page then shows it removing. */
export async function deleteHostByUsername(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openHostPage(page, url, '/user/host/delete/1003', 'Delete Website');
  const typed = page.getByRole('textbox', { name: 'Type the username to confirm' });
  const submit = page.getByRole('button', { name: 'Delete website', exact: true });
  await typed.fill('Blog-lestari');
  assert.equal(await submit.isDisabled(), true, 'a near miss keeps the button disabled');
  await typed.fill('blog-lestari');
  assert.equal(await submit.isEnabled(), true);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the delete form');
  await submit.click();
  const confirm = page.getByRole('dialog', { name: named('Delete website ', 'blog-lestari.dom.my.id', '\\?') });
  await confirm.getByRole('button', { name: 'Delete permanently' }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/detail/1003');
  await factOf(page, 'status').filter({ hasText: 'Removing' }).waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
