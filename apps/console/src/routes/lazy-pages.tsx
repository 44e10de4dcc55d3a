import { Suspense, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Spinner } from '@hostdeck/ui';
import type { ConsoleBackend, DemoControls } from '../backend/backend';
import { retryableLazy } from './retryable-lazy';

/**
 * Pages outside the signed-in first load, each its own chunk: a visitor who opens the host list never downloads the
 * sign-in or sign-out page, and the reverse.
 */
export const LoginPage = retryableLazy<{ backend: ConsoleBackend }>(() => import('../session/login-page').then((module) => ({ default: module.LoginPage })));
export const LogoutPage = retryableLazy<{ backend: ConsoleBackend; queryClient: QueryClient }>(() => import('../session/logout-page').then((module) => ({ default: module.LogoutPage })));

/** The demo's stand-in for the payment provider's checkout (demo mode only). */
export const SimulatedPaymentPage = retryableLazy<{ demo: DemoControls }>(() => import('../demo/simulated-payment-page').then((module) => ({ default: module.SimulatedPaymentPage })));

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
