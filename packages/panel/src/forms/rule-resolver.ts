import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { firstIssueByPath, type RuleIssue } from '../rules/issues';

/** The rules of a form: every issue its values break, each issue's path a field name (`''` for the whole form). */
export type RuleValidate<TValues> = (values: TValues) => readonly RuleIssue[];

/** Turns an issue into the user's language (the hook passes `issueText` with the common catalog). */
export type DescribeIssue = (issue: RuleIssue) => string;

/** Where a whole-form issue (path '') goes: react-hook-form's root error, which the next submit clears. */
export const FORM_ISSUE_KEY = 'root';

/** The first issue of each field as a react-hook-form error: `type` is the issue code, `message` its translated text. */
export function issueErrors(issues: readonly RuleIssue[], describe: DescribeIssue): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  for (const [path, issue] of firstIssueByPath(issues)) errors[path === '' ? FORM_ISSUE_KEY : path] = { type: issue.code, message: describe(issue) };
  return errors;
}

/**
 * A react-hook-form resolver from a rules function; it works for every rule of `rules/` (zod/mini schemas included,
 * through the function that reads their issues). @hookform/resolvers' zodResolver would accept a zod/mini schema too,
 * but it hands on zod's English messages; here the codes stay, so the messages come from the catalogs.
 */
export function ruleResolver<TValues extends FieldValues>(validate: RuleValidate<TValues>, describe: DescribeIssue): Resolver<TValues> {
  return (values, _context, options) => {
    const issues = validate(values);
    if (issues.length === 0) return { values, errors: {} };
    // Dotted paths (`locations.2.path`) become the nested errors react-hook-form reads, as its own resolvers build them.
    return { values: {}, errors: toNestErrors(issueErrors(issues, describe), options) };
  };
}
