import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useFieldControl } from './field-context';
import { controlBase } from './input';

export const textareaVariants = cva(cn(controlBase, 'block resize-y read-only:bg-muted'), {
  variants: {
    size: {
      sm: 'min-h-16 px-2.5 py-1.5 text-sm',
      md: 'min-h-24 px-3 py-2 text-sm',
    },
    isMonospace: {
      true: 'font-mono',
      false: '',
    },
  },
  defaultVariants: { size: 'md', isMonospace: false },
});

export type TextareaSize = NonNullable<VariantProps<typeof textareaVariants>['size']>;

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** Height and text size: sm for dense forms, md by default. */
  size?: TextareaSize;
  /** Uses the code font, for configuration, keys and logs. */
  isMonospace?: boolean;
}

/** A multi-line text input that the user can make taller; inside a Field it takes the field's wiring. */
export function Textarea({ className, size, isMonospace = false, ...props }: TextareaProps) {
  const control = useFieldControl(props);
  return (
    <textarea
      data-slot="textarea"
      data-size={size ?? 'md'}
      data-monospace={isMonospace || undefined}
      className={cn(textareaVariants({ size, isMonospace }), className)}
      {...control}
    />
  );
}
