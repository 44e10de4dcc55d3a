import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar-initials';

describe('initialsOf', () => {
  it.each([
    ['one word', 'Amira', 'A'],
    ['two words', 'Jean Dupont', 'JD'],
    ['three words: first and last', 'Jean Pierre Dupont', 'JD'],
    ['e-mail address: local part split at the dot', 'dev.ops@example.com', 'DO'],
    ['e-mail address with one word before the @', 'admin@example.com', 'A'],
    ['e-mail address without a local part', '@example.com', '?'],
    ['hyphen and underscore separate words', 'jean-luc_picard', 'JP'],
    ['extra spaces around and between words', '   Jean    Dupont  ', 'JD'],
    ['tabs and line breaks', '\tJean\nDupont', 'JD'],
    ['empty string', '', '?'],
    ['only spaces', '   ', '?'],
    ['only separators', ' . - _ ', '?'],
    ['lowercase input', 'jean dupont', 'JD'],
    ['lowercase non-ASCII Latin', 'élodie ørsted', 'ÉØ'],
    ['Arabic', 'أمير حداد', 'أح'],
    ['Arabic, one word', 'أمير', 'أ'],
    ['Japanese with a space', '山田 太郎', '山太'],
    ['Japanese without a space', '山田太郎', '山'],
    ['Chinese', '李小龙', '李'],
    ['Cyrillic lowercase', 'анна петрова', 'АП'],
    ['characters outside the BMP stay whole', '𠮷野 家', '𠮷家'],
  ])('%s: %j -> %j', (_case, name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});
