import { useId, type ComponentProps, type ReactNode } from 'react';
import { Switch as SwitchPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from './field-context';
import { InlineLabel } from './inline-label';

export const switchVariants = cva(
  // The ::after box widens the tap target to 40px high without changing the layout.
  "peer relative inline-flex shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-input transition-colors after:absolute after:-inset-x-1 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive data-[state=checked]:bg-primary",
  {
    variants: {
      size: {
        sm: 'h-5 w-9 after:-inset-y-2.5',
        md: 'h-6 w-11 after:-inset-y-2',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

// The thumb starts at the inline start, so in right-to-left text it must travel the other way.
export const switchThumbVariants = cva(
  'pointer-events-none block rounded-full bg-background shadow-sm transition-transform data-[state=unchecked]:translate-x-0',
  {
    variants: {
      size: {
        sm: 'size-4 data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4',
        md: 'size-5 data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type SwitchSize = NonNullable<VariantProps<typeof switchVariants>['size']>;

export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root>, VariantProps<typeof switchVariants> {
  /** Text beside the switch; clicking it toggles the switch too. */
  label?: ReactNode;
}

/** An on/off switch for settings that apply at once, optionally with a clickable label. */
export function Switch({ label, size, className, id, ...props }: SwitchProps) {
  const generatedId = useId();
  const control = useFieldControl({ id: id ?? generatedId, ...props });
  const track = (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size ?? 'md'}
      className={cn(switchVariants({ size }), className)}
      {...control}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className={switchThumbVariants({ size })} />
    </SwitchPrimitive.Root>
  );
  return (
    <InlineLabel controlId={control.id} label={label} slot="switch-field">
      {track}
    </InlineLabel>
  );
}
