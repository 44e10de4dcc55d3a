import { hasDeletionBlockers, logoutPath } from '@hostdeck/panel/rules';
import { sessionUser } from './access';
import { operation } from './operation';
import { done, forbidden, refused, type FormAnswer } from './result';

export const DELETION_BLOCKED_MESSAGE = 'Delete your websites and domains first: the account still has some.';

/**
 * account-area 2 (Account deletion): refused while a team the user owns still has hosts or domains; otherwise the
 * user, the teams they own and their places in other teams are gone, and the answer sends them to the sign-out.
 */
export const deleteAccount = operation<undefined, FormAnswer>((state) => {
  const user = sessionUser(state);
  if (!user) return forbidden('You are not signed in.');
  const owned = new Set(state.teams.filter((team) => team.user_id === user.id).map((team) => team.id));
  const hostCount = state.hosts.filter((host) => owned.has(host.team_id)).length;
  const domainCount = state.domains.filter((domain) => owned.has(domain.team_id)).length;
  if (hasDeletionBlockers({ hostCount, domainCount })) return refused(DELETION_BLOCKED_MESSAGE);
  state.teams = state.teams.filter((team) => !owned.has(team.id));
  for (const team of state.teams) team.members = team.members.filter((member) => member.user_id !== user.id);
  state.users = state.users.filter((item) => item.id !== user.id);
  return done('Account deleted', logoutPath());
});
