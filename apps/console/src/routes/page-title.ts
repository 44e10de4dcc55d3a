import type { RouteTitleKey } from '@hostdeck/panel';
import { matchConsoleRoute } from './match-console-route';

/** A page title's key in the shell area: a route's, or the sign-in and sign-out pages' outside the route table. */
export type PageTitleKey = RouteTitleKey | 'routes.login' | 'routes.logout' | 'routes.simulatedPayment';

/**
 * The shell catalog key of the title a path shows: its route's title, the sign-in and sign-out pages', the demo's simulated payment page's, or not found
 * for anything else. Null for a path that only redirects, whose target gives the title. Kept apart from
 * route-data.ts, whose queries only placeholder pages load.
 */
export function pageTitleKey(pathname: string): PageTitleKey | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/login') return 'routes.login';
  if (path === '/logout') return 'routes.logout';
  if (path.startsWith('/simulated-payment/')) return 'routes.simulatedPayment';
  if (path === '/') return null;
  const match = matchConsoleRoute(path);
  if (!match) return 'routes.notFound';
  return match.route.kind === 'redirect' ? null : match.route.titleKey;
}
