import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, WRONG_CREDENTIALS } from '../store/sign-in';
import { CONSOLE_ORIGIN, sessionCookieOf, signIn, apiServerStarter } from './testing';

const start = apiServerStarter();

const visit = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
const emailForm = (email: string, password: string) => new URLSearchParams({ email, password });

describe('the sign-in pages of the simulated backend', () => {
  it.each(['github', 'google'])('signs in with %s at once: an HttpOnly SameSite=Lax session cookie and a 302 to the console path', async (method) => {
    const server = await start();
    server.store.signOut();
    const response = await visit(`${server.url}/login/${method}?r=${encodeURIComponent('/user/hosts?page=2')}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/user/hosts?page=2`);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^hostdeck_session=[0-9a-f]{64}; HttpOnly; SameSite=Lax; Path=\/$/);
    expect(server.store.signedIn).toBe(true);
    expect((await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: sessionCookieOf(response) } })).status).toBe(200);
  });

  it.each(['/\\evil.example/', 'https://evil.example', '//evil.example', '/%2F%2Fevil.example', '/elsewhere', ''])('returns to /user, never to %j', async (returnPath) => {
    const server = await start();
    const response = await visit(`${server.url}/login/github?r=${encodeURIComponent(returnPath)}`);
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/user`);
  });

  it('redirects to the path alone when no console origin is configured', async () => {
    const server = await start({ consoleOrigin: undefined });
    expect((await visit(`${server.url}/login/google?r=/user/domains`)).headers.get('location')).toBe('/user/domains');
    expect((await visit(`${server.url}/logout`)).headers.get('location')).toBe('/login');
  });

  it('shows the email form, which posts to itself with the checked return path', async () => {
    const server = await start();
    const page = await visit(`${server.url}/login/email?r=${encodeURIComponent('https://evil.example')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/login/email?r=%2Fuser">');
    expect(html).not.toContain('evil.example');
  });

  it('signs in with the scenario user’s email and the demo password', async () => {
    const server = await start({ scenario: 'member' });
    server.store.signOut();
    const email = server.store.state.users.find((user) => user.id === 44)?.email ?? '';
    const response = await visit(`${server.url}/login/email?r=/user/team`, { method: 'POST', body: emailForm(email.toUpperCase(), DEMO_PASSWORD), headers: { Origin: server.url } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/user/team`);
    expect((await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: sessionCookieOf(response) } })).status).toBe(200);
  });

  it('answers wrong credentials 401 with the form again, the message and the typed email as inert text', async () => {
    const server = await start();
    const typed = '"><script>alert(1)</script>';
    const response = await visit(`${server.url}/login/email`, { method: 'POST', body: emailForm(typed, 'wrong') });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = await response.text();
    expect(html).toContain(WRONG_CREDENTIALS);
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
  });

  it('refuses an email sign-in posted from another site (login CSRF)', async () => {
    const server = await start();
    const email = server.store.state.users.find((user) => user.id === 42)?.email ?? '';
    const response = await visit(`${server.url}/login/email`, { method: 'POST', body: emailForm(email, DEMO_PASSWORD), headers: { Origin: 'http://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 404 for a sign-in method the panel does not have', async () => {
    const server = await start();
    expect((await visit(`${server.url}/login/facebook?r=/user`)).status).toBe(404);
  });
});

describe('logout on the simulated backend', () => {
  it('forgets the session, clears the cookie, signs the world out and sends the browser to the console’s login', async () => {
    const server = await start();
    const cookie = await signIn(server);
    const other = await signIn(server);
    const response = await visit(`${server.url}/logout`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${CONSOLE_ORIGIN}/login`);
    expect(response.headers.getSetCookie()).toEqual(['hostdeck_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0']);
    expect(server.store.signedIn).toBe(false);
    for (const stale of [cookie, other]) {
      const later = await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: stale } });
      expect(later.status).toBe(401);
      expect(await later.json()).toEqual({ message: 'You are not signed in.' });
    }
  });

  it('does not sign the world out for a visit without a known session (a link on another page)', async () => {
    const server = await start();
    const cookie = await signIn(server);
    expect((await visit(`${server.url}/logout`)).status).toBe(302);
    expect(server.store.signedIn).toBe(true);
    expect((await fetch(`${server.url}/userapi/initdata`, { headers: { Cookie: cookie } })).status).toBe(200);
  });
});
