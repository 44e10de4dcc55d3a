import { useId, type ComponentProps, type ReactNode } from 'react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';
import { useFieldControl } from './field-context';
import { InlineLabel } from './inline-label';

export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** Text beside the box; clicking it toggles the box too. */
  label?: ReactNode;
}

/** A checkbox with checked, unchecked and indeterminate states, optionally with a clickable label. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const control = useFieldControl({ id: id ?? generatedId, ...props });
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        // The ::after box widens the tap target to 40px without changing the layout.
        "group peer relative inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-sm border border-input bg-background text-primary-foreground transition-colors after:absolute after:-inset-3 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary",
        className,
      )}
      {...control}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex items-center justify-center">
        <Check aria-hidden strokeWidth={3} className="size-3.5 group-data-[state=indeterminate]:hidden" />
        <Minus aria-hidden strokeWidth={3} className="hidden size-3.5 group-data-[state=indeterminate]:block" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  return (
    <InlineLabel controlId={control.id} label={label} slot="checkbox-field">
      {box}
    </InlineLabel>
  );
}
