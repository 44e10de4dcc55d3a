import type { ReactNode } from 'react';
import type { ConsoleBackend } from '../backend/backend';

/** The console's frame around every signed-in page. */
export function ConsoleLayout({ children }: { backend: ConsoleBackend; children: ReactNode }) {
  return <main id="main-content">{children}</main>;
}
