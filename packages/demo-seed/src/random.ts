/**
 * A small seeded PRNG, so the demo is the same on every machine for a given day.
 * Math.random cannot be seeded; mulberry32 is tiny, fast and good enough for demo data.
 */

/** FNV-1a: turns a stream name such as 'bookings:breckenridge' into a 32-bit seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** Picks by weight: [['Airbnb', 50], ['Vrbo', 25]]. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
  /** `length` characters drawn from `alphabet`. */
  chars: (length: number, alphabet: string) => string;
};

/**
 * One independent stream per name: each part of the seed draws from its own stream, so
 * changing how many numbers one part uses does not reshuffle all the others.
 */
export function createRandom(streamName: string): Random {
  const next = mulberry32(hashSeed(streamName));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(choices: readonly (readonly [T, number])[]): T => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of choices) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(choices)[0];
    },
    chars: (length, alphabet) => {
      let text = '';
      for (let i = 0; i < length; i += 1) text += alphabet.charAt(int(0, alphabet.length - 1));
      return text;
    },
  };
}
