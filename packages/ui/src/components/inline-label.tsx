import type { ReactNode } from 'react';
import { Label } from './field';

export interface InlineLabelProps {
  /** The id of the control the label names and toggles. */
  controlId: string;
  /** The label text; without it the control renders alone. */
  label: ReactNode | undefined;
  /** `data-slot` of the wrapper, e.g. "checkbox-field". */
  slot: string;
  /** The control itself, which must carry the `peer` class for the disabled styling. */
  children: ReactNode;
}

/** A small control (checkbox, switch, radio) with its clickable label beside it. */
export function InlineLabel({ controlId, label, slot, children }: InlineLabelProps) {
  if (label == null) return children;
  return (
    <div data-slot={slot} className="flex items-center gap-2.5">
      {children}
      <Label htmlFor={controlId} className="cursor-pointer py-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60">
        {label}
      </Label>
    </div>
  );
}
