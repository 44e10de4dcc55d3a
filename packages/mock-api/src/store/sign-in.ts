import type { LoginType } from '@hostdeck/panel/contract';
import type { WorldSession, WorldState } from '../world/state';

/** The one password of the demo's email sign-in (shown on the demo's login hint). */
export const DEMO_PASSWORD = 'hostdeck-demo';
export const WRONG_CREDENTIALS = 'The email or password is not correct.';

/** No user has id 0: a session on it is signed out, and initdata answers 401 until the next sign-in. */
export const SIGNED_OUT_USER_ID = 0;

export interface SignInCredentials {
  email: string;
  password: string;
}

export type SignInResult = { ok: true; userId: number } | { ok: false; message: string };

/**
 * The demo sign-in against a world: GitHub and Google always let the scenario's user in; email and password do for
 * that user's email with DEMO_PASSWORD. `session` is the scenario's own session (whom it signs in as).
 */
export function demoSignIn(state: WorldState, session: WorldSession, method: LoginType, credentials?: SignInCredentials): SignInResult {
  const user = state.users.find((item) => item.id === session.userId);
  if (!user) return { ok: false, message: 'This scenario has no user to sign in as.' };
  if (method === 'email') {
    const email = credentials?.email.trim().toLowerCase();
    if (email !== user.email.toLowerCase() || credentials?.password !== DEMO_PASSWORD) return { ok: false, message: WRONG_CREDENTIALS };
  }
  return { ok: true, userId: user.id };
}

export function isSignedIn(state: WorldState): boolean {
  return state.users.some((user) => user.id === state.session.userId);
}
