import { createWorldStore, type ScenarioName } from '@hostdeck/mock-api';
import { userSchema, type User } from '../../../api/schemas/profile';
import { deleteAccountPath } from '../../../rules/paths';
import type { ProfileScreenProps } from './profile';

/** The signed-in user of a scenario, read from the simulated world as getProfile answers it. */
function profileOf(scenario: ScenarioName): User {
  const { state } = createWorldStore({ scenario });
  const user = state.users.find((candidate) => candidate.id === state.session.userId);
  if (!user) throw new Error(`profile fixtures: nobody is signed in to ${scenario}`);
  return userSchema.parse(user);
}

/** Maya (owner-paid): verified email, signed in with Google and GitHub, no email sign-in yet. */
export const VERIFIED_USER = profileOf('owner-paid');
/** Sarah (locked): a fresh account whose email is not verified yet, with the email sign-in only. */
export const UNVERIFIED_USER = profileOf('locked');
/** Budi (free): Google is his only sign-in method, so it cannot be removed. */
export const SINGLE_LOGIN_USER = profileOf('free');
/** The administrator: GitHub and email sign-ins. */
export const ADMIN_USER = profileOf('admin');

const resolved = () => Promise.resolve();

/** The screen's props: Maya's profile, loaded; every call succeeds. */
export const profileArgs: ProfileScreenProps = {
  title: 'Profile',
  status: 'content',
  user: VERIFIED_USER,
  deleteAccountHref: deleteAccountPath(),
  onSave: resolved,
  onResendVerification: resolved,
  onAddProviderLogin: resolved,
  onAddEmailLogin: resolved,
  onRemoveLogin: resolved,
};
