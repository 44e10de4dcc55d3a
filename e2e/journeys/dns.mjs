import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

const ZONE = 'Zone file of lestari.studio';

/** Adds a record of `type` in the added-records section and fills its name and its one value field. */
async function addRecord(page, type, name, field, value) {
  const added = page.getByRole('region', { name: 'Added DNS records' });
  await added.getByRole('combobox', { name: 'Record type' }).selectOption(type);
  await added.getByRole('button', { name: 'Add record' }).click();
  const row = added.getByRole('listitem', { name: `${type.toUpperCase()} record @` });
  await row.getByRole('textbox', { name: field }).fill(value);
  await row.getByRole('textbox', { name: 'Name' }).fill(name);
}

/**
 * Issue 11: on lestari.studio's DNS page, add an A record (test -> 203.0.113.7) and a TXT record with a space
 * (_note -> hello world), see their change lines in the preview, save, and find both in the saved zone's text.
 */
export async function dnsAddRecords(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/host/dns/1001', url).href);
  await page.getByRole('region', { name: ZONE }).waitFor();
  await untilLoaded(page);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the current DNS settings');

  await page.getByRole('tab', { name: 'Edit DNS interactively' }).click();
  await addRecord(page, 'a', 'test', 'IP address', '203.0.113.7');
  await addRecord(page, 'txt', '_note', 'Text', 'hello world');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the DNS editor');

  await page.getByRole('tab', { name: 'Preview changes (2)' }).click();
  const lines = (await page.getByRole('region', { name: 'Change lines' }).textContent()) ?? '';
  assert.deepEqual(lines.split('\n'), ['add a test 203.0.113.7', 'add txt _note "hello world"']);
  await page.getByRole('button', { name: 'Save changes' }).click();
  const answer = page.getByRole('region', { name: 'Server answer' });
  await answer.waitFor();
  assert.match((await answer.textContent()) ?? '', /^Done updating 2 records\n/);
  // The zone is fetched again: nothing pending, both records in its text.
  await page.getByRole('tab', { name: 'Preview changes (0)' }).waitFor();
  await page.getByRole('tab', { name: 'Current DNS settings' }).click();
  const zone = (await page.getByRole('region', { name: ZONE }).textContent()) ?? '';
  assert.ok(zone.includes('test\tIN\tA\t203.0.113.7'), 'the saved zone has the A record');
  assert.ok(zone.includes('_note\tIN\tTXT\t"hello world"'), 'the saved zone has the TXT record');

  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
