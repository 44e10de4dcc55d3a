import { describe, expect, it } from 'vitest';
import { rejection, setupTestWorld } from './testing';

const world = setupTestWorld('profile');

describe('profile handlers', () => {
  it('reads and edits the profile', async () => {
    expect((await world.api.getProfile()).email).toBe('maya@lestari.studio');
    expect(await world.api.editProfile({ name: 'Maya L.', theme: 'dark', lang: 'id' })).toHaveProperty('message');
    expect(await world.api.getProfile()).toMatchObject({ name: 'Maya L.', theme: 'dark', lang: 'id' });
    const error = await rejection(world.api.editProfile({ name: 'Maya', email: 'other@lestari.studio', theme: 'light', lang: 'en' }));
    expect(error.fieldErrors).toHaveProperty('email');
  });

  it('links and removes login methods', async () => {
    world.start('member');
    expect(await world.api.addGithubLogin()).toHaveProperty('redirect');
    expect(await world.api.addGoogleLogin()).toHaveProperty('message');
    expect(await world.api.removeLogin({ type: 'email' })).toHaveProperty('message');
    expect((await rejection(world.api.addEmailLogin({ password: 'a-long-password', passconf: 'different-one' }))).fieldErrors).toHaveProperty('passconf');
    expect(await world.api.addEmailLogin({ password: 'a-long-password', passconf: 'a-long-password' })).toHaveProperty('message');
    expect((await world.api.getProfile()).social.map((login) => login.type).sort()).toEqual(['email', 'github', 'google']);
  });

  it('runs the welcome onboarding for an unverified account', async () => {
    world.start('locked');
    expect(await world.api.resendVerificationEmail()).toHaveProperty('message');
    expect(await world.api.resendWelcomeEmail()).toHaveProperty('message');
    expect((await world.api.saveWelcomeCountry({ country: 'DE', keepEnglish: false })).redirect).toBe('/user/welcome');
    expect((await world.api.getProfile()).lang).toBe('de');
    expect((await rejection(world.api.saveWelcomeCountry({ country: 'Germany', keepEnglish: true }))).status).toBe(422);
  });

  it('refuses to delete an account with websites, then deletes an empty one and answers the sign-out', async () => {
    world.start('owner-paid');
    const refusal = await rejection(world.api.deleteAccount());
    expect(refusal).toMatchObject({ status: 422, detail: 'Delete your websites and domains first: the account still has some.' });
    world.start('locked');
    expect(await world.api.deleteAccount()).toEqual({ message: 'Account deleted', redirect: '/logout' });
    expect((await rejection(world.api.getProfile())).status).toBe(401);
  });
});

it('calls every call of the area, so every answer is proven against the panel schemas', () => {
  expect(world.uncalled()).toEqual([]);
});
