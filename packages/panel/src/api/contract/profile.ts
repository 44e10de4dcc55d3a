import type { FormResult } from '../schemas/common';
import type { Language, LoginType, Theme, User } from '../schemas/profile';
import type { CallOptions } from './call-options';

export interface ProfileEdit {
  name: string;
  /** Left out once the email is verified (the field is disabled then). */
  email?: string;
  theme: Theme;
  lang: Language;
}

/** The user's own profile, login methods and the welcome onboarding. */
export interface ProfileApi {
  /** GET profile (path ours: the spec shows no read of the profile). */
  getProfile(options?: CallOptions): Promise<User>;
  /** POST /userapi/profile (form, action edit: name, email, theme, lang) */
  editProfile(params: ProfileEdit, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile (form, action resend): resends the confirmation email. */
  resendVerificationEmail(options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile (form, action add-github): answers the redirect to the code-hosting login. */
  addGithubLogin(options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile (form, action add-google): answers the redirect to the Google login. */
  addGoogleLogin(options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile (form, action add-email: password, passconf) */
  addEmailLogin(params: { password: string; passconf: string }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile (form, action delete-{type}) */
  removeLogin(params: { type: LoginType }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile?r=/welcome (form, action edit-country: country, keep_english) */
  saveWelcomeCountry(params: { country: string; keepEnglish: boolean }, options?: CallOptions): Promise<FormResult>;
  /** POST /userapi/profile?r=/welcome (form, action resend) */
  resendWelcomeEmail(options?: CallOptions): Promise<FormResult>;
  /**
   * POST /userapi/delete (form; path ours: the spec shows no call, and its form endpoints mirror the page path
   * /user/delete with /user replaced by /userapi). Refused while the account has hosts or domains; otherwise the
   * account is gone and the answer redirects to the sign-out.
   */
  deleteAccount(options?: CallOptions): Promise<FormResult>;
}
