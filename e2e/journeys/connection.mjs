import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

/**
 * Issue 11: n8n.lestari.studio (1011) has no HTTPS. Its one-click fix runs `features: [ssl]` through the deploy call
 * after a confirmation; the page shows the fix's deployment until it has finished, and a new check shows HTTPS fine.
 */
export async function connectionOneClickFix(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);

  await page.goto(new URL('/user/host/connection/1011', url).href);
  await page.getByRole('heading', { name: 'No HTTPS' }).waitFor();
  await untilLoaded(page);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the connection page');

  await page.getByRole('button', { name: 'Install HTTPS certificate' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('region', { name: 'Deploy script of the fix' }).waitFor();
  assert.match(await dialog.getByRole('region', { name: 'Deploy script of the fix' }).innerText(), /features:\s+- ssl/);
  await dialog.getByRole('button', { name: 'Run fix' }).click();

  // The fix runs as a deployment; its output shows once it has finished (polled every 4 s).
  await page.getByText('The checks below ran again after the fix.').waitFor({ timeout: 60_000 });
  assert.match(await page.getByRole('region', { name: 'Output of the fix' }).innerText(), /Generating SSL cert with Let's Encrypt/);
  assert.equal(await page.getByRole('link', { name: 'Open on the Deploy page' }).getAttribute('href'), '/user/host/runner/1011');

  await page.getByRole('button', { name: 'Check again' }).click();
  await page.getByRole('heading', { name: 'Website is OK' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'No HTTPS' }).count(), 0, 'the no-HTTPS state is gone');
  assert.deepEqual(await axeViolations(page), [], 'axe violations after the fix');

  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
