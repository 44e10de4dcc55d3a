import { useMemo, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundScreen, homePath, useT } from '@hostdeck/panel';
import type { ConsoleBackend } from '../backend/backend';
import { SessionGate } from '../session/session-gate';
import { ConsoleLayout } from '../session/console-layout';
import { LoginPage, LogoutPage, PageSuspense, SimulatedPaymentPage } from './lazy-pages';
import { PageChangeEffect } from './page-change-effect';
import { PageErrorBoundary } from './page-error-boundary';
import type { PageTitleKey } from './page-title';
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
      { path: '/login', element: <WholePage titleKey="routes.login"><LoginPage backend={backend} /></WholePage> },
      { path: '/logout', element: <WholePage titleKey="routes.logout"><LogoutPage backend={backend} queryClient={queryClient} /></WholePage> },
      ...(backend.demo ? [{ path: '/simulated-payment/:paymentId', element: <WholePage titleKey="routes.simulatedPayment"><SimulatedPaymentPage demo={backend.demo} /></WholePage> }] : []),
      { path: '/user', element: gated('user'), children: routesOfBase('user') },
      { path: '/user/team/:teamId', element: gated('team'), children: routesOfBase('team') },
      {
        path: '*',
        element: (
          <main className="p-4 sm:p-6">
            <NotFoundScreen homeHref={homePath()} linkComponent={RouterLink} />
          </main>
        ),
      },
    ];
  }, [backend, queryClient]);
  const page = useRoutes(routes);
  return (
    <>
      <PageChangeEffect />
      {page}
    </>
  );
}

/** A page outside the layout (sign-in, sign-out): its own chunk, and its failure fills the window under its title. */
function WholePage({ titleKey, children }: { titleKey: PageTitleKey; children: ReactNode }) {
  const { t } = useT('shell');
  return (
    <PageErrorBoundary title={t(titleKey)} isWholePage>
      <PageSuspense>{children}</PageSuspense>
    </PageErrorBoundary>
  );
}
