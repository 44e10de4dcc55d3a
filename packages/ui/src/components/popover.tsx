import type { ComponentProps } from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

// A panel opened from a button for content that is not a list of actions (usage meters, notifications, a small form),
// which a role="menu" may not hold. Lists of actions use DropdownMenu.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A row of a popover panel (a link or a button): 44 px tall, accent on hover, a ring on keyboard focus. */
export const popoverRowClassName =
  'flex min-h-11 w-full cursor-pointer items-center gap-2 rounded-sm px-2 text-start text-sm text-popover-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring [&_svg]:size-4 [&_svg]:shrink-0';

/** Controlled with `open` / `onOpenChange`, or left to itself. */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** Opens the panel on click, Enter or Space; pass `asChild` to use a Button. Focus returns here on close. */
export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the panel against another element than the trigger. */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

/** Closes the panel; pass `asChild` to use a Button. */
export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

export type PopoverContentProps = ComponentProps<typeof PopoverPrimitive.Content>;

/**
 * The panel, portalled: a dialog that needs a name (`aria-label` or `aria-labelledby`), at most as tall as the room
 * on screen, scrolling beyond. On opening, the first link, button or field takes focus.
 */
export function PopoverContent({ className, align = 'center', sideOffset = 4, onOpenAutoFocus, ...props }: PopoverContentProps) {
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
