import { ruleIssue, type RuleIssue } from './issues';
import { INVITE_CODE_MAX_LENGTH } from './limits';

/** The field of the invite gate's form that the issues name. */
export const INVITE_CODE_FIELD = 'code';

/** The code as sent: surrounding spaces (from a paste) removed. */
export function normalizeInviteCode(code: string): string {
  return code.trim();
}

/**
 * Why a code cannot be sent yet: nothing typed (`required`), or longer than the grant call takes (`tooLong`, 14).
 * Lengths count characters as typed, so an emoji counts once.
 */
export function checkInviteCode(code: string): RuleIssue | undefined {
  const normalized = normalizeInviteCode(code);
  if (normalized === '') return ruleIssue(INVITE_CODE_FIELD, 'required');
  return [...normalized].length > INVITE_CODE_MAX_LENGTH ? ruleIssue(INVITE_CODE_FIELD, 'tooLong', { max: INVITE_CODE_MAX_LENGTH }) : undefined;
}
