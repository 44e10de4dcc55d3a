import { Skeleton } from '@hostdeck/ui';

/** The list's shape while it loads: a header line, then rows. */
export function DomainListSkeleton() {
  return (
    <div data-testid="domain-list-skeleton" className="grid gap-3">
      {[1, 2, 3, 4, 5].map((row) => (
        <Skeleton key={row} className="h-10" />
      ))}
    </div>
  );
}
