import type { BaseSyntheticEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { describeSubmitFailure } from './server-errors';
import type { SubmitGuard, SubmitOutcome } from './submit-guard';

/** The error type of a message the server gave, as against a rule's issue code. */
export const SERVER_ERROR_TYPE = 'server';
/** Where a failed submit leaves the server's explanation: react-hook-form's root error, which the next submit clears. */
export const SUBMIT_ERROR_NAME = 'root.server';

export interface RuleSubmitOptions<TValues extends FieldValues> {
  /** Sends the values. A rejection puts the server's field messages on their fields; every typed value stays. */
  onSubmit: (values: TValues) => unknown;
  /** The server's field name → the form's field name, where they differ (`username` → `name`); may depend on the values sent. */
  serverFieldNames?: ServerFieldNames<TValues> | ((values: TValues) => ServerFieldNames<TValues>);
  /** A successful submit ends the form (an order that opens the new host's page): it never submits again. */
  isDoneOnSuccess?: boolean;
  /**
   * Gives what says a server message in the user's language, once a submit has failed (useRuleForm loads the
   * server-messages area then, so no form waits for it); without it the messages stay as the server wrote them.
   */
  loadServerMessageText?: () => Promise<(message: string) => string>;
}

export type ServerFieldNames<TValues extends FieldValues> = Readonly<Partial<Record<string, FieldPath<TValues>>>>;

/** What the submit handler needs of a form (react-hook-form's `useForm` or `createFormControl`). */
export type SubmittableForm<TValues extends FieldValues> = Pick<UseFormReturn<TValues>, 'handleSubmit' | 'setError' | 'getValues'>;

/**
 * The form's submit handler: validates through the resolver (react-hook-form focuses the first invalid field), sends
 * the values once at a time, and on failure puts the server's messages on the fields without touching any value.
 */
export function ruleSubmitHandler<TValues extends FieldValues>(form: SubmittableForm<TValues>, guard: SubmitGuard, options: RuleSubmitOptions<TValues>) {
  const { onSubmit, serverFieldNames, isDoneOnSuccess = false, loadServerMessageText } = options;
  const isField = (name: string): name is FieldPath<TValues> => form.getValues(name as FieldPath<TValues>) !== undefined;

  const showFailure = async (error: unknown, values: TValues) => {
    const fieldNames = typeof serverFieldNames === 'function' ? serverFieldNames(values) : serverFieldNames;
    const describeMessage = await loadServerMessageText?.();
    const failure = describeSubmitFailure(error, { fieldNames, isField, describeMessage });
    failure.fields.forEach(({ name, message }, index) => form.setError(name, { type: SERVER_ERROR_TYPE, message }, { shouldFocus: index === 0 }));
    form.setError(SUBMIT_ERROR_NAME, { type: SERVER_ERROR_TYPE, message: failure.detail });
  };

  return async (event?: BaseSyntheticEvent): Promise<void> => {
    // Before anything else: a dropped second submit must not fall through to the browser's own form submission.
    event?.preventDefault();
    await guard.run(async () => {
      let outcome: SubmitOutcome = 'failed';
      await form.handleSubmit(async (values) => {
        try {
          await onSubmit(values);
          outcome = isDoneOnSuccess ? 'done' : 'succeeded';
        } catch (error) {
          await showFailure(error, values);
        }
      })(event);
      return outcome;
    });
  };
}
