import { checkEmail, checkNewPassword } from './field-checks';
import { checkLength, collectIssues, ruleIssue, type RuleIssue } from './issues';
import { PROFILE_NAME_MAX_LENGTH, PROFILE_NAME_MIN_LENGTH } from './limits';

/*
 * The profile (account-area 5): name required, 3 to 255; email required, valid, at most 255, and fixed once
 * verified; a new email-login password of at least 8 characters, confirmed, or the setting is cancelled.
 */

/** account-area 5: the name, without surrounding spaces, is 3 to 255 characters. */
export function checkProfileName(name: string, path = 'name'): RuleIssue | undefined {
  return checkLength(path, name.trim(), PROFILE_NAME_MIN_LENGTH, PROFILE_NAME_MAX_LENGTH);
}

/** account-area 5: the email field is disabled once the address is verified. */
export function isProfileEmailLocked(emailVerifiedAt: string | null | undefined): boolean {
  return emailVerifiedAt !== null && emailVerifiedAt !== undefined && emailVerifiedAt !== '';
}

export interface ProfileValues {
  name: string;
  email: string;
}

export interface ProfileContext {
  /** The email the account has now. */
  currentEmail: string;
  emailVerifiedAt: string | null | undefined;
}

/** Every rule the profile edit breaks (fields: name, email); a verified email cannot change at all. */
export function profileIssues(values: ProfileValues, context: ProfileContext): RuleIssue[] {
  const isLocked = isProfileEmailLocked(context.emailVerifiedAt);
  const emailIssue = isLocked && values.email !== context.currentEmail ? ruleIssue('email', 'emailLocked') : checkEmail('email', values.email);
  return collectIssues(checkProfileName(values.name), emailIssue);
}

export interface EmailLoginValues {
  password: string;
  passconf: string;
}

/** account-area 5: the new password (field password) needs 8 characters; its confirmation (passconf) must match. */
export function emailLoginIssues({ password, passconf }: EmailLoginValues): RuleIssue[] {
  const short = checkNewPassword(password);
  if (short) return [short];
  return password === passconf ? [] : [ruleIssue('passconf', 'passwordMismatch')];
}
