import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from './field-context';

/** Shared by Input, Textarea and Select so every text control looks and behaves alike. */
export const controlBase =
  'w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive';

export const inputVariants = cva(cn(controlBase, 'flex read-only:bg-muted file:border-0 file:bg-transparent file:font-medium'), {
  variants: {
    size: {
      sm: 'h-8 px-2.5 text-sm',
      md: 'h-10 px-3 text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

export type InputSize = NonNullable<VariantProps<typeof inputVariants>['size']>;

export interface InputProps extends Omit<ComponentProps<'input'>, 'size' | 'type'>, VariantProps<typeof inputVariants> {
  /** The kind of text; other input types (checkbox, radio, file) have their own primitives. */
  type?: 'text' | 'email' | 'password' | 'search' | 'tel' | 'url' | 'number';
}

/** A single-line text input; inside a Field it takes the field's label, hint, error and required state. */
export function Input({ className, size, type = 'text', ...props }: InputProps) {
  const control = useFieldControl(props);
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...control}
    />
  );
}
