import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type CardProps = ComponentProps<'div'>;

/** A bordered surface that groups one topic of a screen. */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-card py-5 text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export type CardHeaderProps = ComponentProps<'div'>;

/** Title, description and an optional action aligned to the end. */
export function CardHeader({ className, ...props }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        className,
      )}
      {...props}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h2'> {
  /** The heading level, so the card fits the outline of the page it sits in. */
  as?: 'h1' | 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h2', className, ...props }: CardTitleProps) {
  return (
    <Heading data-slot="card-title" className={cn('text-base leading-snug font-semibold', className)} {...props} />
  );
}

export type CardDescriptionProps = ComponentProps<'p'>;

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export type CardActionProps = ComponentProps<'div'>;

/** A control in the header's end corner, for example a menu or a link. */
export function CardAction({ className, ...props }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

export type CardContentProps = ComponentProps<'div'>;

export function CardContent({ className, ...props }: CardContentProps) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div data-slot="card-footer" className={cn('flex flex-wrap items-center gap-2 px-5', className)} {...props} />;
}
