import { INVITE_CODE_MAX_LENGTH } from './limits';

/** Why an invite code cannot be sent yet: nothing typed, or longer than the grant call takes (14 characters). */
export type InviteCodeProblem = 'required' | 'too-long';

/** The code as sent: surrounding spaces (from a paste) removed. */
export function normalizeInviteCode(code: string): string {
  return code.trim();
}

/** Null when the code can be granted; lengths count characters as typed, so an emoji counts once. */
export function inviteCodeProblem(code: string): InviteCodeProblem | null {
  const normalized = normalizeInviteCode(code);
  if (normalized === '') return 'required';
  return [...normalized].length > INVITE_CODE_MAX_LENGTH ? 'too-long' : null;
}
