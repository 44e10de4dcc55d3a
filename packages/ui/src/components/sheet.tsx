import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../i18n/ui-strings-provider';
import { IconButton } from './button';

/** A side panel over the page; controlled with `open`/`onOpenChange` or opened by a SheetTrigger. */
export function Sheet(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root data-slot="sheet" {...props} />;
}

/** Opens the sheet; pass `asChild` to use a Button. Focus returns here when the sheet closes. */
export function SheetTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="sheet-trigger" {...props} />;
}

/** Closes the sheet; pass `asChild` to use a Button. */
export function SheetClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="sheet-close" {...props} />;
}

// Full height at the start or end edge (logical, so Arabic mirrors it); a strip of the page stays visible to tap away.
export const sheetVariants = cva(
  'fixed inset-y-0 z-50 flex h-dvh w-[calc(100%-3rem)] flex-col border-border bg-card text-card-foreground shadow-lg outline-none',
  {
    variants: {
      side: { start: 'start-0 border-e', end: 'end-0 border-s' },
      size: { sm: 'max-w-72', md: 'max-w-sm', lg: 'max-w-lg' },
    },
    defaultVariants: { side: 'end', size: 'md' },
  },
);

export type SheetSide = NonNullable<VariantProps<typeof sheetVariants>['side']>;
export type SheetSize = NonNullable<VariantProps<typeof sheetVariants>['size']>;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content>, VariantProps<typeof sheetVariants> {
  /** Hides the close button in the top corner, for sheets closed only by their own buttons (Escape still closes). */
  hideClose?: boolean;
  /** The close button's name; "Close" in the current language by default. */
  closeLabel?: string;
}

/** The panel, portalled over a dimmed page: header, scrolling body and footer stacked to the full height. */
export function SheetContent({ side, size, hideClose = false, closeLabel, className, children, ...props }: SheetContentProps) {
  const t = useUiStrings();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 bg-background/80 backdrop-blur-sm" />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        data-side={side ?? 'end'}
        data-size={size ?? 'md'}
        className={cn(sheetVariants({ side, size }), className)}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close asChild>
            <IconButton
              data-slot="sheet-close-button"
              label={closeLabel ?? t('close')}
              icon={<X aria-hidden />}
              className="absolute end-2.5 top-2.5 size-11 text-muted-foreground hover:text-accent-foreground"
            />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The title row, 64 px tall, leaving room for the close button. */
export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-header" className={cn('flex min-h-16 shrink-0 flex-col justify-center gap-0.5 border-b py-3 ps-4 pe-16', className)} {...props} />;
}

/** The sheet's name, read out when it opens. Every sheet needs one. */
export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={cn('text-base leading-tight font-semibold', className)} {...props} />;
}

/** A sentence under the title, read out after it. */
export function SheetDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The sheet's content; it scrolls, the header and footer stay. */
export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-body" className={cn('min-h-0 flex-1 overflow-y-auto p-4', className)} {...props} />;
}

/** The sheet's actions, at the bottom: stacked full width on phones, in a row at the end on wider screens. */
export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sheet-footer" className={cn('flex shrink-0 flex-col-reverse gap-2 border-t p-4 sm:flex-row sm:justify-end', className)} {...props} />;
}
