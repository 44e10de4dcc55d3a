import { matchConsoleRoute } from './match-console-route';
import { ROUTE_PAGES } from './pages';

/**
 * Starts downloading the page a console path shows, so its chunk arrives while the session loads instead of after it
 * (the page renders only once the session is there). A page the first load does not name comes through the later pages'
 * table. Paths outside the console load nothing.
 */
export function preloadPageOf(pathname: string): void {
  const match = matchConsoleRoute(pathname);
  if (!match) return;
  const page = ROUTE_PAGES[match.route.id];
  if (page) page.preload();
  else void import('./pages/later-pages').then((module) => module.preloadLaterPage(match.route.id))
      // Only a head start: a chunk that does not arrive now is fetched again, with its error shown, when the page renders.
      .catch(() => undefined);
}
