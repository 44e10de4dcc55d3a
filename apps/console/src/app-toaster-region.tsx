import { Toaster } from '@hostdeck/ui';

/** The console's toast region, its own chunk (see app-toaster.tsx). */
export function AppToasterRegion() {
  return <Toaster />;
}
