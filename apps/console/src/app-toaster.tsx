import { Suspense, useEffect } from 'react';
import { deferred } from './layout/deferred-popup';

// The toast region (sonner) arrives just after the first paint: no toast can be raised before the first answer, and
// the first load stays lighter by its size.
const toaster = deferred(() => import('./app-toaster-region').then((module) => module.AppToasterRegion));
const ToasterRegion = toaster.Component;

export function AppToaster() {
  const isRequested = toaster.useIsRequested();
  useEffect(() => {
    const timer = window.setTimeout(toaster.preload, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return isRequested ? (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  ) : null;
}
