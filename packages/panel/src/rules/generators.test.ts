import { describe, expect, it, vi } from 'vitest';
import {
  HOST_NAME_ADJECTIVES,
  HOST_NAME_NOUNS,
  PASSWORD_ALPHABET,
  cryptoRandomSource,
  generateHostName,
  generatePassword,
  nextPasswordLength,
  randomIndexes,
  type RandomSource,
} from './generators';
import { HOST_NAME_PATTERN, checkHostName } from './order-form';

/** A source that hands out the given values in turn. */
function sequence(values: number[]): RandomSource {
  let at = 0;
  return (array) => {
    for (let index = 0; index < array.length; index += 1) array[index] = values[at++ % values.length] ?? 0;
    return array;
  };
}

describe('Random password', () => {
  it('cycles its length 16, 17, 18, then 16 again', () => {
    const lengths: number[] = [];
    let length: number | undefined;
    for (let press = 0; press < 7; press += 1) {
      length = nextPasswordLength(length);
      lengths.push(generatePassword(length).length);
    }
    expect(lengths).toEqual([16, 17, 18, 16, 17, 18, 16]);
  });

  it.each([
    [undefined, 16],
    [15, 16],
    [16, 17],
    [17, 18],
    [18, 16],
    [40, 16],
  ])('after %s comes %i', (previous, next) => {
    expect(nextPasswordLength(previous)).toBe(next);
  });

  it('is 18 long by default, letters and digits only', () => {
    const password = generatePassword();
    expect(password).toHaveLength(18);
    expect([...password].every((char) => PASSWORD_ALPHABET.includes(char))).toBe(true);
  });

  it('draws from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generatePassword(16);
    generateHostName();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('follows the random source', () => {
    expect(generatePassword(3, sequence([0, 1, PASSWORD_ALPHABET.length]))).toBe('ABA');
  });

  it('differs between presses', () => {
    const passwords = new Set(Array.from({ length: 20 }, () => generatePassword(16, cryptoRandomSource)));
    expect(passwords.size).toBe(20);
  });
});

describe('random indexes', () => {
  it('rejects values that would bias the modulo', () => {
    // 2^32 - 1 is above the largest multiple of 3 below 2^32, so it is drawn again.
    expect(randomIndexes(2, 3, sequence([2 ** 32 - 1, 4, 5]))).toEqual([1, 2]);
  });

  it('refuses an empty range', () => {
    expect(() => randomIndexes(1, 0)).toThrow(RangeError);
  });
});

describe('random host name', () => {
  it('is an adjective, a noun and 3 letters', () => {
    expect(generateHostName(sequence([0, 0, 0, 1, 2]))).toBe(`${HOST_NAME_ADJECTIVES[0]}-${HOST_NAME_NOUNS[0]}-abc`);
  });

  it.each(Array.from({ length: 50 }, (_, index) => index))('fits the name pattern and every length limit (draw %i)', () => {
    const name = generateHostName();
    const [adjective, noun, letters] = name.split('-');
    expect(HOST_NAME_ADJECTIVES).toContain(adjective);
    expect(HOST_NAME_NOUNS).toContain(noun);
    expect(letters).toMatch(/^[a-z]{3}$/);
    expect(HOST_NAME_PATTERN.test(name)).toBe(true);
    // As a portal username (5 to 32) and under the platform suffix dom.my.id (up to 30).
    expect(checkHostName(name, '')).toBeUndefined();
    expect(checkHostName(name, 'dom.my.id')).toBeUndefined();
  });

  it('uses only lowercase words that fit the pattern', () => {
    for (const word of [...HOST_NAME_ADJECTIVES, ...HOST_NAME_NOUNS]) expect(word).toMatch(/^[a-z]+$/);
  });
});
