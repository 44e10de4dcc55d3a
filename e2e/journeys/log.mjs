import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

// nginx's `main` format (backend-formats 5.1): addr - user [time] "request" status bytes "referer" "agent" "forwarded".
const ACCESS_LINE = /^\S+ - \S+ \[[^\]]+\] "[^"]*" \d{3} \d+ "[^"]*" "[^"]*" "[^"]*"$/;
const ACCESS_LOG = 'NGINX Access Log of lestari.studio';

/** The access log shows at most `max` lines, each in nginx's main format; the form and the address say access and `max`. */
async function expectAccessLog(page, max) {
  const log = page.getByRole('region', { name: ACCESS_LOG });
  await log.waitFor();
  await untilLoaded(page);
  const lines = await log.locator('[data-slot="windowed-line"]').allTextContents();
  assert.ok(lines.length > 0 && lines.length <= max, `the access log shows ${lines.length} lines, at most ${max} expected`);
  for (const line of lines) assert.match(line, ACCESS_LINE);
  assert.equal(await page.getByRole('combobox', { name: 'Log' }).inputValue(), 'access');
  assert.equal(await page.getByRole('spinbutton', { name: 'Max Lines' }).inputValue(), String(max));
  const query = new URL(page.url()).searchParams;
  assert.equal(query.get('type'), 'access', `the address ${page.url()} keeps type=access`);
  assert.equal(query.get('n'), String(max), `the address ${page.url()} keeps n=${max}`);
}

/**
 * Issue 11: read lestari.studio's access log with n=20, from the address and from the form; the address keeps
 * type=access&n=20 and a reload shows the same log.
 */
export async function readAccessLog(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);

  await page.goto(new URL('/user/host/log/1001?type=access&n=20', url).href);
  await expectAccessLog(page, 20);
  await page.reload();
  await expectAccessLog(page, 20);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the access log');

  // The same through the form: the default error log first, then Access and 20 applied.
  await page.goto(new URL('/user/host/log/1001', url).href);
  await page.getByRole('region', { name: 'NGINX Error Log of lestari.studio' }).waitFor();
  await untilLoaded(page);
  await page.getByRole('combobox', { name: 'Log' }).selectOption('access');
  await page.getByRole('spinbutton', { name: 'Max Lines' }).fill('20');
  await page.getByRole('button', { name: 'Show log' }).click();
  await page.waitForURL((current) => current.searchParams.get('type') === 'access');
  await expectAccessLog(page, 20);

  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
