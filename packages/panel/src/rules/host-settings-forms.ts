import { checkIntMin, checkNewPassword, checkRequired } from './field-checks';
import { checkLength, collectIssues, ruleIssue, type RuleIssue } from './issues';
import { CUSTOM_DOMAIN_MAX_LENGTH, LOG_LINES_MIN, USERNAME_MIN_LENGTH } from './limits';
import { isSubmittableDomainCheck, type HostDomainCheck } from './domain-check';
import { CUSTOM_DOMAIN_PATTERN } from './order-form';

/*
 * The host settings forms and host page inputs (host-area 5.14 to 5.18). Issue paths are the fields the forms post:
 * username (rename), password / mypasswd / pgpasswd (passwd), wordpass (delete), cname, template
 * (webhook script) and n (log lines).
 */

/** host-area 5.14: letters, digits and hyphens (the first character is checked on its own). */
const RENAME_CHARACTERS = /^[a-zA-Z0-9-]*$/;
/** host-area 5.14: the portal username holds only letters, digits and hyphens. */
export const PORTAL_USERNAME_PATTERN = /^[a-zA-Z0-9-]+$/;

/** host-area 5.14: at least 5 characters, a letter first, letters, digits and hyphens, no final hyphen, a new name. */
export function checkRename(username: string, current: string, path = 'username'): RuleIssue | undefined {
  if (username === '') return ruleIssue(path, 'required');
  if (username.length < USERNAME_MIN_LENGTH) return ruleIssue(path, 'tooShort', { min: USERNAME_MIN_LENGTH });
  if (!/^[a-zA-Z]/.test(username)) return ruleIssue(path, 'usernameStart');
  if (!RENAME_CHARACTERS.test(username)) return ruleIssue(path, 'pattern');
  if (username.endsWith('-')) return ruleIssue(path, 'usernameEndsWithHyphen');
  return username === current ? ruleIssue(path, 'sameAsCurrent') : undefined;
}

export function checkPortalUsername(username: string, path = 'username'): RuleIssue | undefined {
  return checkRequired(path, username) ?? (PORTAL_USERNAME_PATTERN.test(username) ? undefined : ruleIssue(path, 'pattern'));
}

export interface HostPasswordValues {
  password: string;
  /** Separate MySQL and PostgreSQL passwords, offered only when the server's features list them; '' leaves them. */
  mypasswd?: string;
  pgpasswd?: string;
}

/** host-area 5.15: the password, and each separate database password that is given. */
export function hostPasswordIssues(values: HostPasswordValues): RuleIssue[] {
  return collectIssues(
    checkNewPassword(values.password),
    values.mypasswd ? checkNewPassword(values.mypasswd, 'mypasswd') : undefined,
    values.pgpasswd ? checkNewPassword(values.pgpasswd, 'pgpasswd') : undefined,
  );
}

/** host-area 5.16: the typed text must equal the host username. */
export function checkDeleteConfirmation(typed: string, username: string, path = 'wordpass'): RuleIssue | undefined {
  if (typed === '') return ruleIssue(path, 'required');
  return typed === username ? undefined : ruleIssue(path, 'mismatch');
}

/** host-area 2: the delete button is enabled once the exact username is typed. */
export function canSubmitHostDelete(typed: string, username: string): boolean {
  return checkDeleteConfirmation(typed, username) === undefined;
}

/** The change-domain form: a full domain as host-area 5.2 allows it (at most 40, the domain pattern), and a new one. */
export function checkDomainChange(domain: string, current: string, path = 'cname'): RuleIssue | undefined {
  const issue = checkLength(path, domain, 1, CUSTOM_DOMAIN_MAX_LENGTH) ?? (CUSTOM_DOMAIN_PATTERN.test(domain) ? undefined : ruleIssue(path, 'pattern'));
  return issue ?? (domain === current ? ruleIssue(path, 'sameAsCurrent') : undefined);
}

/**
 * The change-domain form sends only a new, well-formed domain whose domain check (the order form's, host-area 4) is
 * valid or valid_with_note, and only the check of that very domain: one still about the previous text does not count.
 */
export function canSubmitDomainChange(domain: string, current: string, check: Pick<HostDomainCheck, 'state' | 'domain'> | null | undefined): boolean {
  if (checkDomainChange(domain, current) !== undefined || !check) return false;
  return check.domain === domain && isSubmittableDomainCheck(check.state);
}

/** host-area 5.17: the webhook's deployment script is required. */
export function checkWebhookScript(script: string, path = 'template'): RuleIssue | undefined {
  return checkRequired(path, script);
}

/** host-area 5.18: at least 1 line. */
export function checkLogLines(lines: number, path = 'n'): RuleIssue | undefined {
  return checkIntMin(path, lines, LOG_LINES_MIN);
}
