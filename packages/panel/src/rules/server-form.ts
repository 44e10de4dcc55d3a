import { checkHttpUrl, checkRequired } from './field-checks';
import { checkLength, collectIssues, type RuleIssue } from './issues';
import { SERVER_ALIAS_MAX_LENGTH, SERVER_SECRET_MAX_LENGTH } from './limits';

/*
 * The self-hosted server form (account-area 5): the bridge API URL (field alias) is a URL of at most 40 characters,
 * the description is required, the bridge secret (field pass) is at most 40 and required on create only.
 */

export type ServerFormMode = 'create' | 'update';

export interface ServerFormValues {
  alias: string;
  description: string;
  /** On update, '' (or left out) keeps the current secret. */
  pass?: string;
}

export function serverFormIssues(values: ServerFormValues, mode: ServerFormMode): RuleIssue[] {
  const pass = values.pass ?? '';
  return collectIssues(
    checkHttpUrl('alias', values.alias, SERVER_ALIAS_MAX_LENGTH),
    checkRequired('description', values.description),
    checkLength('pass', pass, mode === 'create' ? 1 : 0, SERVER_SECRET_MAX_LENGTH),
  );
}

export function canSubmitServerForm(values: ServerFormValues, mode: ServerFormMode): boolean {
  return serverFormIssues(values, mode).length === 0;
}
