import type { ComponentProps, ReactNode } from 'react';
import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { documentDir, physicalSide, type LogicalSide } from '../lib/direction';

/** Radix sides are physical; ours follow the reading direction so tooltips mirror in Arabic. */
export type TooltipSide = LogicalSide;

/** Hover delay before a tooltip shows, in milliseconds. */
export const TOOLTIP_DELAY_MS = 200;

/** Sets the hover delay of the tooltips inside it (each tooltip otherwise brings its own provider). */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" {...props} />;
}

/**
 * One tooltip with its own provider, so an app needs none at its root: the tooltip code (and its positioning engine)
 * then loads with the first page that shows a tooltip, not with the app.
 */
export function TooltipRoot(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipPrimitive.Provider>
  );
}

export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

export interface TooltipContentProps extends Omit<ComponentProps<typeof TooltipPrimitive.Content>, 'side'> {
  /** Where the tooltip opens, relative to the trigger and the reading direction. */
  side?: TooltipSide;
}

export function TooltipContent({ className, side = 'top', sideOffset = 6, children, ...props }: TooltipContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        side={physicalSide(side, documentDir())}
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md',
          className,
        )}
        {...props}
      >
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface TooltipProps {
  /** What the tooltip says; keep it short. */
  content: ReactNode;
  /** One focusable element that shows the tooltip on hover and keyboard focus. */
  children: ReactNode;
  /** Where the tooltip opens, relative to the trigger and the reading direction. */
  side?: TooltipSide;
  /** Controlled visibility, for tooltips that confirm an action (the copy button). */
  open?: boolean;
  /** Called when hover, focus or Escape would show or hide the tooltip. */
  onOpenChange?: (open: boolean) => void;
}

/** A short hint on hover or focus of its trigger. */
export function Tooltip({ content, children, side = 'top', open, onOpenChange }: TooltipProps) {
  return (
    <TooltipRoot open={open} onOpenChange={onOpenChange}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </TooltipRoot>
  );
}
