import { GENERATED_PASSWORD_LENGTH, GENERATED_PASSWORD_MAX_LENGTH, GENERATED_PASSWORD_MIN_LENGTH } from './limits';

/*
 * Generators of the order and password forms (host-area 9): random passwords whose length cycles 16, 17, 18 on each
 * press, and random host names of an adjective, a noun and 3 letters. Randomness comes from crypto.getRandomValues.
 */

/** Fills the array with random values, like crypto.getRandomValues. */
export type RandomSource = (array: Uint32Array<ArrayBuffer>) => Uint32Array<ArrayBuffer>;

export const cryptoRandomSource: RandomSource = (array) => crypto.getRandomValues(array);

const UINT32_RANGE = 2 ** 32;

/** Uniform integers in [0, bound), rejecting the values that would bias the modulo. */
export function randomIndexes(count: number, bound: number, random: RandomSource = cryptoRandomSource): number[] {
  if (!Number.isInteger(bound) || bound < 1) throw new RangeError(`bound must be a positive integer, got ${bound}`);
  const limit = UINT32_RANGE - (UINT32_RANGE % bound);
  const result: number[] = [];
  while (result.length < count) {
    for (const value of random(new Uint32Array(count - result.length))) {
      if (value < limit) result.push(value % bound);
    }
  }
  return result;
}

/** Letters and digits only, so the password survives shells, URLs and connection strings unquoted. */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH, random: RandomSource = cryptoRandomSource): string {
  return randomIndexes(length, PASSWORD_ALPHABET.length, random)
    .map((index) => PASSWORD_ALPHABET[index])
    .join('');
}

/** The length of the next Random press: 16, 17, 18, then 16 again; the first press gives 16. */
export function nextPasswordLength(previous: number | undefined): number {
  if (previous === undefined || previous < GENERATED_PASSWORD_MIN_LENGTH || previous >= GENERATED_PASSWORD_MAX_LENGTH) {
    return GENERATED_PASSWORD_MIN_LENGTH;
  }
  return previous + 1;
}

export const HOST_NAME_ADJECTIVES = [
  'amber', 'brave', 'bright', 'calm', 'clever', 'cosmic', 'crisp', 'cuddly', 'daring', 'eager',
  'fancy', 'gentle', 'golden', 'happy', 'jolly', 'kind', 'lively', 'lucky', 'mellow', 'misty',
  'nimble', 'proud', 'quiet', 'rapid', 'rustic', 'shiny', 'silent', 'snowy', 'sunny', 'swift',
  'tidy', 'vivid', 'witty', 'young', 'zesty',
] as const;

export const HOST_NAME_NOUNS = [
  'apple', 'badger', 'bird', 'breeze', 'brook', 'cactus', 'cloud', 'comet', 'coral', 'dune',
  'falcon', 'fern', 'forest', 'harbor', 'island', 'lake', 'lotus', 'maple', 'meadow', 'moon',
  'otter', 'panda', 'pebble', 'pine', 'pop', 'river', 'shell', 'sky', 'spark', 'star',
  'stone', 'tiger', 'wave', 'willow', 'wind',
] as const;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
export const HOST_NAME_SUFFIX_LETTERS = 3;

/** 'cuddly-pop-vou': an adjective, a noun and 3 lowercase letters, joined by hyphens. */
export function generateHostName(random: RandomSource = cryptoRandomSource): string {
  const [adjective = 0, noun = 0] = [
    ...randomIndexes(1, HOST_NAME_ADJECTIVES.length, random),
    ...randomIndexes(1, HOST_NAME_NOUNS.length, random),
  ];
  const letters = randomIndexes(HOST_NAME_SUFFIX_LETTERS, LETTERS.length, random)
    .map((index) => LETTERS[index])
    .join('');
  return `${HOST_NAME_ADJECTIVES[adjective]}-${HOST_NAME_NOUNS[noun]}-${letters}`;
}
