import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  asksRandomDraw,
  parseQuizInput,
  questionPatchSchema,
  questionSchema,
  quizSettingsPatchSchema,
  quizSettingsSchema,
} from './question-schema';
import { DEFAULT_QUIZ_SETTINGS, type QuestionDefinition } from './types';

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, text: `Option ${i + 1}` }));

const question = (definition: unknown, extra: Record<string, unknown> = {}) => ({
  prompt: 'What is it?',
  definition,
  ...extra,
});

/** The fields (snake_case paths) a question fails on, with their codes. */
function failures(value: unknown, schema: z.ZodType<unknown, unknown> = questionSchema) {
  const result = parseQuizInput(schema, value);
  if (result.ok) return {};
  return Object.fromEntries(result.errors.map((e) => [e.field, e.code]));
}

const VALID: QuestionDefinition[] = [
  { type: 'single_choice', options: options(2), correct: 'o2' },
  {
    type: 'multiple_choice',
    options: options(4),
    correct: ['o1', 'o3'],
    scoring: 'proportional',
  },
  { type: 'true_false', correct: false },
  { type: 'short_answer', accepted: ['CO2', 'carbon dioxide'], caseSensitive: true },
  { type: 'numeric', value: -2.5, tolerance: 0.1 },
  {
    type: 'matching',
    pairs: [
      { id: 'p1', left: 'France', right: 'Paris' },
      { id: 'p2', left: 'Spain', right: 'Madrid' },
    ],
  },
  { type: 'ordering', items: options(3) },
  { type: 'open' },
];

describe('questionSchema (SCREENS "Quizzes": question types and limits)', () => {
  it('accepts every type and fills in points, feedback, category and labels', () => {
    for (const definition of VALID) {
      const result = parseQuizInput(questionSchema, question(definition));
      expect(result, definition.type).toEqual({
        ok: true,
        value: {
          prompt: 'What is it?',
          points: 1,
          feedback: '',
          category: '',
          labels: [],
          definition,
        },
      });
    }
  });

  it('trims texts, drops unknown keys and repeated labels, and defaults tolerance and case', () => {
    const result = parseQuizInput(
      questionSchema,
      question(
        { type: 'numeric', value: 3, extra: true },
        { prompt: '  Why?  ', labels: ['a', 'a', 'b'], category: ' Maths ', id: 'x' },
      ),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        prompt: 'Why?',
        points: 1,
        feedback: '',
        category: 'Maths',
        labels: ['a', 'b'],
        definition: { type: 'numeric', value: 3, tolerance: 0 },
      },
    });
    const short = parseQuizInput(
      questionSchema,
      question({ type: 'short_answer', accepted: ['x'] }),
    );
    expect(short.ok && short.value.definition).toEqual({
      type: 'short_answer',
      accepted: ['x'],
      caseSensitive: false,
    });
  });

  it('checks the prompt, points, feedback, category and labels', () => {
    const open = { type: 'open' };
    expect(failures({ definition: open })).toEqual({ prompt: 'REQUIRED' });
    expect(failures(question(open, { prompt: '   ' }))).toEqual({ prompt: 'INVALID_TEXT' });
    expect(failures(question(open, { prompt: 'x'.repeat(2001) }))).toEqual({
      prompt: 'INVALID_TEXT',
    });
    expect(failures(question(open, { prompt: 'x'.repeat(2000) }))).toEqual({});
    for (const points of [0, 101, 1.5, '3', null]) {
      expect(failures(question(open, { points })), String(points)).toEqual({
        points: points === null ? 'REQUIRED' : 'INVALID_POINTS',
      });
    }
    expect(failures(question(open, { points: 100 }))).toEqual({});
    expect(failures(question(open, { feedback: 'x'.repeat(2001) }))).toEqual({
      feedback: 'TOO_LONG',
    });
    expect(failures(question(open, { category: 'x'.repeat(101) }))).toEqual({
      category: 'TOO_LONG',
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `l${i}`);
    expect(failures(question(open, { labels: eleven }))).toEqual({ labels: 'INVALID_LABELS' });
    expect(failures(question(open, { labels: ['x'.repeat(51)] }))).toEqual({
      labels: 'INVALID_LABELS',
    });
    expect(failures(question(open, { labels: [''] }))).toEqual({ labels: 'INVALID_LABELS' });
    expect(failures(question(open, { labels: eleven.slice(0, 10) }))).toEqual({});
  });

  it('refuses a missing or unknown type', () => {
    expect(failures({ prompt: 'Q' })).toEqual({ definition: 'REQUIRED' });
    expect(failures(question({}))).toEqual({ 'definition/type': 'REQUIRED' });
    expect(failures(question({ type: 'essay' }))).toEqual({ 'definition/type': 'INVALID_TYPE' });
  });

  it('needs 2–20 options with ids of OPTION_ID, unique ids and texts', () => {
    const single = (opts: unknown, correct = 'o1') =>
      failures(question({ type: 'single_choice', options: opts, correct }));
    expect(single(options(1))).toEqual({ 'definition/options': 'INVALID_OPTIONS' });
    expect(single(options(21))).toEqual({ 'definition/options': 'INVALID_OPTIONS' });
    expect(single(options(20))).toEqual({});
    expect(single([{ id: 'o1', text: '' }, ...options(2).slice(1)])).toEqual({
      'definition/options': 'INVALID_OPTIONS',
    });
    expect(single([{ id: 'o1', text: 'x'.repeat(501) }, ...options(2).slice(1)])).toEqual({
      'definition/options': 'INVALID_OPTIONS',
    });
    expect(single([{ id: 'O1', text: 'A' }, ...options(2).slice(1)], 'O1')).toEqual({
      'definition/options': 'INVALID_ID',
    });
    expect(
      single([
        { id: 'o1', text: 'A' },
        { id: 'o1', text: 'B' },
      ]),
    ).toEqual({
      'definition/options': 'INVALID_ID',
    });
    expect(
      single([
        { id: 'o1', text: 'Same' },
        { id: 'o2', text: ' same' },
      ]),
    ).toEqual({
      'definition/options': 'DUPLICATE_TEXT',
    });
  });

  it('keeps feedback per choice option, trimmed, empty dropped, at most 500 characters', () => {
    const withFeedback = [
      { id: 'o1', text: 'Yes', feedback: '  Right, because.  ' },
      { id: 'o2', text: 'No', feedback: '   ' },
    ];
    const parsed = parseQuizInput(
      questionSchema,
      question({ type: 'single_choice', options: withFeedback, correct: 'o1' }),
    );
    expect(parsed.ok && parsed.value.definition).toEqual({
      type: 'single_choice',
      options: [
        { id: 'o1', text: 'Yes', feedback: 'Right, because.' },
        { id: 'o2', text: 'No' },
      ],
      correct: 'o1',
    });
    const long = [{ id: 'o1', text: 'Yes', feedback: 'x'.repeat(501) }, ...options(2).slice(1)];
    for (const definition of [
      { type: 'single_choice', options: long, correct: 'o1' },
      { type: 'multiple_choice', options: long, correct: ['o1'], scoring: 'proportional' },
    ]) {
      expect(failures(question(definition))).toEqual({ 'definition/options': 'TOO_LONG' });
    }
    const result = parseQuizInput(
      questionSchema,
      question({ type: 'single_choice', options: long, correct: 'o1' }),
    );
    expect(!result.ok && result.errors[0]?.detail.nl).toContain('500');
    // Ordering items take no feedback.
    const ordering = parseQuizInput(
      questionSchema,
      question({ type: 'ordering', items: withFeedback }),
    );
    expect(ordering.ok && JSON.stringify(ordering.value.definition)).not.toContain('feedback');
  });

  it('needs the correct answers among the options', () => {
    expect(
      failures(question({ type: 'single_choice', options: options(2), correct: 'o9' })),
    ).toEqual({ 'definition/correct': 'INVALID_CORRECT' });
    expect(failures(question({ type: 'single_choice', options: options(2) }))).toEqual({
      'definition/correct': 'REQUIRED',
    });
    const multiple = (correct: unknown, scoring: unknown = 'all_or_nothing') =>
      failures(question({ type: 'multiple_choice', options: options(3), correct, scoring }));
    expect(multiple([])).toEqual({ 'definition/correct': 'INVALID_CORRECT' });
    expect(multiple(['o1', 'o4'])).toEqual({ 'definition/correct': 'INVALID_CORRECT' });
    expect(multiple(['o1', 'o1'])).toEqual({ 'definition/correct': 'INVALID_CORRECT' });
    expect(multiple(['o1', 'o3'])).toEqual({});
    expect(multiple(['o1'], 'half')).toEqual({ 'definition/scoring': 'INVALID_VALUE' });
    expect(failures(question({ type: 'true_false', correct: 'yes' }))).toEqual({
      'definition/correct': 'INVALID_VALUE',
    });
  });

  it('checks short answers, numbers, pairs and ordering items', () => {
    const short = (accepted: unknown, extra = {}) =>
      failures(question({ type: 'short_answer', accepted, ...extra }));
    expect(short([])).toEqual({ 'definition/accepted': 'INVALID_ACCEPTED' });
    expect(short([' '])).toEqual({ 'definition/accepted': 'INVALID_ACCEPTED' });
    expect(short(Array.from({ length: 11 }, (_, i) => `a${i}`))).toEqual({
      'definition/accepted': 'INVALID_ACCEPTED',
    });
    expect(short(['a'], { caseSensitive: 'no' })).toEqual({
      'definition/case_sensitive': 'INVALID_VALUE',
    });
    const numeric = (value: unknown, tolerance?: unknown) =>
      failures(question({ type: 'numeric', value, tolerance }));
    expect(numeric('4')).toEqual({ 'definition/value': 'NOT_A_NUMBER' });
    expect(numeric(Number.NaN)).toEqual({ 'definition/value': 'NOT_A_NUMBER' });
    expect(numeric(Number.POSITIVE_INFINITY)).toEqual({ 'definition/value': 'NOT_A_NUMBER' });
    expect(numeric(4, -1)).toEqual({ 'definition/tolerance': 'INVALID_TOLERANCE' });
    expect(numeric(4, 0)).toEqual({});
    const pairs = (list: unknown) => failures(question({ type: 'matching', pairs: list }));
    expect(pairs([{ id: 'p1', left: 'a', right: 'b' }])).toEqual({
      'definition/pairs': 'INVALID_PAIRS',
    });
    expect(
      pairs([
        { id: 'p1', left: 'a', right: '' },
        { id: 'p2', left: 'c', right: 'd' },
      ]),
    ).toEqual({ 'definition/pairs': 'INVALID_PAIRS' });
    expect(
      pairs([
        { id: 'p1', left: 'a', right: 'b' },
        { id: 'p2', left: 'A', right: 'd' },
      ]),
    ).toEqual({ 'definition/pairs': 'DUPLICATE_TEXT' });
    expect(failures(question({ type: 'ordering', items: options(1) }))).toEqual({
      'definition/items': 'INVALID_ITEMS',
    });
    expect(failures(question({ type: 'ordering', items: options(21) }))).toEqual({
      'definition/items': 'INVALID_ITEMS',
    });
  });

  it('reports one error per field, every field at once, in en, nl and ro', () => {
    const result = parseQuizInput(questionSchema, {
      prompt: '',
      points: 0,
      definition: { type: 'single_choice', options: options(1), correct: 'o1' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field)).toEqual(['prompt', 'points', 'definition/options']);
    expect(result.errors[1]?.detail).toEqual({
      en: 'Enter a whole number from 1 to 100.',
      nl: 'Vul een geheel getal van 1 tot en met 100 in.',
      ro: 'Introdu un număr întreg între 1 și 100.',
    });
  });

  it('patches any field, and nothing at all', () => {
    expect(parseQuizInput(questionPatchSchema, {})).toEqual({ ok: true, value: {} });
    expect(parseQuizInput(questionPatchSchema, { points: 5 })).toEqual({
      ok: true,
      value: { points: 5 },
    });
    expect(failures({ points: 500, definition: { type: 'open' } }, questionPatchSchema)).toEqual({
      points: 'INVALID_POINTS',
    });
  });
});

describe('quizSettingsSchema (SCREENS "Quiz settings")', () => {
  it('accepts the defaults and the edges', () => {
    expect(parseQuizInput(quizSettingsSchema, DEFAULT_QUIZ_SETTINGS)).toEqual({
      ok: true,
      value: DEFAULT_QUIZ_SETTINGS,
    });
    const edges = {
      ...DEFAULT_QUIZ_SETTINGS,
      passMark: 100,
      maxAttempts: 10,
      timeLimitMinutes: 600,
      drawCount: 100,
      layout: 'all',
      showAfterwards: [],
      poolCategory: 'x'.repeat(100),
      poolLabel: 'y'.repeat(50),
    };
    expect(parseQuizInput(quizSettingsSchema, edges)).toEqual({ ok: true, value: edges });
  });

  it('refuses out-of-range values, one error per field', () => {
    const result = parseQuizInput(quizSettingsPatchSchema, {
      passMark: 101,
      maxAttempts: 0,
      timeLimitMinutes: 601,
      drawCount: 0,
      layout: 'some',
      showAfterwards: ['score', 'grades'],
      poolCategory: 'x'.repeat(101),
      poolLabel: 'y'.repeat(51),
      shuffleQuestions: 'yes',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(result.errors.map((e) => [e.field, e.code]))).toEqual({
      pass_mark: 'OUT_OF_RANGE',
      max_attempts: 'OUT_OF_RANGE',
      time_limit_minutes: 'OUT_OF_RANGE',
      draw_count: 'OUT_OF_RANGE',
      layout: 'INVALID_VALUE',
      show_afterwards: 'INVALID_VALUE',
      pool_category: 'TOO_LONG',
      pool_label: 'TOO_LONG',
      shuffle_questions: 'INVALID_VALUE',
    });
    expect(failures({ passMark: 59.5 }, quizSettingsPatchSchema)).toEqual({
      pass_mark: 'OUT_OF_RANGE',
    });
    expect(failures({ passMark: -1 }, quizSettingsPatchSchema)).toEqual({
      pass_mark: 'OUT_OF_RANGE',
    });
  });

  it('patches only what is sent; null means unlimited, an empty pool text means none', () => {
    expect(
      parseQuizInput(quizSettingsPatchSchema, {
        maxAttempts: null,
        poolCategory: '  ',
        showAfterwards: ['score', 'score'],
      }),
    ).toEqual({
      ok: true,
      value: { maxAttempts: null, poolCategory: null, showAfterwards: ['score'] },
    });
  });

  it('knows a random draw when it sees one', () => {
    expect(asksRandomDraw({ passMark: 50 })).toBe(false);
    expect(asksRandomDraw({ drawCount: null, poolCategory: null })).toBe(false);
    expect(asksRandomDraw({ drawCount: 5 })).toBe(true);
    expect(asksRandomDraw({ poolLabel: 'x' })).toBe(true);
  });
});
