import { describe, expect, it } from 'vitest';
import { emailLoginOutcome, type EmailLoginRefusal } from './email-login-outcome';

describe('emailLoginOutcome (account-area 5: at least 8 characters, confirmed, or cancelled)', () => {
  it.each<[string, string, EmailLoginRefusal | undefined]>([
    ['a-long-password', 'a-long-password', undefined],
    ['12345678', '12345678', undefined],
    ['1234567', '1234567', 'tooShort'],
    ['', '', 'tooShort'],
    ['short', 'other', 'tooShort'],
    ['a-long-password', 'a-long-passwerd', 'cancelled'],
    ['a-long-password', '', 'cancelled'],
  ])('%j / %j', (password, passconf, expected) => {
    expect(emailLoginOutcome({ password, passconf })).toBe(expected);
  });
});
