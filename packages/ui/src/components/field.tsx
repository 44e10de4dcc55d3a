import { useId, type ComponentProps, type ReactNode } from 'react';
import { Label as LabelPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';
import { FieldContext, type FieldContextValue } from './field-context';

export type LabelProps = ComponentProps<typeof LabelPrimitive.Root>;

/** A form label; clicking it focuses or toggles the control it names. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn('text-sm leading-snug font-medium text-foreground select-none', className)}
      {...props}
    />
  );
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The visible name of the control. */
  label: ReactNode;
  /** Help text under the control, read out with it. */
  hint?: ReactNode;
  /** Error text under the control; marks the control invalid and is read out with it. */
  error?: ReactNode;
  /** Marks the control required and shows an asterisk beside the label. */
  isRequired?: boolean;
  /** The control's id, when the caller needs a known one; generated otherwise. */
  controlId?: string;
  /** One control: Input, Textarea, Select, RadioGroup, Checkbox or Switch. */
  children: ReactNode;
}

/** A labelled form control with an optional hint and error, wired together for assistive technology. */
export function Field({ label, hint, error, isRequired = false, controlId, className, children, ...props }: FieldProps) {
  const generatedId = useId();
  const id = controlId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasHint = hint != null && hint !== false && hint !== '';
  const isInvalid = error != null && error !== false && error !== '';
  const context: FieldContextValue = {
    id,
    labelId: `${id}-label`,
    describedBy: [hasHint && hintId, isInvalid && errorId].filter(Boolean).join(' ') || undefined,
    isInvalid,
    isRequired,
  };
  return (
    <div data-slot="field" data-invalid={isInvalid || undefined} className={cn('grid gap-1.5', className)} {...props}>
      <Label id={context.labelId} htmlFor={id}>
        {label}
        {isRequired && (
          <span aria-hidden data-slot="field-required" className="ms-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      <FieldContext value={context}>{children}</FieldContext>
      {hasHint && (
        <p id={hintId} data-slot="field-hint" className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {isInvalid && (
        <p id={errorId} data-slot="field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
