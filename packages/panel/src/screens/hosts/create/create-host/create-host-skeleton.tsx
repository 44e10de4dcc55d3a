import { Skeleton } from '@hostdeck/ui';

/** The wizard frame's shape while its texts load: the title, the numbered steps, then the step's content. */
export function CreateHostSkeleton() {
  return (
    <div data-testid="create-host-skeleton" className="grid gap-6">
      <div className="grid gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-10" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
