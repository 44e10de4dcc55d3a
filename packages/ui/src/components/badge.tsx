import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** The states of a webhook deployment, each with its own colour in every palette. */
export const WEBHOOK_STATUSES = ['updating', 'stalled', 'failed', 'active', 'inactive', 'idle'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-transparent font-medium [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        outline: 'border-input bg-transparent text-foreground',
        success: 'bg-success text-success-foreground',
        warning: 'bg-warning text-warning-foreground',
        destructive: 'bg-destructive text-destructive-foreground',
        info: 'bg-info text-info-foreground',
        updating: 'bg-status-updating text-status-updating-foreground',
        stalled: 'bg-status-stalled text-status-stalled-foreground',
        failed: 'bg-status-failed text-status-failed-foreground',
        active: 'bg-status-active text-status-active-foreground',
        // Black on a dark page needs an edge to read as a badge at all.
        inactive: 'border-border bg-status-inactive text-status-inactive-foreground',
        idle: 'bg-status-idle text-status-idle-foreground',
      },
      size: {
        sm: 'px-2 py-0.5 text-xs [&_svg]:size-3',
        md: 'px-2.5 py-1 text-sm [&_svg]:size-3.5',
      },
    },
    defaultVariants: { variant: 'default', size: 'sm' },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;
export type BadgeSize = NonNullable<VariantProps<typeof badgeVariants>['size']>;

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

/** A short label for a state or a count; the webhook statuses are variants of their own. */
export function Badge({ className, variant, size, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'sm'}
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
