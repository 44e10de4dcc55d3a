import { SERVER_OWNER_USER_TYPE, type HostUserEntry } from '../api/schemas/host-tools';
import { collectIssues, ruleIssue, type RuleIssue } from './issues';

/*
 * The user page's extra users (host-area 2 User, 3 'User type'): the name a new user may take, as the server accepts
 * it (the simulated backend checks with the same function), and which users may be deleted.
 */

export const HOST_USER_NAME_MIN_LENGTH = 3;
export const HOST_USER_NAME_MAX_LENGTH = 32;
/** What a system user name may hold: lowercase, so it is the same name in SSH, FTP and file ownership. */
const HOST_USER_NAME_CHARACTERS = /^[a-z0-9-]+$/;

/**
 * A new user's name: 3 to 32 lowercase letters, digits and hyphens, a letter first and no hyphen last. Checked in
 * that order so the first issue names what to change (an upper-case letter is a character problem, not a start one).
 */
export function checkHostUserName(name: string, path = 'user'): RuleIssue | undefined {
  if (name === '') return ruleIssue(path, 'required');
  if (!HOST_USER_NAME_CHARACTERS.test(name)) return ruleIssue(path, 'pattern');
  if (name.length < HOST_USER_NAME_MIN_LENGTH || name.length > HOST_USER_NAME_MAX_LENGTH) return ruleIssue(path, 'lengthRange', { min: HOST_USER_NAME_MIN_LENGTH, max: HOST_USER_NAME_MAX_LENGTH });
  if (!/^[a-z]/.test(name)) return ruleIssue(path, 'usernameStart');
  return name.endsWith('-') ? ruleIssue(path, 'usernameEndsWithHyphen') : undefined;
}

export interface NewHostUserValues {
  user: string;
}

/** The add form: a valid name that no user of the host has yet (the server refuses a taken one too). */
export function newHostUserIssues({ user }: NewHostUserValues, takenNames: readonly string[]): RuleIssue[] {
  return collectIssues(checkHostUserName(user) ?? (takenNames.includes(user) ? ruleIssue('user', 'notUnique') : undefined));
}

/** host-area 2: the 'Server owner' user (the host's own) cannot be deleted; every extra user can. */
export function canDeleteHostUser(entry: HostUserEntry): boolean {
  return entry['User type'] !== SERVER_OWNER_USER_TYPE;
}
