import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

const API_LOCATION = 'location /api/ { proxy_pass http://127.0.0.1:3000; }';
/** The entries' headings isolate the path for right-to-left text (isolateLtr). */
const API_ENTRY = 'Configuration for URLs starting with \u2066/api/\u2069';

/** The text of a code region with its whitespace folded, as the server block is compared. */
async function foldedText(locator) {
  return (await locator.textContent()).replace(/\s+/g, ' ');
}

async function openNginx(page, url) {
  await page.goto(new URL('/user/host/nginx/1001', url).href);
  await page.getByRole('listitem', { name: 'Main configuration for all paths' }).waitFor();
  await untilLoaded(page);
}

/** The preview shows the /api/ proxy location the agent will write. */
async function expectApiInPreview(page) {
  await page.getByRole('tab', { name: 'Preview changes' }).click();
  const preview = page.getByRole('region', { name: 'Server block the agent will write' });
  await preview.waitFor();
  assert.ok((await foldedText(preview)).includes(API_LOCATION), `the preview shows ${API_LOCATION}`);
}

/**
 * Issue 11: on lestari.studio add a sub-folder entry /api/ forwarded to port 3000, see its location in the preview,
 * save, reload, and see it again in the structured editor, the preview and the raw tab. CodeMirror downloads only
 * when the raw tab opens.
 */
export async function nginxSubfolderProxy(browser, url) {
  const { page, errors, close } = await openPage(browser);
  // CodeMirror is its own chunk (code-editor-view): only the raw tab may fetch it.
  const editorChunks = [];
  page.on('request', (request) => {
    if (/\/code-editor-view-[\w-]+\.js$/.test(request.url())) editorChunks.push(request.url());
  });
  await signIn(page, url);
  await openNginx(page, url);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the nginx page');

  await page.getByRole('textbox', { name: 'New sub-folder path' }).fill('/api/');
  await page.getByRole('button', { name: 'Add entry' }).click();
  const entry = page.getByRole('listitem', { name: API_ENTRY });
  await entry.getByRole('combobox', { name: 'Backend type' }).selectOption('proxy');
  await entry.getByRole('textbox', { name: /Forward to port/ }).fill('3000');
  await expectApiInPreview(page);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the preview');

  await page.getByRole('button', { name: 'Save changes' }).click();
  const answer = page.getByRole('region', { name: "Agent's answer" });
  await answer.waitFor();
  assert.match(await answer.textContent(), /^Done updated/);

  await page.reload();
  await openNginx(page, url);
  const saved = page.getByRole('listitem', { name: API_ENTRY });
  assert.equal(await saved.getByRole('combobox', { name: 'Backend type' }).inputValue(), 'proxy');
  assert.equal(await saved.getByRole('textbox', { name: /Forward to port/ }).inputValue(), '3000');
  await expectApiInPreview(page);
  assert.deepEqual(editorChunks, [], 'CodeMirror loaded before the raw tab was opened');
  await page.getByRole('tab', { name: 'Edit NGINX config' }).click();
  const raw = page.getByRole('textbox', { name: 'NGINX server block' });
  await raw.waitFor();
  assert.ok((await foldedText(raw)).includes('location /api/ { proxy_pass http://127.0.0.1:3000; }'), 'the raw file has the /api/ location');
  assert.equal(editorChunks.length, 1, 'the raw tab loads CodeMirror once');
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the raw tab');

  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
