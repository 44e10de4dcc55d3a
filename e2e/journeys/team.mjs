import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Amounts and percentages are isolated left to right inside sentences; the marks are not part of the figure. */
const plain = (text) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** The date as the console shows it (en, medium), `days` from now. */
const dateIn = (days) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(Date.now() + days * DAY_MS));

/** The order summary's rows: term -> value. */
async function summaryRows(page) {
  const region = page.getByRole('region', { name: 'Order summary' });
  return region.locator('dt').evaluateAll((terms) => Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? ''])));
}

/** Pays on the simulated provider's page (the demo's stand-in for the provider's checkout) and lands on the host list. */
async function payOnSimulatedProvider(page, total) {
  await page.waitForURL((current) => current.pathname.startsWith('/simulated-payment/'));
  await page.getByRole('heading', { level: 1, name: 'Simulated payment' }).waitFor();
  assert.equal(plain(await page.getByTestId('simulated-payment-total').textContent()), total);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the simulated provider page');
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((current) => current.pathname.endsWith('/host/list') && current.searchParams.get('message') === 'payment-return');
  await page.getByText('Thank you for your purchase!', { exact: false }).waitFor();
}

/**
 * Issue 12: Kopi Collective (team 106) is on Lite in idr. Switch to usd, choose Kit for 1 year: $50.00, no fee (above
 * the $5 threshold), expiring 365 days from now (an upgrade counts from today). Submit, pay on the simulated provider,
 * land on the thank-you banner, and find Kit on the upgrade page as the current plan.
 */
export async function upgradeLiteToKitInUsd(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/team/106/upgrade', url).href);
  await page.getByRole('radiogroup', { name: 'Plans' }).waitFor();
  await untilLoaded(page);
  assert.equal(await page.getByRole('radio', { name: 'Lite' }).isChecked(), true, 'the current plan is chosen first');
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('usd');
  await page.getByRole('radio', { name: 'Kit' }).check();
  await page.getByRole('radio', { name: /^1 year/ }).check();
  const rows = await summaryRows(page);
  assert.deepEqual(
    Object.fromEntries(Object.entries(rows).map(([term, value]) => [term, plain(value)])),
    { Plan: 'Upgrade to Kit', 'Billed duration': '1 year', Subtotal: '$50.00', 'Payment fee': '$0.00', Total: '$50.00', 'Expires after purchase': dateIn(365) },
  );
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the upgrade page');
  await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
  await payOnSimulatedProvider(page, '$50.00');

  await page.goto(new URL('/user/team/106/upgrade', url).href);
  await page.getByRole('radiogroup', { name: 'Plans' }).waitFor();
  await untilLoaded(page);
  assert.equal(await page.getByRole('combobox', { name: 'Currency' }).inputValue(), 'usd', 'the team now pays in usd');
  assert.equal(await page.getByRole('radio', { name: 'Kit' }).isChecked(), true, 'Kit is the current plan');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 12: extend Kopi Collective's Lite plan in idr by 3 months: IDR 75,000, exactly the fee threshold, so no fee;
 * the new expiry is the current one (200 days ahead) plus 90 days. Pay, and see the paid extension in the history.
 */
export async function extendInIdrByThreeMonths(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/team/106/upgrade', url).href);
  await page.getByRole('radiogroup', { name: 'Plans' }).waitFor();
  await untilLoaded(page);
  const expiry = plain(await page.getByText(/^Expires on /).textContent()).replace(/^Expires on /, '');
  const extended = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(Date.parse(`${expiry} UTC`) + 90 * DAY_MS + 12 * 60 * 60 * 1000));
  await page.getByRole('radio', { name: '3 months' }).check();
  const rows = Object.fromEntries(Object.entries(await summaryRows(page)).map(([term, value]) => [term, plain(value)]));
  assert.deepEqual(rows, { Plan: 'Extend Lite', 'Billed duration': '3 months', Subtotal: 'IDR 75,000', 'Payment fee': 'IDR 0', Total: 'IDR 75,000', 'Expires after purchase': extended });
  await page.getByRole('button', { name: 'Extend', exact: true }).click();
  await payOnSimulatedProvider(page, 'IDR 75,000');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 12: Kopi Collective's Lite plan allows 3 users and has 2. Invite one more: the row appears, the Add button
 * disappears and the hint says no seats are left.
 */
export async function inviteUntilSeatsRunOut(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/team/106/member', url).href);
  await page.getByText('1 seat left: 2 of 3 in use.').waitFor();
  await untilLoaded(page);
  await page.getByRole('button', { name: 'Add member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill('rina@kopi.example');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('rina@kopi.example').first().waitFor();
  await page.getByText('No seats left: the Lite plan allows 3 users.').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Add member' }).count(), 0, 'no Add button without seats');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the members page');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * Issue 12: print payment 8004 of Lestari Studio: the print view shows the printed invoice (number, the team's invoice
 * note, the amount paid) in its frame; after it, every Print button is disabled.
 */
export async function printAPayment(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/history', url).href);
  // The number is isolated left to right inside the names.
  const print8004 = page.getByRole('button', { name: /^Print invoice \W*8004\W*$/ });
  await print8004.waitFor();
  await untilLoaded(page);
  await print8004.click();
  const dialog = page.getByRole('dialog', { name: /^Invoice \W*8004\W*$/ });
  const frame = dialog.frameLocator('iframe[title^="Printable invoice"]');
  await frame.getByText('# 8004').waitFor();
  const text = plain(await frame.locator('body').textContent());
  assert.ok(text.includes('PT Lestari Kreatif Studio'), 'the invoice is billed to the team, with its note');
  assert.ok(text.includes('$13.49'), 'the invoice shows the amount paid');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the print view');
  // Printing opens the browser's print dialog; the journey only checks that the view offers it.
  await dialog.getByRole('button', { name: 'Print', exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByText('You have printed an invoice during this visit', { exact: false }).waitFor();
  const buttons = page.getByRole('button', { name: /^Print invoice / });
  assert.ok((await buttons.count()) >= 3, 'a Print button per payment');
  for (const button of await buttons.all()) assert.equal(await button.isDisabled(), true, 'every Print button is disabled after printing');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
