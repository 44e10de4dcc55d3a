import type { ComponentProps, ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Slot } from 'radix-ui';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';

export interface BackLinkProps extends ComponentProps<'a'> {
  /** Renders the single child (a router link) with the back link's look; its text replaces the default. */
  asChild?: boolean;
  /** The text; defaults to "Back" in the current language. Prefer naming the destination, e.g. "Domains". */
  children?: ReactNode;
}

/** A link up to the parent screen, with an arrow that points backwards in either reading direction. */
export function BackLink({ asChild = false, children, className, ...props }: BackLinkProps) {
  const t = useUiStrings();
  const classes = cn(
    'inline-flex min-h-10 items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    className,
  );
  const arrow = <ArrowLeft aria-hidden className="size-4 shrink-0 rtl:rotate-180" />;
  if (asChild) {
    return (
      <Slot.Root data-slot="back-link" className={classes} {...props}>
        {arrow}
        <Slot.Slottable>{children}</Slot.Slottable>
      </Slot.Root>
    );
  }
  return (
    <a data-slot="back-link" className={classes} {...props}>
      {arrow}
      {children ?? t('back')}
    </a>
  );
}
