import { matchConsoleRoute } from './match-console-route';
import { preloadPage } from './pages';

/**
 * Starts downloading the page a console path shows, so its chunk arrives while the session loads instead of after it
 * (the page renders only once the session is there). Paths outside the console load nothing.
 */
export function preloadPageOf(pathname: string): void {
  const match = matchConsoleRoute(pathname);
  if (match) preloadPage(match.route.id);
}
