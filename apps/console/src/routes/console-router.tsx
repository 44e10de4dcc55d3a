import { Navigate, Outlet, createBrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundScreen, homePath } from '@hostdeck/panel';
import type { ConsoleBackend } from '../backend/backend';
import { SessionGate } from '../session/session-gate';
import { ConsoleLayout } from '../session/console-layout';
import { LoginPage } from '../session/login-page';
import { LogoutPage } from '../session/logout-page';
import { routesOfBase } from './console-routes';
import { RouterLink } from './router-link';

/** Every path of both specs under /user and /user/team/:teamId, plus sign-in and sign-out. */
export function createConsoleRouter(backend: ConsoleBackend, queryClient: QueryClient) {
  const gated = (base: 'user' | 'team') => (
    <SessionGate backend={backend} queryClient={queryClient} base={base}>
      <ConsoleLayout backend={backend}>
        <Outlet />
      </ConsoleLayout>
    </SessionGate>
  );
  return createBrowserRouter([
    { path: '/', element: <Navigate to={homePath()} replace /> },
    { path: '/login', element: <LoginPage backend={backend} /> },
    { path: '/logout', element: <LogoutPage backend={backend} queryClient={queryClient} /> },
    { path: '/user', element: gated('user'), children: routesOfBase('user') },
    { path: '/user/team/:teamId', element: gated('team'), children: routesOfBase('team') },
    { path: '*', element: <NotFoundScreen homeHref={homePath()} linkComponent={RouterLink} /> },
  ]);
}
