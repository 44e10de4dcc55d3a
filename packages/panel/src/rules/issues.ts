/*
 * A broken rule, as the rules report it: a code and its parameters, never a sentence. Screens turn an issue into
 * the user's language through `issueText` (i18n/issue-text.ts, catalog keys `issues:<code>`); the simulated
 * backend turns it into its English answer. One vocabulary, so a form and the server always say the same thing.
 */

/**
 * Every issue code a rule can report. Each has a `issues:<code>` entry in all 14 catalogs and an English
 * sentence in the simulated backend (mock-api world/issue-english.ts). Parameters: tooShort {min}, tooLong {max},
 * lengthRange, outOfRange {min, max}, belowMin {min}, aboveMax {max}, passwordCancelled {min}, belowMinimumPayment
 * {min, currency}, ipAddress {version}, zoneLineUnreadable {line}, zoneTypeUnsupported {line, type}; the others take none.
 */
export const ISSUE_CODES = [
  'required',
  'tooShort',
  'tooLong',
  'lengthRange',
  'pattern',
  'email',
  'url',
  'phone',
  'belowMin',
  'aboveMax',
  'notInteger',
  'notAllowed',
  'sameAsCurrent',
  'notUnique',
  'mismatch',
  'planTooLow',
  'pathInvalid',
  'pathNotUnique',
  'passwordCancelled',
  'usernameEndsWithHyphen',
  'usernameStart',
  'durationZero',
  'belowMinimumPayment',
  'outOfRange',
  'invalidChoice',
  'ipAddress',
  'emailLocked',
  'passwordMismatch',
  'domainUnavailable',
  'domainNotRegistered',
  'domainCheckFailed',
  'zoneLineUnreadable',
  'zoneTypeUnsupported',
] as const;

export type IssueCode = (typeof ISSUE_CODES)[number];

/** Values a message interpolates (`{{min}}`, `{{max}}`, `{{endpoint}}` …). */
export type IssueParams = Readonly<Record<string, string | number>>;

export interface RuleIssue {
  /** The field the issue belongs to, as the form names it (`contact.tel`, `locations.2.path`); '' for the whole form. */
  path: string;
  code: IssueCode;
  params?: IssueParams;
}

/** An issue of one field. */
export function ruleIssue(path: string, code: IssueCode, params?: IssueParams): RuleIssue {
  return params === undefined ? { path, code } : { path, code, params };
}

/** The issues of a list of checks, dropping the checks that passed. */
export function collectIssues(...checks: readonly (RuleIssue | undefined | readonly RuleIssue[])[]): RuleIssue[] {
  return checks.flat().filter((issue): issue is RuleIssue => issue !== undefined);
}

/** The first issue of each field, in the order the rules reported them. */
export function firstIssueByPath(issues: readonly RuleIssue[]): ReadonlyMap<string, RuleIssue> {
  const byPath = new Map<string, RuleIssue>();
  for (const issue of issues) if (!byPath.has(issue.path)) byPath.set(issue.path, issue);
  return byPath;
}

/** Checks a text's length against the spec's min and max (min 1 means "required"). */
export function checkLength(path: string, text: string, min: number, max: number): RuleIssue | undefined {
  if (text.length === 0 && min > 0) return ruleIssue(path, 'required');
  if (text.length < min) return ruleIssue(path, 'tooShort', { min });
  if (text.length > max) return ruleIssue(path, 'tooLong', { max });
  return undefined;
}
