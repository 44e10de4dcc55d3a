import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { ExternalLink } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const linkVariants = cva(
  'inline-flex cursor-pointer items-center gap-1 rounded-sm underline-offset-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-3.5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'font-medium text-primary hover:underline',
        muted: 'text-muted-foreground underline hover:text-foreground',
        nav: 'min-h-10 rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type LinkVariant = NonNullable<VariantProps<typeof linkVariants>['variant']>;

export interface LinkProps extends ComponentProps<'a'>, VariantProps<typeof linkVariants> {
  /** Renders the single child (a router link) with link styles instead of an <a>. */
  asChild?: boolean;
  /** Opens in a new tab without giving the page access to this one, and shows an external-link icon. */
  isExternal?: boolean;
}

/** A styled text link: default, muted, or nav for navigation bars (mark the current page with aria-current). */
export function Link({ className, variant, asChild = false, isExternal = false, children, ...props }: LinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? 'default'}
      className={cn(linkVariants({ variant }), className)}
      {...(isExternal ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
      {...props}
    >
      <Slot.Slottable>{children}</Slot.Slottable>
      {isExternal && <ExternalLink aria-hidden data-slot="link-external-icon" />}
    </Component>
  );
}
