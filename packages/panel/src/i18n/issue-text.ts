import type { IssueCode, IssueParams, RuleIssue } from '../rules/issues';

/*
 * The one way a screen says a rule's issue in the user's language: the code picks the key `issues.<code>` of the
 * common area, the parameters fill its `{{min}}`-style placeholders.
 */

/** An issue's key in the common area; passing the common area's `t` as an IssueTranslate checks every one exists. */
export type IssueKey = `issues.${IssueCode}`;

/** What issueText needs of i18next's `t`: the common area's (`useT('common').t`). */
export type IssueTranslate = (key: IssueKey, options: IssueParams) => string;

export function issueKey(issue: Pick<RuleIssue, 'code'>): IssueKey {
  return `issues.${issue.code}`;
}

export function issueText(t: IssueTranslate, issue: Pick<RuleIssue, 'code' | 'params'>): string {
  return t(issueKey(issue), { ...issue.params });
}
