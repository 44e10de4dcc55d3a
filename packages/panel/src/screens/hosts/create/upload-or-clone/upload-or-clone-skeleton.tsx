import { Skeleton } from '@hostdeck/ui';

/** The form's shape while the frameworks and the upload limit load: heading, message, drop zone, URL and framework. */
export function UploadOrCloneSkeleton() {
  return (
    <div data-testid="upload-or-clone-skeleton" className="grid gap-6">
      <Skeleton className="h-7 w-48" />
      <Skeleton className="h-12" />
      <Skeleton className="h-32" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10" />
      </div>
      <div className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10" />
      </div>
    </div>
  );
}
