import { Skeleton } from '@hostdeck/ui';

/** The order form's shape while its data loads: the heading, a label and input per field, then the button. */
export function OrderFormSkeleton() {
  return (
    <div data-testid="order-form-skeleton" className="grid max-w-2xl gap-5">
      <Skeleton className="h-6 w-48" />
      {[1, 2, 3, 4].map((field) => (
        <div key={field} className="grid gap-2">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-10" />
        </div>
      ))}
      <Skeleton className="h-5 w-64" />
      <Skeleton className="h-10 w-36" />
    </div>
  );
}
