/**
 * Random quizzes (SCREENS `random-quizzes`): a seeded pseudo-random generator, so a draw can be
 * repeated from its seed in tests, a shuffle, and the draw itself: questions the student has not
 * seen in an earlier attempt first, then the ones they have, never one twice.
 */

/** A generator of numbers in [0, 1), like Math.random. */
export type Rng = () => number;

/** cyrb53-style 32-bit hash of a string: the seed of mulberry32. */
function hashSeed(seed: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** mulberry32 seeded from a string: the same seed gives the same sequence. */
export function seededRng(seed: string): Rng {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, below). */
export const randomIndex = (rng: Rng, below: number) =>
  Math.min(below - 1, Math.floor(rng() * below));

/** A shuffled copy (Fisher–Yates); the input is left as it is. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(rng, i + 1);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
}

/**
 * Draws `count` ids of the pool: the unseen ones first (in random order), then, when there are
 * too few of those, seen ones (in random order). Never the same id twice; a count beyond the
 * pool gives the whole pool.
 */
export function drawQuestions<Id>(params: {
  pool: readonly Id[];
  seen: ReadonlySet<Id>;
  count: number;
  rng: Rng;
}): Id[] {
  const unique = [...new Set(params.pool)];
  const count = Math.max(0, Math.min(Math.floor(params.count), unique.length));
  const unseen = unique.filter((id) => !params.seen.has(id));
  const seen = unique.filter((id) => params.seen.has(id));
  return [...shuffle(unseen, params.rng), ...shuffle(seen, params.rng)].slice(0, count);
}
