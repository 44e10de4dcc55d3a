import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type SkeletonProps = ComponentProps<'div'>;

/** A grey placeholder in the shape of content that is still loading; size it with classes. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

export interface SkeletonTextProps extends ComponentProps<'div'> {
  /** How many lines of text to imitate; the last one is shorter, like the end of a paragraph. */
  lines?: number;
}

export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  const count = Math.max(1, Math.floor(lines));
  return (
    <div data-slot="skeleton-text" aria-hidden className={cn('grid gap-2', className)} {...props}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={cn('h-4 w-full', index === count - 1 && count > 1 && 'w-3/5')} />
      ))}
    </div>
  );
}
