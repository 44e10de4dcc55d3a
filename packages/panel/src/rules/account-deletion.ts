import { ruleIssue, type RuleIssue } from './issues';

/*
 * Account deletion (account-area 2 and 5): the typed email must equal the account's email, and deletion is disabled
 * while the account still has hosts or domains (they must be deleted first).
 */

/** The typed confirmation (field email): required, then exactly the account's email. */
export function checkDeletionEmail(typed: string, email: string, path = 'email'): RuleIssue | undefined {
  if (typed === '') return ruleIssue(path, 'required');
  return typed === email ? undefined : ruleIssue(path, 'mismatch');
}

export interface AccountDeletionState {
  typed: string;
  email: string;
  hostCount: number;
  domainCount: number;
}

/** Hosts and domains block the deletion whatever is typed. */
export function hasDeletionBlockers({ hostCount, domainCount }: Pick<AccountDeletionState, 'hostCount' | 'domainCount'>): boolean {
  return hostCount > 0 || domainCount > 0;
}

export function canDeleteAccount(state: AccountDeletionState): boolean {
  return !hasDeletionBlockers(state) && checkDeletionEmail(state.typed, state.email) === undefined;
}
