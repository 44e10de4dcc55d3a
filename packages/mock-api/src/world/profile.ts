import { LANGUAGE_VALUES, type Language, type LoginType, type PanelApi, type User } from '@hostdeck/panel/contract';
import { FREE_PLAN_RENEW_MONTHS, FREE_TRUST_ACCOUNT_AGE_MONTHS, FREE_TRUST_MIN_FOLLOWERS, PLAN_LEVEL, emailLoginIssues, profileIssues } from '@hostdeck/panel/rules';
import { sessionUser } from './access';
import { englishFieldErrors } from './issue-english';
import { operation, query } from './operation';
import { collectErrors, done, forbidden, invalid, notFound, ok, refused, type FormAnswer, type Outcome } from './result';
import type { WorldState, WorldUser } from './state';
import { addMonths, formatDateTime, parseTime } from './time';

type ProfileEdit = Parameters<PanelApi['editProfile']>[0];

const LANGUAGES: readonly string[] = LANGUAGE_VALUES;
/** The language offered to people of a country unless they keep English (the welcome screen). */
const COUNTRY_LANGUAGES: Record<string, Language> = { ID: 'id', DE: 'de', FR: 'fr', ES: 'es', JP: 'ja', KR: 'ko', NL: 'nl', BR: 'pt', RU: 'ru', CN: 'zh', IT: 'it', IN: 'hi', SA: 'ar' };

export function toUser(user: WorldUser): User {
  const { id, name, email, email_verified_at, theme, lang, social, created_at } = user;
  return { id, name, email, email_verified_at, theme, lang, social: social.map((item) => ({ ...item })), created_at };
}

function withUser<I, T>(body: (state: WorldState, user: WorldUser, input: I, now: number) => Outcome<T>) {
  return operation<I, T>((state, input, now) => {
    const user = sessionUser(state);
    return user ? body(state, user, input, now) : forbidden('You are not signed in.');
  });
}

export const getProfile = query<undefined, User>((state) => {
  const user = sessionUser(state);
  return user ? ok(toUser(user)) : forbidden('You are not signed in.');
});

/** account-area 5: name 3 to 255; email valid, at most 255, and fixed once verified. */
export const editProfile = withUser<ProfileEdit, FormAnswer>((state, user, input) => {
  const changesEmail = input.email !== undefined && input.email !== user.email;
  const rules = englishFieldErrors(profileIssues({ name: input.name, email: input.email ?? user.email }, { currentEmail: user.email, emailVerifiedAt: user.email_verified_at })) ?? {};
  const errors = collectErrors({
    name: rules.name,
    email: rules.email ?? (changesEmail && state.users.some((item) => item.email === input.email) ? 'Another account uses this email.' : undefined),
    theme: input.theme === 'light' || input.theme === 'dark' ? undefined : 'Choose light or dark.',
    lang: LANGUAGES.includes(input.lang) ? undefined : 'Choose a language.',
  });
  if (errors) return invalid(errors);
  user.name = input.name.trim();
  user.theme = input.theme;
  user.lang = input.lang;
  if (changesEmail && input.email) {
    user.social = user.social.map((item) => (item.type === 'email' ? { ...item, email: input.email ?? item.email } : item));
    user.email = input.email;
    user.email_verified_at = null;
  }
  return done('Profile saved');
});

const resend = withUser<undefined, FormAnswer>((_state, user) => (user.email_verified_at ? refused('Your email is already verified.') : done(`Confirmation email sent to ${user.email}`)));
export const resendVerificationEmail = resend;
export const resendWelcomeEmail = resend;

/** account-area 1: a linked GitHub account at least six months old with a follower unlocks the free plan. */
function unlockByGithub(state: WorldState, user: WorldUser, now: number): boolean {
  const github = user.github;
  if (!github || github.followers < FREE_TRUST_MIN_FOLLOWERS || addMonths(parseTime(github.created_at), FREE_TRUST_ACCOUNT_AGE_MONTHS) > now) return false;
  let unlocked = false;
  for (const team of state.teams.filter((item) => item.user_id === user.id)) {
    const plan = state.catalog.plans.find((item) => item.id === team.plan_id);
    const free = state.catalog.plans.find((item) => item.level === PLAN_LEVEL.free && item.currency === team.currency);
    if (plan?.level !== PLAN_LEVEL.locked || !free) continue;
    team.plan_id = free.id;
    team.expiry_at = formatDateTime(addMonths(now, FREE_PLAN_RENEW_MONTHS));
    unlocked = true;
  }
  return unlocked;
}

/** Linking finishes at once here: the redirect to the provider comes straight back to the profile. */
function addSocial(type: LoginType) {
  return withUser<undefined, FormAnswer>((state, user, _input, now) => {
    if (user.social.some((item) => item.type === type)) return refused(`A ${type} login is already linked.`);
    user.social.push({ type, email: user.email });
    if (type !== 'github') return done(`${type} login linked`, '/user/profile');
    user.github ??= { login: user.email.slice(0, user.email.indexOf('@')), created_at: formatDateTime(now), followers: 0 };
    return done(unlockByGithub(state, user, now) ? 'GitHub linked; your free plan is ready.' : 'GitHub login linked', '/user/profile');
  });
}
export const addGithubLogin = addSocial('github');
export const addGoogleLogin = addSocial('google');

/** account-area 5: a new email password needs 8 characters and a matching confirmation. */
export const addEmailLogin = withUser<{ password: string; passconf: string }, FormAnswer>((_state, user, { password, passconf }) => {
  if (user.social.some((item) => item.type === 'email')) return refused('An email login already exists.');
  const errors = englishFieldErrors(emailLoginIssues({ password, passconf }));
  if (errors) return invalid(errors);
  user.social.push({ type: 'email', email: user.email });
  return done('Email login added');
});

export const removeLogin = withUser<{ type: LoginType }, FormAnswer>((_state, user, { type }) => {
  if (!user.social.some((item) => item.type === type)) return notFound(`No ${type} login is linked.`);
  if (user.social.length <= 1) return refused('At least one login method must remain.');
  user.social = user.social.filter((item) => item.type !== type);
  return done(`${type} login removed`);
});

/** The welcome step: the country, and its language unless the person keeps English. */
export const saveWelcomeCountry = withUser<{ country: string; keepEnglish: boolean }, FormAnswer>((state, user, { country, keepEnglish }) => {
  const code = country.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return invalid({ country: 'Choose a country.' });
  user.country = code;
  user.keep_english = keepEnglish;
  if (!keepEnglish) user.lang = COUNTRY_LANGUAGES[code] ?? user.lang;
  for (const team of state.teams) if (team.user_id === user.id && !team.country) team.country = code;
  return done('Welcome!', user.email_verified_at ? '/user/host/create' : '/user/welcome');
});
