import * as z from 'zod/mini';
import { currencyCodeSchema } from './billing';
import { dateTextSchema, idSchema } from './common';
import { phpListSchema } from './common';

/** The stored theme; 'system' is a choice of the browser, never stored. */
export const THEME_VALUES = ['light', 'dark'] as const;
export const themeSchema = z.enum(THEME_VALUES);
export type Theme = z.infer<typeof themeSchema>;

export const LANGUAGE_VALUES = ['en', 'ar', 'de', 'es', 'fr', 'hi', 'id', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh'] as const;
export const languageSchema = z.enum(LANGUAGE_VALUES);
export type Language = z.infer<typeof languageSchema>;

/** Login methods: GitHub, Google, or email plus password. */
export const LOGIN_TYPE_VALUES = ['github', 'google', 'email'] as const;
export const loginTypeSchema = z.enum(LOGIN_TYPE_VALUES);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const socialLoginSchema = z.object({
  type: loginTypeSchema,
  email: z.nullable(z.string()),
});
export type SocialLogin = z.infer<typeof socialLoginSchema>;

// Shape ours: the spec does not show this body (GET profile answers the User entity as it stands).
export const userSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  email_verified_at: z.nullable(dateTextSchema),
  // A theme the panel does not know reads as none, so the console follows the system instead of failing the profile.
  theme: z.catch(z.nullable(themeSchema), null),
  // The spec's language falls back to en; a language the panel does not ship must not break the profile.
  lang: z.catch(languageSchema, 'en'),
  social: phpListSchema(socialLoginSchema),
  created_at: dateTextSchema,
});
export type User = z.infer<typeof userSchema>;

/** One of the ~250 countries of the welcome and team forms. */
export const countrySchema = z.object({
  /** ISO 3166-1 alpha-2 code, e.g. 'ID'. */
  code: z.string().check(z.length(2)),
  name: z.string(),
  /** Language most spoken there; the panel offers it unless the user keeps English. */
  lang: z.string(),
  currency: currencyCodeSchema,
  /** International dial code, e.g. '+62'. */
  tel: z.string(),
  /** Nearest server region, e.g. 'sgp'. */
  region: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);
