import { Suspense, type ReactNode } from 'react';
import { PageHeader, Skeleton } from '@hostdeck/ui';

/** While a page's screen chunk loads inside a page frame (host or team): its title and a busy placeholder. */
export function FramePageSuspense({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <section aria-busy className="grid gap-4">
          <PageHeader title={title} />
          <Skeleton className="h-64" />
        </section>
      }
    >
      {children}
    </Suspense>
  );
}
