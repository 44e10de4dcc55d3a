import type { ComponentProps, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-accent',
        outline: 'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm [&_svg]:size-4',
        md: 'h-10 px-4 text-sm [&_svg]:size-4',
        lg: 'h-11 px-6 text-base [&_svg]:size-5',
        icon: 'size-10 [&_svg]:size-4',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (a link, a router link) with button styles instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  isLoading?: boolean;
}

/** The one button of the system: primary, secondary, outline, ghost, destructive or link. */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      disabled={asChild ? undefined : disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {asChild ? children : withSpinner(isLoading, children)}
    </Component>
  );
}

function withSpinner(isLoading: boolean, children: ReactNode) {
  if (!isLoading) return children;
  return (
    <>
      <Spinner decorative />
      {children}
    </>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children' | 'asChild'> {
  /** The accessible name; icon-only buttons must say what they do. */
  label: string;
  /** The icon element, for example a lucide icon. */
  icon: ReactNode;
  size?: 'sm' | 'md';
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({ label, icon, size = 'md', variant = 'ghost', className, ...props }: IconButtonProps) {
  return (
    <Button
      aria-label={label}
      title={label}
      variant={variant}
      size="icon"
      className={cn(size === 'sm' && 'size-8', className)}
      data-size={size}
      {...props}
    >
      {icon}
    </Button>
  );
}
