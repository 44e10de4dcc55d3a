import { LOGIN_TYPE_VALUES, type LoginType, type SocialLogin } from '../api/schemas/profile';

/*
 * The profile's sign-in methods (account-area 2, 5): each can be removed after a confirmation, but never the last one,
 * or the account could no longer be signed in to.
 */

/** account-area 5: a method can be removed only while another remains. */
export function canRemoveLogin(count: number): boolean {
  return count > 1;
}

/** The methods the user can still add (GitHub, Google, email), in the spec's order; each is linked at most once. */
export function addableLoginTypes(logins: readonly Pick<SocialLogin, 'type'>[]): LoginType[] {
  return LOGIN_TYPE_VALUES.filter((type) => !logins.some((login) => login.type === type));
}
