import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@hostdeck/ui';

/**
 * Pages outside the signed-in first load, each its own chunk: a visitor who opens the host list never downloads the
 * sign-in or sign-out page, and the reverse.
 */
export const LoginPage = lazy(() => import('../session/login-page').then((module) => ({ default: module.LoginPage })));
export const LogoutPage = lazy(() => import('../session/logout-page').then((module) => ({ default: module.LogoutPage })));

/** While a page's chunk loads: a centred spinner, announced as busy. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className="grid min-h-60 place-items-center" aria-busy="true">
          <Spinner />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
