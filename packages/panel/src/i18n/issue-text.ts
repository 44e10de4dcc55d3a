import type { IssueCode, IssueParams, RuleIssue } from '../rules/issues';

/*
 * The one way a screen says a rule's issue in the user's language: the code picks the catalog key
 * `common:issues.<code>`, the parameters fill its `{{min}}`-style placeholders.
 */

export type IssueKey = `common:issues.${IssueCode}`;

/** What issueText needs of i18next's `t` (any namespace's `t` will do: the key names its namespace). */
export type IssueTranslate = (key: IssueKey, options: IssueParams) => string;

export function issueKey(issue: Pick<RuleIssue, 'code'>): IssueKey {
  return `common:issues.${issue.code}`;
}

export function issueText(t: IssueTranslate, issue: Pick<RuleIssue, 'code' | 'params'>): string {
  return t(issueKey(issue), { ...issue.params });
}
