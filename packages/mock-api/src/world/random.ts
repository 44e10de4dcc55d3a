/** A tiny seeded generator (mulberry32): the world is deterministic, so it never calls Math.random. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Lowercase hexadecimal text of the given length. */
  hex(length: number): string;
  /** Letters and digits, for generated passwords and secrets. */
  token(length: number): string;
  /** The current seed, to store and resume from. */
  readonly seed: number;
}

const ALPHANUMERIC = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const text = (alphabet: string, length: number) => Array.from({ length }, () => alphabet.charAt(int(0, alphabet.length - 1))).join('');
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
    hex: (length) => text('0123456789abcdef', length),
    token: (length) => text(ALPHANUMERIC, length),
    get seed() {
      return state;
    },
  };
}

/** Draws from the generator stored in the world and stores its new seed, so operations stay repeatable. */
export function withRandom<T>(holder: { seed: number }, draw: (random: Random) => T): T {
  const random = createRandom(holder.seed);
  const value = draw(random);
  holder.seed = random.seed;
  return value;
}
