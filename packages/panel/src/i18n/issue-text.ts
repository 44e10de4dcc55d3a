import type { IssueCode, IssueParams, RuleIssue } from '../rules/issues';

/*
 * The one way a screen says a rule's issue in the user's language: the code is the key in the `issues` area (loaded
 * with the first form, never with a page), the parameters fill its `{{min}}`-style placeholders.
 */

/** An issue's key in the issues area; passing that area's `t` as an IssueTranslate checks every one exists. */
export type IssueKey = IssueCode;

/** What issueText needs of i18next's `t`: the issues area's (`useT('issues').t`). */
export type IssueTranslate = (key: IssueKey, options: IssueParams) => string;

export function issueKey(issue: Pick<RuleIssue, 'code'>): IssueKey {
  return issue.code;
}

export function issueText(t: IssueTranslate, issue: Pick<RuleIssue, 'code' | 'params'>): string {
  return t(issueKey(issue), { ...issue.params });
}
