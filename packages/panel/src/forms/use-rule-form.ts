import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldPath, type FieldValues, type Mode, type UseFormReturn } from 'react-hook-form';
import { useT } from '../i18n/i18n-provider';
import { issueText } from '../i18n/issue-text';
import { loadServerMessageText } from '../i18n/server-messages';
import type { RuleIssue } from '../rules/issues';
import { ruleErrorPaths } from './error-paths';
import { ruleResolver, type RuleValidate } from './rule-resolver';
import { ruleSubmitHandler, SUBMIT_ERROR_NAME, type RuleSubmitOptions } from './rule-submit';
import { createSubmitGuard } from './submit-guard';

export interface UseRuleFormOptions<TValues extends FieldValues> extends RuleSubmitOptions<TValues> {
  /** Every field's first value (complete, at module level or from a lazy initial state). */
  defaultValues: DefaultValues<TValues>;
  /** Server data: when it changes the form takes it, except the fields the user has already edited. */
  values?: TValues;
  /** The form's rules from `rules/`: the issues the values break, paths as field names (`schemaRules(schema)` for a schema). */
  validate: RuleValidate<TValues>;
  /** A form's own wording of an issue where the common one says too little (a name's format); undefined keeps it. */
  issueMessage?: (issue: RuleIssue) => string | undefined;
  /** When a field's issue first shows (react-hook-form's mode); after a submit every change checks again. */
  mode?: Mode;
}

export interface RuleForm<TValues extends FieldValues> {
  form: UseFormReturn<TValues>;
  /** The `<form onSubmit>`: checks the rules, focuses the first invalid field, sends once however often it is clicked. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A field's message in the user's language (a rule's issue) or as the server wrote it; for `<Field error>`. */
  errorOf: (name: FieldPath<TValues>) => string | undefined;
  /** Set once a submit failed: the server's explanation that belongs to no field ('' when it gave none). */
  submitFailure: { detail: string } | undefined;
  /** A submit is running (or ended the form, with `isDoneOnSuccess`): the submit button shows it and stays disabled. */
  isSubmitting: boolean;
}

/**
 * The one form helper of the panel, on react-hook-form: the rules' issues as translated messages, server field
 * errors on their fields, server data in through `values` with edits kept, focus on the first invalid field, one
 * submit at a time, and every value kept when a submit fails.
 */
export function useRuleForm<TValues extends FieldValues>(options: UseRuleFormOptions<TValues>): RuleForm<TValues> {
  const { defaultValues, values, validate, issueMessage, mode = 'onTouched', ...submitOptions } = options;
  const { t, i18n } = useT('issues');
  const describe = (issue: RuleIssue) => issueMessage?.(issue) ?? issueText(t, issue);
  const form = useForm<TValues>({
    defaultValues,
    values,
    resetOptions: { keepDirtyValues: true },
    resolver: ruleResolver(validate, describe),
    mode,
    shouldFocusError: true,
  });
  const [guard] = useState(createSubmitGuard);
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  useRetranslatedErrors(form, i18n.language);

  const submitError: FieldError | undefined = get(errors, SUBMIT_ERROR_NAME);
  return {
    form,
    // The server answers in English: its messages are said in the user's language, or quoted as its own words.
    submit: ruleSubmitHandler(form, guard, { loadServerMessageText: () => loadServerMessageText(i18n), ...submitOptions }),
    errorOf: (name) => (get(errors, name) as FieldError | undefined)?.message,
    submitFailure: submitError ? { detail: submitError.message ?? '' } : undefined,
    isSubmitting: isSubmitting || (submitOptions.isDoneOnSuccess === true && isSubmitSuccessful),
  };
}

/** Messages are translated when the rules run, so a language switch runs them again on the fields that show one. */
function useRetranslatedErrors<TValues extends FieldValues>(form: UseFormReturn<TValues>, language: string) {
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    const paths = ruleErrorPaths(form.formState.errors);
    if (paths.length > 0) void form.trigger(paths as FieldPath<TValues>[]);
  }, [form, language]);
}
