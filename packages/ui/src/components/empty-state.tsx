import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A decorative icon, for example a lucide icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** What is empty, for example "No domains yet". */
  title: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** The next step, usually a button that creates the first item. */
  action?: ReactNode;
  /** The heading level of the title, so it fits the outline of the page. */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
}

/** Stands in for a list or a table that has nothing in it yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel: Heading = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          data-slot="empty-state-icon"
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <Heading data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </Heading>
      {description && (
        <p data-slot="empty-state-description" className="max-w-prose text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {action && (
        <div data-slot="empty-state-action" className="mt-1 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      )}
    </div>
  );
}
