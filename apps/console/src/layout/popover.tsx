import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '@hostdeck/ui';

// A panel opened from a top-bar button for content that is not a list of actions (meters, notifications), which a
// role="menu" may not hold. @hostdeck/ui has no popover yet; this follows its dropdown-menu's look and tokens.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Controlled with `open` / `onOpenChange`, or left to itself. */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** Opens the panel on click, Enter or Space; pass `asChild` to use a Button. Focus returns here on close. */
export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** The panel, portalled; a dialog that needs a name (aria-label), at most as tall as the space on screen. */
export function PopoverContent({
  className,
  align = 'end',
  sideOffset = 4,
  onOpenAutoFocus,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={8}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Radix skips links when it picks the first control; here the first link or button takes focus.
          event.preventDefault();
          const panel = event.currentTarget as HTMLElement;
          (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
        }}
        className={cn(
          'z-50 max-h-(--radix-popover-content-available-height) w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-none',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
