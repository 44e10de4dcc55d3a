import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { TEST_CSRF, createTestClient, recordRequests, setupMswServer, userapi } from '../testing/msw-node';
import { createProfileApi } from './profile';

const server = setupMswServer();
const api = createProfileApi(createTestClient());
const csrf = { [TEST_CSRF.name]: TEST_CSRF.value };


const user = {
  id: 12, name: 'Wiena Putri', email: 'wiena@example.com', email_verified_at: null, theme: 'dark', lang: 'id',
  social: [{ type: 'github', email: 'wiena@users.noreply.github.com' }], created_at: '2024-02-01 08:55:00',
};

describe('createProfileApi', () => {
  it('reads the profile', async () => {
    const received = recordRequests(server, 'get', userapi('profile'), () => HttpResponse.json(user));
    expect(await api.getProfile()).toEqual(user);
    expect(received).toEqual([{ method: 'GET', path: '/userapi/profile', query: {}, form: {} }]);
  });

  it('posts every profile action to /userapi/profile', async () => {
    const received = recordRequests(server, 'post', userapi('profile'), () => HttpResponse.json({ message: 'Saved' }));
    expect(await api.editProfile({ name: 'Wiena', email: 'w@example.com', theme: 'light', lang: 'en' })).toEqual({ message: 'Saved' });
    await api.editProfile({ name: 'Wiena', theme: 'dark', lang: 'id' });
    await api.resendVerificationEmail();
    await api.addGithubLogin();
    await api.addGoogleLogin();
    await api.addEmailLogin({ password: 'correct-horse', passconf: 'correct-horse' });
    await api.removeLogin({ type: 'google' });
    expect(received.every(({ method, path, query }) => method === 'POST' && path === '/userapi/profile' && Object.keys(query).length === 0)).toBe(true);
    expect(received.map(({ form }) => form)).toEqual([
      { action: 'edit', name: 'Wiena', email: 'w@example.com', theme: 'light', lang: 'en', ...csrf },
      { action: 'edit', name: 'Wiena', theme: 'dark', lang: 'id', ...csrf },
      { action: 'resend', ...csrf },
      { action: 'add-github', ...csrf },
      { action: 'add-google', ...csrf },
      { action: 'add-email', password: 'correct-horse', passconf: 'correct-horse', ...csrf },
      { action: 'delete-google', ...csrf },
    ]);
  });

  it('posts the welcome onboarding with the /welcome return path', async () => {
    const received = recordRequests(server, 'post', userapi('profile'), () => HttpResponse.json({ redirect: '/user/welcome' }));
    const result = await api.saveWelcomeCountry({ country: 'ID', keepEnglish: true });
    await api.saveWelcomeCountry({ country: 'DE', keepEnglish: false });
    await api.resendWelcomeEmail();
    expect(result.redirect).toBe('/user/welcome');
    expect(received).toEqual([
      { method: 'POST', path: '/userapi/profile', query: { r: '/welcome' }, form: { action: 'edit-country', country: 'ID', keep_english: 'y', ...csrf } },
      { method: 'POST', path: '/userapi/profile', query: { r: '/welcome' }, form: { action: 'edit-country', country: 'DE', ...csrf } },
      { method: 'POST', path: '/userapi/profile', query: { r: '/welcome' }, form: { action: 'resend', ...csrf } },
    ]);
  });

  it('posts the account deletion to /userapi/delete and hands back its redirect', async () => {
    const received = recordRequests(server, 'post', userapi('delete'), () => HttpResponse.json({ message: 'Account deleted', redirect: '/logout' }));
    expect(await api.deleteAccount()).toEqual({ message: 'Account deleted', redirect: '/logout' });
    expect(received).toEqual([{ method: 'POST', path: '/userapi/delete', query: {}, form: { ...csrf } }]);
  });

  it('rejects a refused account deletion with the server message', async () => {
    recordRequests(server, 'post', userapi('delete'), () => HttpResponse.json({ message: 'Delete your websites first.' }, { status: 409 }));
    await expect(api.deleteAccount()).rejects.toMatchObject({ name: 'ApiError', status: 409, detail: 'Delete your websites first.' });
  });

  it("turns a malformed answer into ApiError 'malformed'", async () => {
    recordRequests(server, 'get', userapi('profile'), () => HttpResponse.json({ ...user, social: 'github' }));
    await expect(api.getProfile()).rejects.toMatchObject({ name: 'ApiError', kind: 'malformed' });
  });

  it("turns a 500 into ApiError 'http'", async () => {
    recordRequests(server, 'post', userapi('profile'), () => new HttpResponse('Internal error', { status: 500 }));
    const error: unknown = await api.resendVerificationEmail().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
  });
});
