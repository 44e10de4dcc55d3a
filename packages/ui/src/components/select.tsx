import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from './field-context';
import { controlBase } from './input';

export const selectVariants = cva(cn(controlBase, 'cursor-pointer appearance-none'), {
  variants: {
    size: {
      sm: 'h-8 ps-2.5 pe-8 text-sm',
      md: 'h-10 ps-3 pe-9 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

export type SelectSize = NonNullable<VariantProps<typeof selectVariants>['size']>;

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size' | 'multiple'>, VariantProps<typeof selectVariants> {
  /** Classes for the outer box that holds the select and its chevron; the select fills it. */
  className?: string;
  /** Classes for the <select> element itself. */
  selectClassName?: string;
}

/**
 * A styled native <select> whose children are <option>s. Native on purpose: the platform gives keyboard,
 * screen reader and mobile picker behaviour for free.
 */
export function Select({ className, selectClassName, size, children, ...props }: SelectProps) {
  const control = useFieldControl(props);
  return (
    <div data-slot="select-box" className={cn('relative w-full', className)}>
      <select
        data-slot="select"
        data-size={size ?? 'md'}
        className={cn(selectVariants({ size }), selectClassName)}
        {...control}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        data-slot="select-icon"
        className={cn(
          'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground',
          size === 'sm' ? 'end-2.5' : 'end-3',
        )}
      />
    </div>
  );
}
