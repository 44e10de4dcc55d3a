import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { cn } from '../lib/cn';

export interface PageHeaderProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The page's name, rendered as its one h1. */
  title: ReactNode;
  /** A sentence or two under the title; read out after it when the heading takes focus. */
  description?: ReactNode;
  /** The page's main actions (a Create button): at the end of the title row, wrapping under it on narrow screens. */
  actions?: ReactNode;
  /** Above the title, for example a BackLink to the parent page. */
  backLink?: ReactNode;
  /** The heading element, so the app can move focus to it after a route change. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Below the title row, for example the page's TabBar. */
  children?: ReactNode;
}

/**
 * The top of every page: its h1, an optional description and actions. The heading can take focus (tabIndex -1) so an
 * app can move focus to it when the route changes; its description is linked to it for screen readers.
 */
export function PageHeader({ title, description, actions, backLink, headingRef, children, className, ...props }: PageHeaderProps) {
  const headingId = useId();
  const descriptionId = useId();
  const hasDescription = description !== undefined && description !== null && description !== false;
  return (
    <div data-slot="page-header" className={cn('grid min-w-0 gap-3', className)} {...props}>
      {backLink !== undefined && <div data-slot="page-header-back">{backLink}</div>}
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="grid min-w-0 flex-[1_1_16rem] gap-1">
          <h1
            ref={headingRef}
            id={headingId}
            data-slot="page-header-title"
            tabIndex={-1}
            aria-describedby={hasDescription ? descriptionId : undefined}
            className="text-2xl leading-tight font-semibold break-words outline-none"
          >
            {title}
          </h1>
          {hasDescription && (
            <p id={descriptionId} data-slot="page-header-description" className="max-w-prose text-sm text-muted-foreground">
              {description}
            </p>
          )}
        </div>
        {actions !== undefined && (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
            {actions}
          </div>
        )}
      </div>
      {children}
    </div>
  );
}
