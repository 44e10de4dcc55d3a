import { Skeleton } from '@hostdeck/ui';

/** The list's shape while it loads: the toolbar, then rows. */
export function HostListSkeleton() {
  return (
    <div data-testid="host-list-skeleton" className="grid gap-3">
      {[1, 2, 3, 4, 5, 6].map((row) => (
        <Skeleton key={row} className="h-10" />
      ))}
    </div>
  );
}
