import assert from 'node:assert/strict';
import { axeViolations, openPage } from '../harness.mjs';

/** The console's first page: renders, is accessible, and its theme, palette and language controls work. */
export async function designSystemPreview(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await page.goto(url);
  await page.getByRole('heading', { name: 'Hostdeck', level: 1 }).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations in the light palette');

  await page.getByRole('radio', { name: 'Always dark' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.deepEqual(await axeViolations(page), [], 'axe violations in the dark palette');

  await page.getByRole('radio', { name: 'lemonade | night' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'night');
  await page.getByRole('radio', { name: 'Always light' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'lemonade');

  await page.getByLabel('Language').selectOption('ar');
  await page.getByText('معاينة نظام التصميم').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.deepEqual(await axeViolations(page), [], 'axe violations in Arabic');

  await page.reload();
  await page.getByText('معاينة نظام التصميم').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'lemonade', 'the palette survives a reload');
  assert.deepEqual(errors, [], 'errors on the page');
  await close();
}

/** At 360 px nothing overflows sideways. */
export async function narrowScreen(browser, url) {
  const { page, errors, close } = await openPage(browser, { viewport: { width: 360, height: 740 } });
  await page.goto(url);
  await page.getByRole('heading', { name: 'Hostdeck', level: 1 }).waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0, 'horizontal overflow at 360 px');
  assert.deepEqual(errors, [], 'errors on the page');
  await close();
}
