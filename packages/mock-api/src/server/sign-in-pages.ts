import { LOGIN_TYPE_VALUES, type LoginType } from '@hostdeck/panel/contract';
import { safeReturnPath } from '@hostdeck/panel/rules';
import { createScenarioWorld } from '../scenarios';
import { DEMO_PASSWORD } from '../store/sign-in';
import type { WorldStore } from '../store/world-store';
import { escapeHtml, htmlPage } from './html';
import { clearedSessionCookie, sessionCookie, type Sessions } from './sessions';

/** The real backend's sign-in pages (spec: "Login is at /login?r={returnPath}. Logout is at /logout."). */
export interface SignInPagesOptions {
  store: WorldStore;
  sessions: Sessions;
  /** The server's own origin: the email form posts only from it. */
  origin: string;
  /** Where sign-in returns to and logout lands; undefined for a console on this origin (the path alone). */
  consoleOrigin: string | undefined;
}

const isLoginType = (value: string): value is LoginType => (LOGIN_TYPE_VALUES as readonly string[]).includes(value);

const LOGIN_PATH = /^\/login(?:\/([^/]+))?\/?$/;

const METHOD_TITLES: Record<LoginType, string> = { github: 'GitHub', google: 'Google', email: 'Email and password' };

function redirect(location: string, cookie: string): Response {
  return new Response(null, { status: 302, headers: { Location: location, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' } });
}

/** Answers /login, /login/{method} and /logout; undefined for any other path. */
export function signInPages({ store, sessions, origin, consoleOrigin }: SignInPagesOptions): (request: Request) => Promise<Response | undefined> {
  const consoleUrl = (path: string) => `${consoleOrigin ?? ''}${path}`;

  const signedIn = (returnPath: string) => redirect(consoleUrl(returnPath), sessionCookie(sessions.open()));

  const chooser = (returnPath: string) => {
    const query = `?r=${encodeURIComponent(returnPath)}`;
    const links = LOGIN_TYPE_VALUES.map((method) => `<li><a href="/login/${method}${escapeHtml(query)}">${escapeHtml(METHOD_TITLES[method])}</a></li>`).join('');
    return htmlPage('Sign in', `<p class="hint">The simulated Hostdeck server (scenario ${escapeHtml(store.scenario)}).</p><ul>${links}</ul>`);
  };

  const emailForm = (returnPath: string, email = '', error?: string) => {
    const scenarioUser = store.state.users.find((user) => user.id === createScenarioWorld(store.scenario).session.userId);
    const hint = scenarioUser ? `<p class="hint">Simulated server: ${escapeHtml(scenarioUser.email)} with the password ${escapeHtml(DEMO_PASSWORD)}.</p>` : '';
    const message = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
    const action = `/login/email?r=${encodeURIComponent(returnPath)}`;
    return htmlPage(
      'Sign in with email',
      `${message}<form method="post" action="${escapeHtml(action)}">` +
        `<label>Email<input type="email" name="email" autocomplete="username" required value="${escapeHtml(email)}"></label>` +
        `<label>Password<input type="password" name="password" autocomplete="current-password" required></label>` +
        `<button type="submit">Sign in</button></form>${hint}`,
      error ? 401 : 200,
    );
  };

  const postEmail = async (request: Request, returnPath: string) => {
    // A form posted from another site would sign this browser in unasked (login CSRF): only this origin's form counts.
    const from = request.headers.get('Origin');
    if (from !== null && from !== origin) return htmlPage('Sign in with email', '<p class="error" role="alert">This form can only be sent from its own page.</p>', 403);
    let email = '';
    let password = '';
    try {
      const form = await request.formData();
      const emailField = form.get('email');
      const passwordField = form.get('password');
      email = typeof emailField === 'string' ? emailField : '';
      password = typeof passwordField === 'string' ? passwordField : '';
    } catch {
      // Not a form: the same as empty fields.
    }
    const result = store.signIn('email', { email, password });
    return result.ok ? signedIn(returnPath) : emailForm(returnPath, email, result.message);
  };

  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/logout' || url.pathname === '/logout/') {
      if (request.method !== 'GET') return undefined;
      // One world, one person: signing out ends every session the server handed out. Only a request that carries a
      // session signs the world out; one without the cookie (a script's fetch from another site) changes nothing.
      if (sessions.find(request.headers.get('Cookie') ?? undefined)) {
        sessions.closeAll();
        store.signOut();
      }
      return redirect(consoleUrl('/login'), clearedSessionCookie());
    }
    const match = LOGIN_PATH.exec(url.pathname);
    if (!match) return undefined;
    const returnPath = safeReturnPath(url.searchParams.get('r'));
    const method = match[1];
    if (method === undefined) return request.method === 'GET' ? chooser(returnPath) : undefined;
    if (!isLoginType(method)) return undefined;
    if (method === 'email') {
      if (request.method === 'POST') return postEmail(request, returnPath);
      return request.method === 'GET' ? emailForm(returnPath) : undefined;
    }
    if (request.method !== 'GET') return undefined;
    // GitHub and Google: the simulated OAuth lets the scenario's user in at once.
    const result = store.signIn(method);
    return result.ok ? signedIn(returnPath) : htmlPage('Sign in', `<p class="error" role="alert">${escapeHtml(result.message)}</p>`, 401);
  };
}
