import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { IconButton } from './button';

/** A modal dialog; controlled with `open`/`onOpenChange` or opened by a DialogTrigger. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="dialog" {...props} />;
}

/** Opens the dialog; pass `asChild` to use a Button. Focus returns here when the dialog closes. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; pass `asChild` to use a Button. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('fixed inset-0 z-50 bg-background/80 backdrop-blur-sm', className)}
      {...props}
    />
  );
}

export interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the close button in the corner, for dialogs answered only by their own buttons. */
  hideClose?: boolean;
}

/** The dialog panel: centred over a dimmed page, at most the viewport's height, scrolling its body. */
export function DialogContent({ className, children, hideClose = false, ...props }: DialogContentProps) {
  const t = useUiStrings();
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          // inset-0 + m-auto + h-fit centres the panel without physical left/right or transforms, so RTL needs nothing.
          'fixed inset-0 z-50 m-auto flex h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg flex-col gap-4 rounded-lg border bg-card py-6 text-card-foreground shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="dialog-close-button"
              label={t('close')}
              icon={<X aria-hidden />}
              className="absolute end-2 top-2 text-muted-foreground hover:text-accent-foreground"
            />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Holds the title and description; leaves room for the close button. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-1.5 ps-6 pe-14', className)} {...props} />;
}

/** The dialog's name, read out when it opens. Every dialog needs one. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg leading-tight font-semibold text-card-foreground', className)}
      {...props}
    />
  );
}

/** One or two sentences under the title, read out after it. */
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The dialog's main content; it scrolls when the dialog is taller than the screen. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="dialog-body" className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-1 text-sm', className)} {...props} />
  );
}

/** The dialog's actions: stacked full width on phones, in a row at the end on wider screens. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 px-6 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}
