import assert from 'node:assert/strict';
import { axeViolations, openPage, untilLoaded } from '../harness.mjs';
import { signIn } from './shell.mjs';

/** Signs in and switches the demo to a scenario (the page reloads into it). */
async function signInAs(page, url, scenario) {
  await signIn(page, url);
  if (scenario === undefined) return;
  await page.getByLabel('Scenario').selectOption(scenario);
  await page.waitForLoadState('load');
  await page.locator('main h1').first().waitFor();
}

/** Opens a console page and waits for its heading and its data. */
async function openAt(page, url, path, heading) {
  await page.goto(new URL(path, url).href);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await untilLoaded(page);
}

/** A field label as the page shows it: required fields end with an asterisk. */
const label = (text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** Issue 15: a team without a code creates one with quota 20, then turns it off (0), which never waits. */
export async function inviteCodeTwentyThenOff(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signInAs(page, url, 'empty');
  await openAt(page, url, '/user/invite-code', 'Invite code');
  await page.getByRole('button', { name: 'Create invite code' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create an invite code' });
  assert.equal(await dialog.getByRole('radio', { name: /^Off: 0/ }).count(), 0, 'a new code cannot start off');
  await dialog.getByRole('radio', { name: 'Small: 20' }).check();
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('No invitees yet.').waitFor();
  await page.getByText(/^20 · Small$/).waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the invite code');

  await page.getByRole('button', { name: 'Edit quota' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit the quota' });
  // The quota was just set, so its cooldown runs: turning the code off is the one change, and it never waits.
  const off = dialog.getByRole('radio', { name: 'Off: 0' });
  await off.waitFor();
  assert.equal(await dialog.getByRole('radio').count(), 1, 'only turning the code off is offered');
  assert.equal(await off.isChecked(), true, 'the one choice is chosen already');
  await dialog.getByRole('button', { name: 'Save quota' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText('Quota changed').waitFor();
  await page.reload();
  await page.getByText(/^0 · Off$/).waitFor();
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 15: an email sign-in with a 7-character password is refused with the spec's message; an 8+ one is added. */
export async function addEmailSignIn(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/profile', 'Profile');
  const methods = page.getByRole('list', { name: 'Sign-in methods' });
  assert.equal(await methods.getByText('Email and password').count(), 0, 'no email sign-in yet');

  const setPassword = async (password) => {
    await page.getByRole('button', { name: 'Add email login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set a password for email sign-in' });
    await dialog.getByLabel(label('Password'), { exact: true }).fill(password);
    await dialog.getByLabel(label('Confirm password')).fill(password);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await dialog.waitFor({ state: 'detached' });
  };
  await setPassword('1234567');
  await page.getByText('Setting password cancelled, must be at least 8 characters').waitFor();
  assert.equal(await methods.getByText('Email and password').count(), 0, 'the short password added nothing');

  await setPassword('a-long-password');
  await methods.getByText('Email and password').waitFor();
  await page.reload();
  await page.getByRole('list', { name: 'Sign-in methods' }).getByText('Email and password').waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the profile');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 15: a new user (two days old, email not confirmed) chooses Indonesia, keeps English, and is asked to confirm. */
export async function welcomeChoosingIndonesia(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signInAs(page, url, 'locked');
  await openAt(page, url, '/user/welcome', 'Welcome');
  const country = page.getByRole('combobox', { name: label('Country') });
  await country.fill('indo');
  await page.getByRole('option', { name: /^Indonesia/ }).click();
  await page.getByText('Chosen: Indonesia').waitFor();
  await page.getByRole('checkbox', { name: 'Keep the console in English' }).check();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the country step');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
  await page.getByRole('button', { name: 'Resend email' }).click();
  await page.getByText('Confirmation email sent to sarah.lim@outlook.com').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en', 'the console kept English');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 15: an account that still has websites and domains cannot be deleted, even with its email typed. */
export async function deleteAccountWithHosts(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signIn(page, url);
  await openAt(page, url, '/user/delete', 'Delete account');
  const blockers = page.getByRole('list', { name: 'Websites and domains to delete first' });
  await blockers.locator('a[href="/user/host/detail/1001"]').waitFor();
  await blockers.locator('a[href="/user/domain/detail/501"]').waitFor();
  await page.getByLabel(label('Account email')).fill('maya@lestari.studio');
  assert.equal(await page.getByRole('button', { name: 'Delete account' }).isDisabled(), true, 'deletion waits for the websites and domains');
  assert.equal(await page.getByRole('button', { name: 'Ban this account' }).count(), 0);
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the deletion page');
  await blockers.locator('a[href="/user/host/detail/1001"]').click();
  await page.waitForURL((current) => current.pathname === '/user/host/detail/1001');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}

/** Issue 15: the administrator pages through the users, filters by email, and logs in as one of them. */
export async function administratorLogsInAsUser(browser, url) {
  const { page, errors, close } = await openPage(browser);
  await signInAs(page, url, 'admin');
  await openAt(page, url, '/user/users', 'Users');
  const table = page.getByRole('region', { name: 'Users' });
  const firstPage = await table.getByRole('row').allTextContents();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL((current) => current.searchParams.get('page') === '2');
  await untilLoaded(page);
  await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
  assert.notDeepEqual(await table.getByRole('row').allTextContents(), firstPage, 'page 2 shows other users');

  await page.getByRole('searchbox', { name: 'Filter by email' }).fill('watanabe');
  await page.waitForURL((current) => current.searchParams.get('email') === 'watanabe' && !current.searchParams.has('page'));
  const login = table.getByRole('link', { name: 'Log in as ken@watanabe.dev' });
  await login.waitFor();
  assert.deepEqual(await axeViolations(page), [], 'axe violations on the user list');
  await login.click();
  await page.waitForURL((current) => current.pathname.startsWith('/user/host'));
  await page.locator('main h1').first().waitFor();
  await openAt(page, url, '/user/profile', 'Profile');
  assert.equal(await page.getByLabel(label('Email')).inputValue(), 'ken@watanabe.dev', 'the console is now Ken\'s');
  assert.deepEqual(errors, [], 'errors on the pages');
  await close();
}
