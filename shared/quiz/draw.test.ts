import { describe, expect, it } from 'vitest';
import { drawQuestions, seededRng, shuffle } from './draw';

const POOL = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'];

describe('seededRng', () => {
  it('gives the same sequence for the same seed, another for another, all in [0, 1)', () => {
    const a = seededRng('attempt-1');
    const b = seededRng('attempt-1');
    const c = seededRng('attempt-2');
    const first = Array.from({ length: 20 }, () => a());
    expect(Array.from({ length: 20 }, () => b())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c())).not.toEqual(first);
    const rng = seededRng('range');
    for (let i = 0; i < 10_000; i++) {
      const value = rng();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });
});

describe('shuffle', () => {
  it('is a permutation, leaves the input alone, and is deterministic by seed', () => {
    const input = [...POOL];
    const once = shuffle(input, seededRng('s'));
    expect(input).toEqual(POOL);
    expect([...once].sort()).toEqual(POOL);
    expect(shuffle(input, seededRng('s'))).toEqual(once);
  });

  it('spreads items over every position', () => {
    const rng = seededRng('spread');
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) firsts.add(shuffle(POOL, rng)[0] ?? '');
    expect(firsts.size).toBe(POOL.length);
  });
});

describe('drawQuestions', () => {
  it('is deterministic for a seed and never repeats an id', () => {
    const draw = (seed: string) =>
      drawQuestions({ pool: POOL, seen: new Set<string>(), count: 5, rng: seededRng(seed) });
    expect(draw('x')).toEqual(draw('x'));
    expect(new Set(draw('x')).size).toBe(5);
    for (const id of draw('x')) expect(POOL).toContain(id);
  });

  it('draws the unseen first, then seen ones', () => {
    for (let i = 0; i < 50; i++) {
      const seen = new Set(['q1', 'q2', 'q3', 'q4', 'q5']);
      const drawn = drawQuestions({ pool: POOL, seen, count: 5, rng: seededRng(`u${i}`) });
      expect(drawn.slice(0, 3).sort()).toEqual(['q6', 'q7', 'q8']);
      expect(drawn.slice(3).every((id) => seen.has(id))).toBe(true);
      expect(new Set(drawn).size).toBe(5);
    }
  });

  it('picks randomly among the unseen', () => {
    const picks = new Set<string>();
    for (let i = 0; i < 100; i++) {
      const drawn = drawQuestions({
        pool: POOL,
        seen: new Set<string>(),
        count: 1,
        rng: seededRng(`r${i}`),
      });
      picks.add(drawn[0] ?? '');
    }
    expect(picks.size).toBe(POOL.length);
  });

  it('a count beyond the pool gives the whole pool; duplicates in the pool count once', () => {
    const drawn = drawQuestions({
      pool: [...POOL, 'q1', 'q2'],
      seen: new Set(['q3']),
      count: 50,
      rng: seededRng('all'),
    });
    expect([...drawn].sort()).toEqual(POOL);
    expect(drawn.at(-1)).toBe('q3');
    expect(
      drawQuestions({ pool: POOL, seen: new Set<string>(), count: 0, rng: seededRng('0') }),
    ).toEqual([]);
  });
});
