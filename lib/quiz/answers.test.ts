import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '@/shared/quiz/types';
import {
  answerLines,
  formatNumeric,
  isAnswered,
  keyLines,
  moveItem,
  orderOf,
  parseNumeric,
  unansweredQuestions,
} from './answers';

const question = (id: string, body: PublicQuestion['body']): PublicQuestion => ({
  id,
  prompt: `Question ${id}`,
  points: 1,
  body,
});

const single = question('q1', {
  type: 'single_choice',
  options: [
    { id: 'o1', text: 'Bar chart' },
    { id: 'o2', text: 'Pie chart' },
  ],
});
const multiple = question('q2', {
  type: 'multiple_choice',
  options: [
    { id: 'o1', text: 'Mean' },
    { id: 'o2', text: 'Median' },
  ],
});
const matching = question('q3', {
  type: 'matching',
  lefts: [
    { id: 'p1', text: 'Mean' },
    { id: 'p2', text: 'Median' },
  ],
  rights: [
    { id: 'r1', text: 'Middle value' },
    { id: 'r2', text: 'Average' },
  ],
});
const ordering = question('q4', {
  type: 'ordering',
  items: [
    { id: 'i1', text: 'Sort' },
    { id: 'i2', text: 'Filter' },
    { id: 'i3', text: 'Chart' },
  ],
});

describe('is this answer complete', () => {
  it('per type', () => {
    expect(isAnswered(single, { type: 'single_choice', option: 'o2' })).toBe(true);
    expect(isAnswered(single, { type: 'single_choice', option: 'o9' })).toBe(false);
    expect(isAnswered(single, undefined)).toBe(false);
    expect(isAnswered(single, { type: 'open', text: 'x' })).toBe(false);
    expect(isAnswered(multiple, { type: 'multiple_choice', options: [] })).toBe(false);
    expect(isAnswered(multiple, { type: 'multiple_choice', options: ['o1'] })).toBe(true);
    const tf = question('q5', { type: 'true_false' });
    expect(isAnswered(tf, { type: 'true_false', value: false })).toBe(true);
    const short = question('q6', { type: 'short_answer' });
    expect(isAnswered(short, { type: 'short_answer', text: '   ' })).toBe(false);
    expect(isAnswered(short, { type: 'short_answer', text: 'median' })).toBe(true);
    const numeric = question('q7', { type: 'numeric' });
    expect(isAnswered(numeric, { type: 'numeric', value: 0 })).toBe(true);
    expect(isAnswered(numeric, { type: 'numeric', value: Number.NaN })).toBe(false);
    const open = question('q8', { type: 'open' });
    expect(isAnswered(open, { type: 'open', text: 'Because…' })).toBe(true);
  });

  it('matching needs every left matched; ordering every item placed', () => {
    expect(isAnswered(matching, { type: 'matching', matches: { p1: 'r2' } })).toBe(false);
    expect(isAnswered(matching, { type: 'matching', matches: { p1: 'r2', p2: 'r1' } })).toBe(true);
    expect(isAnswered(matching, { type: 'matching', matches: { p1: 'r2', p2: 'zz' } })).toBe(false);
    expect(isAnswered(ordering, { type: 'ordering', order: ['i2', 'i1'] })).toBe(false);
    expect(isAnswered(ordering, { type: 'ordering', order: ['i2', 'i1', 'i3'] })).toBe(true);
  });

  it('lists the unanswered questions', () => {
    expect(
      unansweredQuestions([single, multiple], { q1: { type: 'single_choice', option: 'o1' } }).map(
        (q) => q.id,
      ),
    ).toEqual(['q2']);
  });
});

describe('numeric input', () => {
  it('takes a comma or a dot', () => {
    expect(parseNumeric('3,5')).toBe(3.5);
    expect(parseNumeric(' 3.5 ')).toBe(3.5);
    expect(parseNumeric('-12')).toBe(-12);
    expect(parseNumeric(',5')).toBe(0.5);
    expect(parseNumeric('7,')).toBe(7);
    expect(parseNumeric('1 000')).toBe(1000);
  });

  it('refuses anything else', () => {
    for (const text of ['', ' ', 'abc', '1.000,5', '3e2', '--1', '1,2,3', 'Infinity']) {
      expect(parseNumeric(text)).toBeNull();
    }
  });

  it('writes a number back with the locale’s separator', () => {
    expect(formatNumeric(3.5)).toBe('3.5');
    expect(formatNumeric(3.5, ',')).toBe('3,5');
    expect(formatNumeric(-2, ',')).toBe('-2');
  });
});

describe('ordering', () => {
  it('moves an item one place, never past an edge', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('starts from the order shown, then the student’s', () => {
    expect(orderOf(ordering, undefined)).toEqual(['i1', 'i2', 'i3']);
    expect(orderOf(ordering, { type: 'ordering', order: ['i3', 'i1', 'i2'] })).toEqual([
      'i3',
      'i1',
      'i2',
    ]);
    // A stale or partial order keeps every item once.
    expect(orderOf(ordering, { type: 'ordering', order: ['i3', 'x'] })).toEqual(['i3', 'i1', 'i2']);
  });
});

describe('answers and keys written out', () => {
  it('names the options the student chose', () => {
    expect(answerLines(single, { type: 'single_choice', option: 'o2' })).toEqual([
      { kind: 'text', text: 'Pie chart' },
    ]);
    expect(answerLines(matching, { type: 'matching', matches: { p1: 'r2' } })).toEqual([
      { kind: 'pair', left: 'Mean', right: 'Average' },
    ]);
    expect(answerLines(ordering, { type: 'ordering', order: ['i3', 'i1', 'i2'] })).toEqual([
      { kind: 'text', text: 'Chart' },
      { kind: 'text', text: 'Sort' },
      { kind: 'text', text: 'Filter' },
    ]);
    expect(answerLines(single, undefined)).toEqual([]);
  });

  it('writes out a key', () => {
    expect(
      keyLines({
        type: 'multiple_choice',
        options: [
          { id: 'o1', text: 'Mean' },
          { id: 'o2', text: 'Median' },
          { id: 'o3', text: 'Mode' },
        ],
        correct: ['o3', 'o1'],
        scoring: 'all_or_nothing',
      }),
    ).toEqual([
      { kind: 'text', text: 'Mean' },
      { kind: 'text', text: 'Mode' },
    ]);
    expect(keyLines({ type: 'numeric', value: 4.5, tolerance: 0.1 })).toEqual([
      { kind: 'number', value: 4.5, tolerance: 0.1 },
    ]);
    expect(keyLines({ type: 'true_false', correct: false })).toEqual([
      { kind: 'boolean', value: false },
    ]);
    expect(keyLines({ type: 'open' })).toEqual([]);
  });
});
