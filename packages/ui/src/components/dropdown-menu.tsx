import type { ComponentProps, ReactNode } from 'react';
import { DropdownMenu as MenuPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Circle } from 'lucide-react';
import { cn } from '../lib/cn';
import { documentDir, physicalSide, type LogicalSide } from '../lib/direction';

/** Radix sides are physical; ours follow the reading direction so menus mirror in Arabic. */
export type DropdownMenuSide = LogicalSide;

/** A menu of actions opened from a trigger; follows the page's reading direction unless `dir` is given. */
export function DropdownMenu({ dir, ...props }: ComponentProps<typeof MenuPrimitive.Root>) {
  return <MenuPrimitive.Root data-slot="dropdown-menu" dir={dir ?? documentDir()} {...props} />;
}

/** Opens the menu on click, Enter, Space or ArrowDown; pass `asChild` to use a Button. */
export function DropdownMenuTrigger(props: ComponentProps<typeof MenuPrimitive.Trigger>) {
  return <MenuPrimitive.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export interface DropdownMenuContentProps extends Omit<ComponentProps<typeof MenuPrimitive.Content>, 'side'> {
  /** Where the menu opens, relative to the trigger and the reading direction. */
  side?: DropdownMenuSide;
}

/** The menu panel, portalled; at most as tall as the space on screen, scrolling beyond. */
export function DropdownMenuContent({ className, side = 'bottom', align = 'start', sideOffset = 4, ...props }: DropdownMenuContentProps) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        data-slot="dropdown-menu-content"
        side={physicalSide(side, documentDir())}
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-48 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

const itemBase =
  'relative flex min-h-10 cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: 'data-highlighted:bg-accent data-highlighted:text-accent-foreground',
      destructive: 'text-destructive data-highlighted:bg-destructive data-highlighted:text-destructive-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type DropdownMenuItemVariant = NonNullable<VariantProps<typeof dropdownMenuItemVariants>['variant']>;

export interface DropdownMenuItemProps
  extends ComponentProps<typeof MenuPrimitive.Item>, VariantProps<typeof dropdownMenuItemVariants> {
  /** An icon shown before the text, for example a lucide icon. */
  icon?: ReactNode;
}

/**
 * One action; `onSelect` runs on click, Enter or Space. With `asChild` the item is its one child (a link to another
 * page), which then brings its own icon.
 */
export function DropdownMenuItem({ className, variant, icon, asChild, children, ...props }: DropdownMenuItemProps) {
  return (
    <MenuPrimitive.Item
      data-slot="dropdown-menu-item"
      data-variant={variant ?? 'default'}
      className={cn(dropdownMenuItemVariants({ variant }), className)}
      asChild={asChild}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {icon && <span aria-hidden className="inline-flex">{icon}</span>}
          {children}
        </>
      )}
    </MenuPrimitive.Item>
  );
}

/** An item that toggles a setting; `checked` / `onCheckedChange`. */
export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.CheckboxItem>) {
  return (
    <MenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(dropdownMenuItemVariants(), 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 inline-flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Check aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
}

/** Holds radio items of which exactly one is chosen; `value` / `onValueChange`. */
export function DropdownMenuRadioGroup(props: ComponentProps<typeof MenuPrimitive.RadioGroup>) {
  return <MenuPrimitive.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

/** One choice of a DropdownMenuRadioGroup, marked with a dot when chosen. */
export function DropdownMenuRadioItem({ className, children, ...props }: ComponentProps<typeof MenuPrimitive.RadioItem>) {
  return (
    <MenuPrimitive.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(dropdownMenuItemVariants(), 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 inline-flex size-4 items-center justify-center">
        <MenuPrimitive.ItemIndicator>
          <Circle aria-hidden className="size-2! fill-current" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
}

/** Groups related items, usually under a DropdownMenuLabel. */
export function DropdownMenuGroup(props: ComponentProps<typeof MenuPrimitive.Group>) {
  return <MenuPrimitive.Group data-slot="dropdown-menu-group" {...props} />;
}

/** A heading inside the menu; not selectable. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return (
    <MenuPrimitive.Label
      data-slot="dropdown-menu-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

/** A thin line between groups of items. */
export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof MenuPrimitive.Separator>) {
  return (
    <MenuPrimitive.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
