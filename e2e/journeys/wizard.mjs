import assert from 'node:assert/strict';
import { axeViolations, openPage } from '../harness.mjs';
import { signIn } from './shell.mjs';

const TYPED_NAME = 'back-forward-site';

/** The wizard's query parameters as the address bar holds them now. */
function wizardParams(page) {
  const params = new URL(page.url()).searchParams;
  return { step: params.get('step'), template: params.get('template') };
}

/** The order form opened from the WordPress tile: its submit button, and the chosen script behind the disclosure. */
async function expectWordPressOrderForm(page, when) {
  await page.getByRole('button', { name: 'Create website' }).waitFor();
  assert.deepEqual(wizardParams(page), { step: 'order', template: 'boot/wordpress.yml' }, `the address ${when}`);
  await page.getByText('Step 3 of 3').waitFor();
  await page.getByText('View the deploy script').click();
  const script = page.getByRole('region', { name: 'Deploy script (YAML)' });
  assert.match(await script.textContent(), /wordpress\.org\/latest\.zip/, `the chosen script ${when}`);
}

async function expectTypedName(page, when) {
  const name = page.getByRole('textbox', { name: /name/i }).first();
  assert.equal(await name.inputValue(), TYPED_NAME, `the typed host name ${when} (the order form's draftStorageKey keeps it)`);
}

/**
 * The wizard survives Back, Forward and reload: the step and template are in the address, the order form's fields in
 * session storage; a finished step reopens from the step indicator, as a new history entry.
 */
export async function wizardSurvivesBackForwardReload(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await page.goto(new URL('/user/host/create', url).href);
  await page.getByRole('button', { name: 'WordPress' }).click();
  await expectWordPressOrderForm(page, 'after choosing the tile');
  const name = page.getByRole('textbox', { name: /name/i }).first();
  await name.fill(TYPED_NAME);
  await page.getByText(`${TYPED_NAME}.dom.my.id is available on this server.`).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the order form with its script open');

  await page.goBack();
  await page.getByRole('button', { name: 'WordPress' }).waitFor();
  assert.equal(new URL(page.url()).pathname, '/user/host/create', 'Back stays in the wizard');
  assert.deepEqual(wizardParams(page), { step: null, template: null }, 'the address after Back');

  await page.goForward();
  await expectWordPressOrderForm(page, 'after Forward');
  await expectTypedName(page, 'after Forward');

  await page.reload();
  await expectWordPressOrderForm(page, 'after a reload');
  await expectTypedName(page, 'after a reload');

  // The finished Template step reopens the tiles; Back returns to the order form as it was.
  await page.getByLabel('Order progress').getByRole('button', { name: 'Template' }).click();
  await page.getByRole('button', { name: 'WordPress' }).waitFor();
  assert.deepEqual(wizardParams(page), { step: 'templates', template: null }, 'the address after clicking the finished step');
  await page.goBack();
  await expectWordPressOrderForm(page, 'after Back from the reopened step');
  await expectTypedName(page, 'after Back from the reopened step');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
