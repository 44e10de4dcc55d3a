import { checkLength, ruleIssue, type RuleIssue } from './issues';
import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/*
 * Checks shared by many forms of both specs (section 5): required text, emails, whole numbers in a range, web
 * addresses, choices and fully qualified phone numbers. Each returns the first issue of one field, or undefined.
 */

/** Something, an @, something with a dot: what a mail server can be asked to deliver to. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** account-area 5: a phone number fully qualified with its country code, starting with '+' ('+62.81234567' or '+6281234567'). */
export const PHONE_PATTERN = /^\+[1-9]\d{0,2}\.?\d{4,14}$/;

export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}

/** Required: text that is empty or only spaces is missing. */
export function checkRequired(path: string, text: string): RuleIssue | undefined {
  return text.trim() === '' ? ruleIssue(path, 'required') : undefined;
}

/** account-area 5: an email is required, at most `max` characters (255 unless the form says less) and valid. */
export function checkEmail(path: string, email: string, max: number = EMAIL_MAX_LENGTH): RuleIssue | undefined {
  return checkLength(path, email, 1, max) ?? (isEmail(email) ? undefined : ruleIssue(path, 'email'));
}

/** A whole number from `min` to `max` (years 1 to 5, proxy port 1025 to 65535 ...). */
export function checkIntRange(path: string, value: number, min: number, max: number): RuleIssue | undefined {
  if (!Number.isInteger(value)) return ruleIssue(path, 'notInteger');
  return value < min || value > max ? ruleIssue(path, 'outOfRange', { min, max }) : undefined;
}

/** A whole number of at least `min` (log lines, CAA flags). */
export function checkIntMin(path: string, value: number, min: number): RuleIssue | undefined {
  if (!Number.isInteger(value)) return ruleIssue(path, 'notInteger');
  return value < min ? ruleIssue(path, 'belowMin', { min }) : undefined;
}

/** A whole number typed as text: '' is missing, anything but digits (and a leading minus) is not a whole number. */
export function parseWholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A required http(s) address of at most `max` characters. */
export function checkHttpUrl(path: string, text: string, max: number): RuleIssue | undefined {
  return checkLength(path, text, 1, max) ?? (isHttpUrl(text) ? undefined : ruleIssue(path, 'url'));
}

/** One of the offered choices; '' is a missing choice. */
export function checkChoice(path: string, value: string, choices: readonly string[]): RuleIssue | undefined {
  if (value === '') return ruleIssue(path, 'required');
  return choices.includes(value) ? undefined : ruleIssue(path, 'invalidChoice');
}

/** account-area 5: required, at most `max` characters, fully qualified and starting with '+'. */
export function checkPhone(path: string, tel: string, max: number): RuleIssue | undefined {
  return checkLength(path, tel, 1, max) ?? (PHONE_PATTERN.test(tel) ? undefined : ruleIssue(path, 'phone'));
}

/** host-area 5.15 and account-area 5: a new password under 8 characters cancels with the spec's message. */
export function checkNewPassword(password: string, path = 'password'): RuleIssue | undefined {
  return password.length < PASSWORD_MIN_LENGTH ? ruleIssue(path, 'passwordCancelled', { min: PASSWORD_MIN_LENGTH }) : undefined;
}
