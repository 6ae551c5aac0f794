import { describe, expect, it } from 'vitest';
import { gradeQuestion, normaliseShortAnswer, withinTolerance } from './grade';
import type { Answer, QuestionDefinition } from './types';

const options = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, text: `Option ${id}` }));
const grade = (definition: QuestionDefinition, answer: unknown) =>
  gradeQuestion(definition, answer as Answer);

describe('single choice', () => {
  const definition: QuestionDefinition = { type: 'single_choice', options, correct: 'c' };

  it('gives full points for the key only', () => {
    expect(grade(definition, { type: 'single_choice', option: 'c' })).toEqual({
      fraction: 1,
      correct: true,
      pending: false,
    });
    expect(grade(definition, { type: 'single_choice', option: 'a' })).toEqual({
      fraction: 0,
      correct: false,
      pending: false,
    });
  });

  it('missing, null, wrong type or shape: 0', () => {
    for (const answer of [
      undefined,
      null,
      { type: 'true_false', value: true },
      { type: 'single_choice' },
      { type: 'single_choice', option: ['c'] },
      'c',
    ]) {
      expect(grade(definition, answer).fraction).toBe(0);
    }
  });
});

describe('multiple choice', () => {
  const allOrNothing: QuestionDefinition = {
    type: 'multiple_choice',
    options,
    correct: ['a', 'b', 'c'],
    scoring: 'all_or_nothing',
  };
  const proportional: QuestionDefinition = { ...allOrNothing, scoring: 'proportional' };
  const pick = (...ids: string[]) => ({ type: 'multiple_choice', options: ids });

  it('all or nothing: exactly the correct set, in any order', () => {
    expect(grade(allOrNothing, pick('c', 'a', 'b'))).toMatchObject({ fraction: 1, correct: true });
    expect(grade(allOrNothing, pick('a', 'b')).fraction).toBe(0);
    expect(grade(allOrNothing, pick('a', 'b', 'c', 'd')).fraction).toBe(0);
    expect(grade(allOrNothing, pick()).fraction).toBe(0);
  });

  it('proportional: (correct − wrong) ÷ correct, partial credit', () => {
    expect(grade(proportional, pick('a', 'b', 'c'))).toMatchObject({ fraction: 1, correct: true });
    const two = grade(proportional, pick('a', 'b'));
    expect(two.fraction).toBeCloseTo(2 / 3);
    expect(two.correct).toBe(false);
    expect(grade(proportional, pick('a', 'b', 'd')).fraction).toBeCloseTo(1 / 3);
    expect(grade(proportional, pick('a', 'b', 'c', 'd')).fraction).toBeCloseTo(2 / 3);
  });

  it('proportional never goes below 0, and everything ticked earns little', () => {
    expect(grade(proportional, pick('d', 'e')).fraction).toBe(0);
    expect(grade(proportional, pick('a', 'd', 'e')).fraction).toBe(0);
    expect(grade(proportional, pick('a', 'b', 'c', 'd', 'e')).fraction).toBeCloseTo(1 / 3);
  });

  it('counts an option ticked twice once and ignores ids that are no option', () => {
    expect(grade(proportional, pick('a', 'a', 'a')).fraction).toBeCloseTo(1 / 3);
    expect(grade(proportional, pick('a', 'b', 'c', 'zz')).fraction).toBe(1);
    expect(grade(proportional, { type: 'multiple_choice', options: 'a' }).fraction).toBe(0);
  });
});

describe('true/false', () => {
  const definition: QuestionDefinition = { type: 'true_false', correct: false };
  it('grades the value, and "false" as a string is not an answer', () => {
    expect(grade(definition, { type: 'true_false', value: false }).correct).toBe(true);
    expect(grade(definition, { type: 'true_false', value: true }).fraction).toBe(0);
    expect(grade(definition, { type: 'true_false', value: 'false' }).fraction).toBe(0);
  });
});

describe('short answer', () => {
  const definition: QuestionDefinition = {
    type: 'short_answer',
    accepted: ['the mode', 'Mode'],
    caseSensitive: false,
  };
  const text = (value: string) => ({ type: 'short_answer', text: value });

  it('trims, collapses inner whitespace and ignores case; any accepted answer counts', () => {
    expect(grade(definition, text('  The   MODE ')).correct).toBe(true);
    expect(grade(definition, text('mode')).correct).toBe(true);
    expect(grade(definition, text('the\tmode\n')).correct).toBe(true);
    expect(grade(definition, text('median')).fraction).toBe(0);
    expect(grade(definition, text('   ')).fraction).toBe(0);
  });

  it('is case-sensitive when asked', () => {
    const strict: QuestionDefinition = { ...definition, accepted: ['NaN'], caseSensitive: true };
    expect(grade(strict, text(' NaN ')).correct).toBe(true);
    expect(grade(strict, text('nan')).fraction).toBe(0);
  });

  it('normalises composed and decomposed accents alike', () => {
    expect(normaliseShortAnswer('Cafe\u0301', false)).toBe(normaliseShortAnswer('Café', false));
  });
});

describe('numeric', () => {
  const definition: QuestionDefinition = { type: 'numeric', value: 2.5, tolerance: 0.05 };
  const value = (n: unknown) => ({ type: 'numeric', value: n });

  it('accepts values within the tolerance, edges included (float-safe)', () => {
    expect(grade(definition, value(2.5)).correct).toBe(true);
    expect(grade(definition, value(2.55)).correct).toBe(true);
    expect(grade(definition, value(2.45)).correct).toBe(true);
    expect(grade(definition, value(2.56)).fraction).toBe(0);
    expect(withinTolerance(0.1 + 0.2, 0.3, 0)).toBe(true);
    expect(withinTolerance(0.3001, 0.3, 0)).toBe(false);
  });

  it('refuses what is not a finite number', () => {
    expect(grade(definition, value('2.5')).fraction).toBe(0);
    expect(grade(definition, value(Number.NaN)).fraction).toBe(0);
    expect(grade(definition, value(Number.POSITIVE_INFINITY)).fraction).toBe(0);
  });
});

describe('matching', () => {
  const definition: QuestionDefinition = {
    type: 'matching',
    pairs: [
      { id: 'p1', left: 'Trend', right: 'Line chart' },
      { id: 'p2', left: 'Ranking', right: 'Sorted bars' },
      { id: 'p3', left: 'Typical value', right: 'Median' },
      { id: 'p4', left: 'One month', right: 'Filter' },
    ],
  };
  const matches = (m: Record<string, string>) => ({ type: 'matching', matches: m });

  it('gives the share of correctly matched pairs', () => {
    expect(grade(definition, matches({ p1: 'p1', p2: 'p2', p3: 'p3', p4: 'p4' }))).toMatchObject({
      fraction: 1,
      correct: true,
    });
    const half = grade(definition, matches({ p1: 'p1', p2: 'p2', p3: 'p4', p4: 'p3' }));
    expect(half).toMatchObject({ fraction: 0.5, correct: false });
    expect(grade(definition, matches({ p1: 'p1' })).fraction).toBe(0.25);
    expect(grade(definition, matches({})).fraction).toBe(0);
  });
});

describe('ordering', () => {
  const definition: QuestionDefinition = {
    type: 'ordering',
    items: ['w', 'x', 'y', 'z'].map((id) => ({ id, text: id.toUpperCase() })),
  };
  const order = (...ids: string[]) => ({ type: 'ordering', order: ids });

  it('gives the share of items in their correct position; correct only when all are', () => {
    expect(grade(definition, order('w', 'x', 'y', 'z'))).toMatchObject({
      fraction: 1,
      correct: true,
    });
    expect(grade(definition, order('w', 'x', 'z', 'y'))).toMatchObject({
      fraction: 0.5,
      correct: false,
    });
    expect(grade(definition, order('x', 'y', 'z', 'w')).fraction).toBe(0);
    expect(grade(definition, order('w')).fraction).toBe(0.25);
    expect(grade(definition, order('w', 'x', 'y', 'z', 'w')).correct).toBe(false);
  });
});

describe('open', () => {
  const definition: QuestionDefinition = { type: 'open' };
  it('is pending with 0 until a coach grades it; an empty answer is simply 0', () => {
    expect(grade(definition, { type: 'open', text: 'My reasoning…' })).toEqual({
      fraction: 0,
      correct: false,
      pending: true,
    });
    expect(grade(definition, { type: 'open', text: '  ' }).pending).toBe(false);
    expect(grade(definition, undefined).pending).toBe(false);
  });
});
