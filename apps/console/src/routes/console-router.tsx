import { useMemo } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundScreen, homePath } from '@hostdeck/panel';
import type { ConsoleBackend } from '../backend/backend';
import { SessionGate } from '../session/session-gate';
import { ConsoleLayout } from '../session/console-layout';
import { LoginPage, LogoutPage, PageSuspense } from './lazy-pages';
import { routesOfBase } from './console-routes';
import { RouterLink } from './router-link';

export interface ConsoleRoutesProps {
  backend: ConsoleBackend;
  queryClient: QueryClient;
}

/**
 * Every path of both specs under /user and /user/team/:teamId, plus sign-in and sign-out. Declarative routing
 * (`useRoutes` inside a BrowserRouter) is all the console needs: its data comes through TanStack Query, not loaders, so
 * the data router's extra weight stays out of the first load.
 */
export function ConsoleRoutes({ backend, queryClient }: ConsoleRoutesProps) {
  const routes = useMemo((): RouteObject[] => {
    const gated = (base: 'user' | 'team') => (
      <SessionGate backend={backend} queryClient={queryClient} base={base}>
        <ConsoleLayout backend={backend}>
          <Outlet />
        </ConsoleLayout>
      </SessionGate>
    );
    return [
      { path: '/', element: <Navigate to={homePath()} replace /> },
      { path: '/login', element: <PageSuspense><LoginPage backend={backend} /></PageSuspense> },
      { path: '/logout', element: <PageSuspense><LogoutPage backend={backend} queryClient={queryClient} /></PageSuspense> },
      { path: '/user', element: gated('user'), children: routesOfBase('user') },
      { path: '/user/team/:teamId', element: gated('team'), children: routesOfBase('team') },
      { path: '*', element: <NotFoundScreen homeHref={homePath()} linkComponent={RouterLink} /> },
    ];
  }, [backend, queryClient]);
  return useRoutes(routes);
}
