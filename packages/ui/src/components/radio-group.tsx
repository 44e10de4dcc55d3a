import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { useField, useFieldControl } from './field-context';
import { InlineLabel } from './inline-label';

export type RadioGroupProps = ComponentProps<typeof RadioGroupPrimitive.Root>;

/** A set of mutually exclusive choices; arrow keys move the selection, Tab leaves the group. */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const field = useField();
  const control = useFieldControl(props);
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      // A <label for> cannot name a group, so inside a Field the group points at the label instead.
      aria-labelledby={field?.labelId}
      className={cn('group/radio-group grid gap-1', className)}
      {...control}
    />
  );
}

export interface RadioGroupItemProps extends ComponentProps<typeof RadioGroupPrimitive.Item> {
  /** Text beside the radio; clicking it selects the item. Without it, name the item with aria-label. */
  label?: ReactNode;
}

/** One choice of a RadioGroup. */
export function RadioGroupItem({ label, className, id, ...props }: RadioGroupItemProps) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const radio = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      id={itemId}
      className={cn(
        // The ::after box widens the tap target to 40px without changing the layout.
        "peer relative inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background transition-colors after:absolute after:-inset-3 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:border-primary group-aria-invalid/radio-group:border-destructive",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator data-slot="radio-group-indicator" className="size-2 rounded-full bg-primary" />
    </RadioGroupPrimitive.Item>
  );
  return (
    <InlineLabel controlId={itemId} label={label} slot="radio-group-field">
      {radio}
    </InlineLabel>
  );
}
