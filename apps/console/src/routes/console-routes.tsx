import { Navigate, type RouteObject } from 'react-router';
import { CONSOLE_ROUTES, type RouteBase } from '@hostdeck/panel';
import { NotFoundPage } from './not-found-page';
import { RoutePage } from './route-page';

/** The pages of one base (/user or /user/team/:teamId), from the panel's route table. */
export function routesOfBase(base: RouteBase): RouteObject[] {
  return CONSOLE_ROUTES.filter((route) => route.bases.includes(base)).map((route): RouteObject => {
    if (route.kind === 'redirect') return { index: true, element: <Navigate to={route.to} relative="path" replace /> };
    if (route.pattern === '*') return { path: '*', element: <NotFoundPage /> };
    return { path: route.pattern, element: <RoutePage route={route} /> };
  });
}
