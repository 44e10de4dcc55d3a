/** How sure the user must be: one click, two clicks, or typing a name back. */
export type ConfirmMode = 'single' | 'double' | 'typed';

/** What a click on the confirm button does: arm it (first click of a double confirm) or run the action. */
export type ConfirmClickOutcome = 'arm' | 'confirm';

/** True only when the typed text is exactly the expected text: case, spaces and accents all count. */
export function isTypedMatch(typed: string, expected: string | undefined): boolean {
  if (expected === undefined || expected === '') return false;
  return typed === expected;
}

/** The effect of a click on the confirm button in the given mode. */
export function confirmClickOutcome(mode: ConfirmMode, isArmed: boolean): ConfirmClickOutcome {
  return mode === 'double' && !isArmed ? 'arm' : 'confirm';
}

export interface ConfirmButtonState {
  mode: ConfirmMode;
  /** What the user has typed so far (typed mode). */
  typed: string;
  /** The text the user must type back (typed mode). */
  confirmText: string | undefined;
  /** True while the confirm action runs. */
  isPending: boolean;
}

/** Whether the confirm button accepts a click. */
export function canClickConfirm({ mode, typed, confirmText, isPending }: ConfirmButtonState): boolean {
  if (isPending) return false;
  return mode !== 'typed' || isTypedMatch(typed, confirmText);
}
