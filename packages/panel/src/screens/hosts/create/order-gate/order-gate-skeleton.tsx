import { Skeleton, SkeletonText } from '@hostdeck/ui';

/** The gate's shape while the team's plan and usage load: the page heading, then a reason card. */
export function OrderGateSkeleton() {
  return (
    <div data-testid="order-gate-skeleton" className="grid gap-6">
      <Skeleton className="h-8 w-64" />
      <div className="grid max-w-2xl gap-4 rounded-lg border p-6">
        <Skeleton className="h-6 w-72" />
        <SkeletonText lines={3} />
      </div>
    </div>
  );
}
