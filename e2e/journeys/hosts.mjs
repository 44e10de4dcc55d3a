import assert from 'node:assert/strict';
import JSZip from 'jszip';
import { axeViolations, openPage } from '../harness.mjs';
import { signIn } from './shell.mjs';

/** Deployments stream for some seconds in the demo world; the Runner polls every 4 s. */
const DEPLOY_TIMEOUT = 90_000;

async function signInAs(page, url, scenario) {
  await signIn(page, url);
  await page.getByLabel('Scenario').selectOption(scenario);
  await page.waitForLoadState('load');
  await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
}

async function zipOf(files) {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text, { createFolders: false });
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function openWizard(page, url) {
  await page.goto(new URL('/user/host/create', url).href);
  await page.getByRole('heading', { level: 1, name: 'Order a new website' }).waitFor();
}

/** Submits the order form as filled in (a random name under the platform suffix) and lands on the Runner. */
async function submitOrder(page) {
  const submit = page.getByRole('button', { name: 'Create website' });
  await submit.waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Create website' && !button.disabled));
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the order form');
  await submit.click();
  await page.waitForURL((current) => /^\/user\/host\/runner\/\d+$/.test(current.pathname), { timeout: 20_000 });
}

/** Order a host from a template tile, land on its Runner, and watch the deployment until the website is ready. */
export async function orderFromTemplate(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openWizard(page, url);
  await page.getByRole('button', { name: 'WordPress' }).click();
  await submitOrder(page);
  await page.getByText('Your website is ready!').waitFor({ timeout: DEPLOY_TIMEOUT });
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the ready hint');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/**
 * A double click on "Create website" sends one create request and lands on the new host's Runner page. In demo mode
 * the service worker answers the call, and Playwright still reports the page's request, so the page's own requests
 * are counted (a check below proves it saw the one it expects).
 */
export async function doubleClickOrdersOnce(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openWizard(page, url);
  await page.getByRole('button', { name: 'WordPress' }).click();
  await page.getByRole('textbox', { name: 'Host name' }).fill('double-click-site');
  await page.getByText('double-click-site.dom.my.id is available on this server.').waitFor();
  const creates = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/userapi\/team\/\d+\/host\/create$/.test(new URL(request.url()).pathname)) creates.push(request.url());
  });
  const submit = page.getByRole('button', { name: 'Create website' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Create website' && !button.disabled));
  await submit.dblclick();
  await page.waitForURL((current) => /^\/user\/host\/runner\/\d+$/.test(current.pathname), { timeout: 20_000 });
  // The Runner page (its heading is the Deploy tab's name, its description the domain) of the host just ordered.
  await page.getByRole('heading', { level: 1, name: 'Deploy' }).waitFor();
  await page.getByRole('main').getByText('double-click-site.dom.my.id', { exact: true }).first().waitFor();
  assert.equal(creates.length, 1, `create requests sent: ${creates.length}`);
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Order from an uploaded zip (built here), choosing a framework, then watch it deploy. */
export async function orderFromZip(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openWizard(page, url);
  await page.getByRole('button', { name: /Upload or clone/ }).click();
  const zip = await zipOf({ 'index.html': '<!doctype html><title>Hello</title><h1>Hello</h1>', '.DS_Store': 'junk', 'css/site.css': 'h1{color:teal}' });
  await page.locator('input[type=file][accept*=".zip"]').setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText('1 file or folder was skipped.').waitFor({ timeout: 20_000 });
  await page.getByLabel('Framework or language').selectOption({ label: 'Static Web (HTML)' });
  const apply = page.getByRole('button', { name: 'Apply template' });
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((button) => button.textContent === 'Apply template' && !button.disabled));
  await apply.click();
  await submitOrder(page);
  await page.getByText('Your website is ready!').waitFor({ timeout: DEPLOY_TIMEOUT });
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** A zip whose entry escapes its folder is refused with its message, and nothing is uploaded. */
export async function zipEscapingItsFolder(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openWizard(page, url);
  await page.getByRole('button', { name: /Upload or clone/ }).click();
  const uploads = [];
  page.on('request', (request) => {
    if (request.url().includes('/userapi/uploadRepo')) uploads.push(request.url());
  });
  const zip = await zipOf({ 'index.html': 'ok', '../evil.sh': 'rm -rf ~' });
  await page.locator('input[type=file][accept*=".zip"]').setInputFiles({ name: 'evil.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByText(/The zip was refused: the entry \.\.\/evil\.sh points outside its folder/).waitFor({ timeout: 20_000 });
  assert.deepEqual(uploads, [], 'the refused zip was uploaded');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** A free-plan user whose team is locked (-1) passes the invite gate with a code, then sees the templates. */
export async function inviteGate(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signInAs(page, url, 'locked');
  await openWizard(page, url);
  await page.getByText('Step 1 of 4').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the invite gate');
  await page.getByRole('textbox', { name: /Invite code/ }).fill('LESTARISTUDIO');
  await page.getByRole('button', { name: 'Use invite code' }).click();
  await page.getByRole('button', { name: 'WordPress' }).waitFor({ timeout: 20_000 });
  await page.getByText('Step 1 of 3').waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** A member sees the team's hosts but no Create button; an owner sees it. */
export async function memberHasNoCreate(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/host/list', url).href);
  await page.getByRole('link', { name: 'Create' }).waitFor();
  await signInAs(page, url, 'member');
  await page.goto(new URL('/user/host/list', url).href);
  await page.getByRole('table').waitFor();
  assert.equal(await page.getByRole('link', { name: 'Create' }).count(), 0, 'a member sees the Create button');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the member host list');
  // Typing the wizard's address gets the reason before the first step, not the wizard and a refusal on submit.
  await page.goto(new URL('/user/host/create', url).href);
  await page.getByRole('heading', { level: 2, name: 'Only owners and admins order websites' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /WordPress/ }).count(), 0, 'a member sees the template gallery');
  await page.getByRole('link', { name: 'Back to your websites' }).click();
  await page.waitForURL((current) => current.pathname === '/user/host/list');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
