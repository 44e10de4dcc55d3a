import { describe, expect, it } from 'vitest';
import { countryListSchema, countrySchema, userSchema } from './profile';

const user = {
  id: 12,
  name: 'Wiena Putri',
  email: 'wiena@example.com',
  email_verified_at: '2024-02-01 09:00:00',
  theme: 'dark',
  lang: 'id',
  social: [
    { type: 'github', email: 'wiena@users.noreply.github.com' },
    { type: 'email', email: 'wiena@example.com' },
  ],
  created_at: '2024-02-01 08:55:00',
};

describe('profile schemas', () => {
  it('accepts a verified user with login methods and an unverified one without a theme', () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, id: '12', email_verified_at: null, theme: null, social: [] })).toMatchObject({ id: 12, theme: null });
  });

  it('falls back to en for an unknown language and to no stored theme for an unknown theme', () => {
    expect(userSchema.parse({ ...user, lang: 'tlh', theme: 'system' })).toMatchObject({ lang: 'en', theme: null });
  });

  it('rejects an unknown login type, and a user without login methods or email', () => {
    expect(userSchema.safeParse({ ...user, social: [{ type: 'twitter', email: 'x' }] }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, email: undefined }).success).toBe(false);
    expect(userSchema.safeParse({ ...user, social: undefined }).success).toBe(false);
  });

  it('accepts countries and rejects a malformed code or currency', () => {
    const countries = [
      { code: 'ID', name: 'Indonesia', lang: 'id', currency: 'idr', tel: '+62', region: 'sgp' },
      { code: 'DE', name: 'Germany', lang: 'de', currency: 'usd', tel: '+49', region: 'nue' },
    ];
    expect(countryListSchema.parse(countries)).toEqual(countries);
    expect(countrySchema.safeParse({ ...countries[0], code: 'IDN' }).success).toBe(false);
    expect(countrySchema.safeParse({ ...countries[0], currency: 'eur' }).success).toBe(false);
  });
});
