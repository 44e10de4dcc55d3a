import { loginAs, type WorldStore } from '@hostdeck/mock-api';

/**
 * The server's pages that a link opens as a whole navigation, which the demo's service worker passes on instead of
 * answering: the administrator's login-as (`/userapi/loginas?email=` or `?host=`). The demo answers it from the world
 * and moves on to where the server would send the browser. A refusal leaves the path to the console, which shows its
 * not-found page. Answers whether the page is moving away.
 */
export function answerServerNavigation(store: WorldStore, location: Pick<Location, 'pathname' | 'search' | 'replace'>): boolean {
  if (location.pathname !== '/userapi/loginas') return false;
  const query = new URLSearchParams(location.search);
  const outcome = store.run(loginAs, { email: query.get('email') ?? undefined, host: query.get('host') ?? undefined });
  if (!outcome.ok) return false;
  location.replace(outcome.value.redirect ?? '/user');
  return true;
}
