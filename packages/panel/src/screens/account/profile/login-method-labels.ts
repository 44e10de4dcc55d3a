import type { LoginType } from '../../../api/schemas/profile';

/** Each sign-in method's name in the profile catalog. */
export const LOGIN_LABEL_KEYS = { github: 'logins.github', google: 'logins.google', email: 'logins.email' } as const satisfies Record<LoginType, string>;

/** The methods the profile links through a provider's redirect. */
export type ProviderLoginType = Exclude<LoginType, 'email'>;
