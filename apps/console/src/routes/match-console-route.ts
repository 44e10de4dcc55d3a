import { matchPath } from 'react-router';
import { CONSOLE_ROUTES, findConsoleRoute, teamBaseOfPath, USER_BASE, type ConsoleRoute, type RouteBase } from '@hostdeck/panel';

export interface ConsoleRouteMatch {
  route: ConsoleRoute;
  params: Readonly<Record<string, string>>;
  teamBase: string;
  /** The team id of a '/user/team/{teamId}' path; null for the default team. */
  teamId: number | null;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The route a console path shows (query and hash ignored); unknown paths under a base give notFound. Matching is the
 * router's own matchPath on the route table, so the shell's titles and highlighting agree with what the router renders.
 */
export function matchConsoleRoute(pathname: string): ConsoleRouteMatch | null {
  const path = pathname.replace(/[?#].*$/, '');
  const teamBase = teamBaseOfPath(path);
  if (teamBase === null) return null;
  const base: RouteBase = teamBase === USER_BASE ? 'user' : 'team';
  const teamId = base === 'team' ? Number(teamBase.slice(teamBase.lastIndexOf('/') + 1)) : null;
  const rest = path.slice(teamBase.length) || '/';
  for (const route of CONSOLE_ROUTES) {
    if (route.pattern === '*' || !route.bases.includes(base)) continue;
    // matchPath hands parameters back as they are in the path; they are decoded here, a malformed escape kept as is.
    const match = matchPath({ path: `/${route.pattern}`, caseSensitive: true, end: true }, rest);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decodeParam(value ?? '')]));
    return { route, params, teamBase, teamId };
  }
  const notFound = findConsoleRoute('notFound');
  return notFound ? { route: notFound, params: {}, teamBase, teamId } : null;
}
