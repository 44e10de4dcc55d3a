import { emailLoginIssues, type EmailLoginValues } from '../../../rules/profile-form';

/** Why setting the email sign-in's password ended without one: too short, or cancelled (a mismatch or the dialog left). */
export type EmailLoginRefusal = 'tooShort' | 'cancelled';

/**
 * account-area 5: a password under 8 characters cancels with its own message; a confirmation that differs cancels
 * with the general one, as leaving the dialog does. Undefined when the password can be sent.
 */
export function emailLoginOutcome(values: EmailLoginValues): EmailLoginRefusal | undefined {
  const [issue] = emailLoginIssues(values);
  if (!issue) return undefined;
  return issue.code === 'passwordCancelled' ? 'tooShort' : 'cancelled';
}
