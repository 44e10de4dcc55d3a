import type { FormValue, HttpClient } from '../client';
import type { ProfileApi } from '../contract/profile';
import { formResultSchema } from '../schemas/common';
import { userSchema } from '../schemas/profile';

const PROFILE_PATH = '/userapi/profile';
const DELETE_ACCOUNT_PATH = '/userapi/delete';
/** The welcome onboarding posts to the profile with a return path, so the server sends the user back to /welcome. */
const WELCOME_QUERY = { r: '/welcome' };

export function createProfileApi(client: HttpClient): ProfileApi {
  const post = (form: Record<string, FormValue>, signal: AbortSignal | undefined, query?: Record<string, string>) =>
    client.request({ method: 'POST', path: PROFILE_PATH, query, form, schema: formResultSchema, signal });

  return {
    getProfile: (options) => client.request({ path: 'profile', schema: userSchema, signal: options?.signal }),
    editProfile: ({ name, email, theme, lang }, options) => post({ action: 'edit', name, email, theme, lang }, options?.signal),
    resendVerificationEmail: (options) => post({ action: 'resend' }, options?.signal),
    addGithubLogin: (options) => post({ action: 'add-github' }, options?.signal),
    addGoogleLogin: (options) => post({ action: 'add-google' }, options?.signal),
    addEmailLogin: ({ password, passconf }, options) => post({ action: 'add-email', password, passconf }, options?.signal),
    removeLogin: ({ type }, options) => post({ action: `delete-${type}` }, options?.signal),
    // An unchecked checkbox is left out of a page form, as the browser does.
    saveWelcomeCountry: ({ country, keepEnglish }, options) =>
      post({ action: 'edit-country', country, keep_english: keepEnglish ? 'y' : undefined }, options?.signal, WELCOME_QUERY),
    resendWelcomeEmail: (options) => post({ action: 'resend' }, options?.signal, WELCOME_QUERY),
    deleteAccount: (options) => client.request({ method: 'POST', path: DELETE_ACCOUNT_PATH, form: {}, schema: formResultSchema, signal: options?.signal }),
  };
}
