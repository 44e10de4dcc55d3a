import { createContext, use, type AriaAttributes } from 'react';

export interface FieldContextValue {
  /** The id of the field's control, which its label points at. */
  id: string;
  /** The id of the field's label, for controls a <label for> cannot name (a radio group). */
  labelId: string;
  /** Space-separated ids of the hint and the error, or undefined when there are neither. */
  describedBy: string | undefined;
  /** True when the field shows an error. */
  isInvalid: boolean;
  /** True when the field must be filled in. */
  isRequired: boolean;
}

export const FieldContext = createContext<FieldContextValue | null>(null);

/** The props a Field hands to its control. */
export interface FieldControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
}

/** Returns the surrounding Field, or null outside one. */
export function useField(): FieldContextValue | null {
  return use(FieldContext);
}

/**
 * Merges the surrounding Field's id, description, invalid and required state into a control's props.
 * Inside a Field the field's id wins, because its label already points at it; outside a Field the props pass through.
 */
export function useFieldControl<P extends FieldControlProps>(props: P): P {
  const field = use(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: field.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.isInvalid || undefined),
    required: props.required ?? (field.isRequired || undefined),
  };
}
