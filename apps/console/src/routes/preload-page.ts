import { matchConsoleRoute } from './match-console-route';
import { ROUTE_PAGES } from './pages';

/**
 * Starts downloading the page a console path shows, so its chunk arrives while the session loads instead of after it
 * (the page renders only once the session is there). Paths outside the console, and placeholders, load nothing.
 */
export function preloadPageOf(pathname: string): void {
  const match = matchConsoleRoute(pathname);
  if (match) ROUTE_PAGES[match.route.id]?.preload();
}
