import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

/** Opens a page of the console and waits for its heading and its data. */
async function openAt(page, url, path, heading) {
  await page.goto(new URL(path, url).href);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await untilLoaded(page);
}

/** A form label as the page shows it: required fields end with an asterisk. */
const label = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
/** Names built with isolateLtr carry U+2066…U+2069 around the isolated part: match the text with them or without. */
const isolated = (text) => `[\\u2066-\\u2069]?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\u2066-\\u2069]?`;

/** The owner contact of a domain order, as a user types it. */
async function fillOwnerContact(page) {
  const owner = page.getByRole('group', { name: 'Owner contact' });
  await owner.getByLabel(label('First name')).fill('Maya');
  await owner.getByLabel(label('Company')).fill('Lestari Studio');
  await owner.getByLabel(label('Email')).fill('maya@lestari.studio');
  await owner.getByLabel(label('Country')).selectOption('ID');
  const phone = owner.getByLabel(label('Phone'));
  assert.equal(await phone.inputValue(), '+62', 'choosing Indonesia starts the phone with its dial code');
  await phone.fill('+6281234567890');
  await owner.getByLabel(label('State or province')).fill('DKI Jakarta');
  await owner.getByLabel(label('City')).fill('Jakarta Selatan');
  await owner.getByLabel(label('Postal code')).fill('12730');
  await owner.getByLabel(label('Address')).fill('Jl. Kemang Raya 10');
}

/**
 * Issue 14: order lestari-kopi.com for 2 years: the total is the first year's purchase price plus one year's renewal
 * ($12.99 + $14.99 for team 101, in its currency); the order lands on the pending domain's page with Pay.
 */
export async function orderDomainForTwoYears(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/domain', 'Domains');
  await page.getByRole('link', { name: 'New order' }).click();
  await page.getByRole('heading', { level: 1, name: 'New domain order' }).waitFor();
  const order = page.getByRole('form', { name: 'New domain order' });
  const submit = order.getByRole('button', { name: 'Order domain' });
  assert.equal(await submit.isDisabled(), true, 'nothing to order yet');

  await order.getByLabel(label('Domain name')).fill('lestari-kopi');
  await order.getByLabel(label('Extension')).selectOption('com');
  await order.getByText(new RegExp(`^${isolated('lestari-kopi.com')} is available\\.$`)).waitFor();
  await order.getByLabel(label('Years')).selectOption('2');
  await fillOwnerContact(page);

  const price = order.getByRole('region', { name: 'Price' });
  await price.getByText('$27.98').waitFor();
  const priceText = await price.textContent();
  assert.match(priceText, new RegExp(`First year \\(purchase\\)${isolated('$12.99')}`), 'the first year at the purchase price');
  assert.match(priceText, new RegExp(`Each further year \\(renewal\\)1 × ${isolated('$14.99')}`), 'the second year at the renewal price');
  assert.match(priceText, new RegExp(`Total${isolated('$27.98')}$`), 'the total of both');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the order form');

  assert.equal(await submit.isDisabled(), false, 'a complete order can be placed');
  await submit.click();
  await page.waitForURL((current) => /^\/user\/domain\/detail\/\d+$/.test(current.pathname));
  await page.getByRole('heading', { level: 1, name: 'Domain details' }).waitFor();
  await untilLoaded(page);
  await page.getByRole('main').getByText(new RegExp(isolated('lestari-kopi.com'))).first().waitFor();
  await page.getByRole('button', { name: 'Pay' }).waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 14: transfer senjakopi.com, expired and unlocked at its current registrar, with its EPP code; a wrong code is
 * refused on its field with every value kept, the right one orders the transfer.
 */
export async function transferExpiredDomain(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/domain', 'Domains');
  await page.getByRole('link', { name: 'Transfer domain' }).click();
  await page.getByRole('heading', { level: 1, name: 'Transfer domain' }).waitFor();
  await page.getByText('Transfers are not refunded').waitFor();
  const transfer = page.getByRole('form', { name: 'Transfer domain' });
  await transfer.getByLabel(label('Domain name')).fill('senjakopi');
  await transfer.getByLabel(label('Extension')).selectOption('com');
  await transfer.getByText(new RegExp(`^${isolated('senjakopi.com')} is registered and can be transferred\\.$`)).waitFor();
  const secret = transfer.getByLabel(label('Transfer code (EPP code)'));
  await secret.fill('Wrong-Code-1');
  await fillOwnerContact(page);
  const submit = transfer.getByRole('button', { name: 'Transfer domain' });
  await submit.click();
  await transfer.getByText('The transfer code is not correct.').waitFor();
  assert.equal(await secret.getAttribute('aria-invalid'), 'true', 'the wrong code is marked on its field');
  assert.equal(await transfer.getByLabel(label('City')).inputValue(), 'Jakarta Selatan', 'a refused transfer keeps the contact');

  await secret.fill('Snj-K0p1-2026');
  await submit.click();
  await page.waitForURL((current) => /^\/user\/domain\/detail\/\d+$/.test(current.pathname));
  await page.getByRole('heading', { level: 1, name: 'Domain details' }).waitFor();
  await untilLoaded(page);
  await page.getByRole('main').getByText(new RegExp(isolated('senjakopi.com'))).first().waitFor();
  await page.getByRole('button', { name: 'Pay' }).waitFor();
  // The refused transfer is the one failed response the browser logs.
  const refusal = /^console: Failed to load resource: the server responded with a status of 422 .*\(422 POST \S+\/userapi\/team\/101\/domain\/transfer\)$/;
  assert.equal(errors.filter((error) => refusal.test(error)).length, 1, 'the wrong code was refused once');
  assert.deepEqual(errors.filter((error) => !refusal.test(error)), [], 'errors on the pages');
  await close();
}

/**
 * Issue 14: back up lestari.studio, watch the backup finish (the world makes it ready 10 s later; the page polls), then
 * restore it onto its website after the confirmation.
 */
export async function backupFinishesAndRestores(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/backup', 'Backups');
  await page.getByRole('button', { name: 'Create backup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a backup' });
  await dialog.getByLabel(label('Website')).selectOption({ label: 'lestari.studio' });
  await dialog.getByRole('button', { name: 'Start backup' }).click();
  await page.waitForURL((current) => /^\/user\/backup\/detail\/\d+$/.test(current.pathname));
  await page.getByRole('heading', { level: 1, name: 'Backup details' }).waitFor();
  await page.getByText('In progress').first().waitFor();
  await page.getByText('This backup is still being made.', { exact: false }).waitFor();

  await page.getByRole('link', { name: 'Download' }).waitFor({ timeout: 30_000 });
  await page.getByText('Ready').first().waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the finished backup');

  await page.getByRole('button', { name: new RegExp(`^Restore to ${isolated('lestari.studio')}$`) }).click();
  const ask = page.getByRole('dialog', { name: new RegExp(`^Restore this backup to ${isolated('lestari.studio')}\\?$`) });
  await ask.getByRole('button', { name: 'Restore' }).click();
  await page.getByText(new RegExp(`^Restore to ${isolated('lestari.studio')} started$`)).waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 14: attach a self-hosted server through its bridge, open it, and see its status in a sandboxed frame on its own
 * origin (each view) and the latency to every public server, fastest first.
 */
export async function attachSelfHostedServer(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/server', 'Servers');
  await page.getByRole('button', { name: 'Attach a server' }).click();
  const dialog = page.getByRole('dialog', { name: 'Attach a self-hosted server' });
  const alias = dialog.getByLabel(label('Bridge API URL'));
  await alias.fill('not a url');
  await dialog.getByLabel(label('Description')).fill('Bakery rack');
  await dialog.getByLabel(label('Bridge secret')).fill('s3cret-bridge-key');
  await dialog.getByRole('button', { name: 'Attach server' }).click();
  assert.equal(await alias.getAttribute('aria-invalid'), 'true', 'an address that is no URL is refused on its field');
  await alias.fill('https://rack.arkabakery.com');
  await dialog.getByRole('button', { name: 'Attach server' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('link', { name: /Bakery rack/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Server details' }).waitFor();
  await untilLoaded(page);
  const views = page.getByRole('tablist', { name: 'Status views' });
  for (const view of ['Check', 'Test', 'IP address', 'About']) {
    await views.getByRole('tab', { name: view }).click();
    const frame = page.locator(`iframe[title="${view} status of Bakery rack"]`);
    await frame.waitFor({ state: 'attached' });
    const src = new URL(await frame.getAttribute('src'));
    assert.equal(src.origin, 'https://rack.arkabakery.com', `the ${view} view stays on the server's own origin`);
    assert.equal(await frame.getAttribute('sandbox'), '', `the ${view} view is sandboxed`);
  }

  const latencies = page.getByRole('list', { name: 'Latency per server, fastest first' });
  await latencies.getByText(/\d+ ms/).first().waitFor({ timeout: 20_000 });
  const measured = (await latencies.getByRole('listitem').allTextContents()).map((text) => Number(/(\d+) ms/.exec(text)?.[1] ?? Number.NaN));
  const times = measured.filter((ms) => !Number.isNaN(ms));
  assert.ok(times.length >= 2, `latencies measured: ${measured.join(', ')}`);
  assert.deepEqual(times, [...times].sort((a, b) => a - b), 'fastest first');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the server page');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
