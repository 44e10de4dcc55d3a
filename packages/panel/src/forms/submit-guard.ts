/**
 * One submit at a time. The flag is set synchronously when a submit starts, before anything is awaited, so a double
 * click or two clicks in one task (before React has re-rendered a disabled button) submit once.
 */
export interface SubmitGuard {
  /** Runs the submit unless one is running (or the guard is spent); false when it did not run. */
  run: (submit: () => Promise<SubmitOutcome>) => Promise<boolean>;
  readonly isRunning: boolean;
}

/** `done` locks the guard for good: the submit ended the form (an order that opens another page). */
export type SubmitOutcome = 'failed' | 'succeeded' | 'done';

export function createSubmitGuard(): SubmitGuard {
  let isRunning = false;
  return {
    get isRunning() {
      return isRunning;
    },
    async run(submit) {
      if (isRunning) return false;
      isRunning = true;
      let outcome: SubmitOutcome = 'failed';
      try {
        outcome = await submit();
      } finally {
        if (outcome !== 'done') isRunning = false;
      }
      return true;
    },
  };
}
