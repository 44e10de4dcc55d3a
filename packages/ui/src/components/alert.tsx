import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, Info, Megaphone, OctagonAlert, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { IconButton } from './button';

export const alertVariants = cva('flex items-start gap-3 border text-sm text-foreground', {
  variants: {
    variant: {
      info: 'border-info bg-info/10',
      primary: 'border-primary bg-primary/10',
      success: 'border-success bg-success/10',
      warning: 'border-warning bg-warning/10',
      error: 'border-destructive bg-destructive/10',
    },
    layout: {
      inline: 'rounded-lg border-s-4 p-4',
      banner: 'w-full rounded-none border-x-0 border-t-0 border-b-2 px-4 py-3',
    },
  },
  defaultVariants: { variant: 'info', layout: 'inline' },
});

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;
export type AlertLayout = NonNullable<VariantProps<typeof alertVariants>['layout']>;

const ICONS: Record<AlertVariant, { icon: LucideIcon; className: string }> = {
  info: { icon: Info, className: 'text-info' },
  primary: { icon: Megaphone, className: 'text-primary' },
  success: { icon: CircleCheck, className: 'text-success' },
  warning: { icon: TriangleAlert, className: 'text-warning' },
  error: { icon: OctagonAlert, className: 'text-destructive' },
};

export interface AlertProps extends ComponentProps<'div'>, VariantProps<typeof alertVariants> {
  /** A control at the end of the alert, for example a button that fixes the problem. */
  action?: ReactNode;
  /** Shows a close button and is called when it is pressed. */
  onDismiss?: () => void;
}

/** A message about the page or a task; errors and warnings are announced at once, the others politely. */
export function Alert({ className, variant, layout, action, onDismiss, children, ...props }: AlertProps) {
  const t = useUiStrings();
  const tone = variant ?? 'info';
  const { icon: Icon, className: iconClassName } = ICONS[tone];
  return (
    <div
      data-slot="alert"
      data-variant={tone}
      data-layout={layout ?? 'inline'}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant, layout }), className)}
      {...props}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
      <div data-slot="alert-body" className="grid min-w-0 flex-1 gap-1">
        {children}
      </div>
      {action && (
        <div data-slot="alert-action" className="flex shrink-0 items-center gap-2 self-center">
          {action}
        </div>
      )}
      {onDismiss && (
        <IconButton
          data-slot="alert-dismiss"
          label={t('close')}
          icon={<X />}
          onClick={onDismiss}
          className="-my-2 -me-2 shrink-0"
        />
      )}
    </div>
  );
}

export type AlertTitleProps = ComponentProps<'p'>;

export function AlertTitle({ className, ...props }: AlertTitleProps) {
  return <p data-slot="alert-title" className={cn('leading-snug font-semibold', className)} {...props} />;
}

export type AlertDescriptionProps = ComponentProps<'div'>;

export function AlertDescription({ className, ...props }: AlertDescriptionProps) {
  return <div data-slot="alert-description" className={cn('leading-relaxed', className)} {...props} />;
}
