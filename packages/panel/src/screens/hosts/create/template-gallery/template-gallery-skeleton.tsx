import { Skeleton } from '@hostdeck/ui';

/** The gallery's shape while the recipe index loads: its heading, the template tiles, then the two own-code choices. */
export function TemplateGallerySkeleton() {
  return (
    <div data-testid="template-gallery-skeleton" className="grid gap-6">
      <div className="grid gap-2">
        <Skeleton className="h-7 w-56" />
        <Skeleton className="h-4 w-full max-w-lg" />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4, 5, 6, 7, 8].map((tile) => (
          <Skeleton key={tile} className="h-14" />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    </div>
  );
}
