import { describe, expect, it } from 'vitest';
import {
  answerSchemaFor,
  answersSchemaFor,
  freezeQuestions,
  gradeAttempt,
  keyAnswer,
  maxScoreOf,
  percentOf,
  publicQuestion,
  visibleResults,
} from './attempt';
import { seededRng } from './draw';
import type {
  Answer,
  FrozenQuestion,
  PublicQuestion,
  Question,
  QuestionDefinition,
  QuizSettings,
} from './types';
import { DEFAULT_QUIZ_SETTINGS } from './types';

const settings = (overrides: Partial<QuizSettings> = {}): QuizSettings => ({
  ...DEFAULT_QUIZ_SETTINGS,
  ...overrides,
});

let counter = 0;
const question = (definition: QuestionDefinition, points = 1): Question => {
  counter += 1;
  return {
    id: `00000000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    prompt: `Question ${counter}`,
    points,
    feedback: `Feedback ${counter}`,
    category: 'Data literacy',
    labels: [],
    definition,
  };
};

const OPTIONS = ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` }));
const single = () => question({ type: 'single_choice', options: OPTIONS, correct: 'b' });
const multiple = () =>
  question({
    type: 'multiple_choice',
    options: OPTIONS,
    correct: ['a', 'c'],
    scoring: 'proportional',
  });
const trueFalse = () => question({ type: 'true_false', correct: true });
const short = () => question({ type: 'short_answer', accepted: ['median'], caseSensitive: false });
const numeric = () => question({ type: 'numeric', value: 4, tolerance: 0 });
const matching = () =>
  question({
    type: 'matching',
    pairs: [
      { id: 'p1', left: 'Trend', right: 'Line chart' },
      { id: 'p2', left: 'Ranking', right: 'Sorted bars' },
      { id: 'p3', left: 'Typical value', right: 'Median' },
    ],
  });
const ordering = () =>
  question({
    type: 'ordering',
    items: [
      { id: '1', text: 'East' },
      { id: '2', text: 'North' },
      { id: '3', text: 'West' },
      { id: '4', text: 'South' },
    ],
  });
const open = () => question({ type: 'open' });

/** The right answer to a frozen question, in the ids the student sees. */
function rightAnswer(frozen: FrozenQuestion, shown: PublicQuestion): Answer {
  const d = frozen.definition;
  const body = shown.body;
  switch (d.type) {
    case 'single_choice':
      return { type: 'single_choice', option: d.correct };
    case 'multiple_choice':
      return { type: 'multiple_choice', options: d.correct };
    case 'true_false':
      return { type: 'true_false', value: d.correct };
    case 'short_answer':
      return { type: 'short_answer', text: d.accepted[0] ?? '' };
    case 'numeric':
      return { type: 'numeric', value: d.value };
    case 'matching': {
      const rights = body.type === 'matching' ? body.rights : [];
      return {
        type: 'matching',
        matches: Object.fromEntries(
          d.pairs.map((pair) => [pair.id, rights.find((r) => r.text === pair.right)?.id ?? '']),
        ),
      };
    }
    case 'ordering': {
      const items = body.type === 'ordering' ? body.items : [];
      return {
        type: 'ordering',
        order: d.items.map((item) => items.find((i) => i.text === item.text)?.id ?? ''),
      };
    }
    default:
      return { type: 'open', text: 'An essay.' };
  }
}

describe('freezeQuestions', () => {
  it('without a draw: every question, in order, options as written; definitions copied', () => {
    const questions = [single(), multiple(), trueFalse()];
    const frozen = freezeQuestions(questions, settings(), seededRng('a'));
    expect(frozen.map((q) => q.questionId)).toEqual(questions.map((q) => q.id));
    expect(frozen[0]?.optionOrder).toEqual(['a', 'b', 'c', 'd']);
    expect(frozen[2]?.optionOrder).toEqual([]);
    expect(frozen[0]).toMatchObject({ prompt: questions[0]?.prompt, points: 1 });
    // A later edit of the quiz does not change the started attempt.
    (questions[0]?.definition as { correct: string }).correct = 'd';
    expect(frozen[0]?.definition).toMatchObject({ correct: 'b' });
  });

  it('shuffles questions and options when the settings say so, deterministically by seed', () => {
    const questions = Array.from({ length: 12 }, single);
    const shuffled = settings({ shuffleQuestions: true, shuffleOptions: true });
    const first = freezeQuestions(questions, shuffled, seededRng('seed'));
    expect(freezeQuestions(questions, shuffled, seededRng('seed'))).toEqual(first);
    expect(first.map((q) => q.questionId)).not.toEqual(questions.map((q) => q.id));
    expect(first.some((q) => q.optionOrder.join() !== 'a,b,c,d')).toBe(true);
    for (const q of first) expect([...q.optionOrder].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('always shuffles matching rights and ordering items, never into the key’s order', () => {
    const questions = [
      matching(),
      ordering(),
      question({ type: 'ordering', items: OPTIONS.slice(0, 2) }),
    ];
    for (let i = 0; i < 200; i++) {
      const [m, o, two] = freezeQuestions(questions, settings(), seededRng(`s${i}`));
      expect(m?.optionOrder).not.toEqual(['p1', 'p2', 'p3']);
      expect([...(m?.optionOrder ?? [])].sort()).toEqual(['p1', 'p2', 'p3']);
      expect(o?.optionOrder).not.toEqual(['1', '2', '3', '4']);
      expect(two?.optionOrder).toEqual(['b', 'a']);
    }
    const one = question({ type: 'ordering', items: OPTIONS.slice(0, 1) });
    expect(freezeQuestions([one], settings(), seededRng('1'))[0]?.optionOrder).toEqual(['a']);
  });

  it('draws drawCount questions, unseen first, in the pool’s order unless shuffled', () => {
    const pool = Array.from({ length: 8 }, single);
    const seen = new Set(pool.slice(0, 5).map((q) => q.id));
    const frozen = freezeQuestions(pool, settings({ drawCount: 5 }), seededRng('d'), seen);
    const ids = frozen.map((q) => q.questionId);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    for (const unseen of pool.slice(5)) expect(ids).toContain(unseen.id);
    const positions = ids.map((id) => pool.findIndex((q) => q.id === id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('maxScoreOf', () => {
  it('is the points of the drawn questions, not of the pool', () => {
    const pool = [1, 2, 3, 4, 5, 6, 7, 8].map((points) => ({ ...single(), points }));
    for (let i = 0; i < 20; i++) {
      const frozen = freezeQuestions(pool, settings({ drawCount: 3 }), seededRng(`m${i}`));
      const expected = frozen.reduce(
        (sum, q) => sum + (pool.find((p) => p.id === q.questionId)?.points ?? 0),
        0,
      );
      expect(maxScoreOf(frozen)).toBe(expected);
      expect(maxScoreOf(frozen)).toBeLessThan(36);
      expect(gradeAttempt(frozen, {}, 60).maxScore).toBe(expected);
    }
  });
});

describe('publicQuestion', () => {
  const questions = [single(), multiple(), trueFalse(), short(), numeric(), matching(), ordering()];
  const frozen = freezeQuestions(questions, settings({ shuffleOptions: true }), seededRng('p'));

  it('never carries the key', () => {
    const json = JSON.stringify(frozen.map(publicQuestion));
    for (const key of ['"correct"', '"accepted"', '"tolerance"', '"value"', '"pairs"', 'median']) {
      expect(json).not.toContain(key);
    }
    expect(json).not.toContain('"definition"');
    expect(json).not.toContain('Feedback');
  });

  it('shows options in the frozen order and rights and items by alias, shuffled', () => {
    const [s, , , , , m, o] = frozen.map(publicQuestion);
    expect(s?.body).toEqual({
      type: 'single_choice',
      options: frozen[0]?.optionOrder.map((id) => ({ id, text: `Option ${id}` })),
    });
    if (m?.body.type !== 'matching' || o?.body.type !== 'ordering') throw new Error('types');
    expect(m.body.lefts.map((l) => l.id)).toEqual(['p1', 'p2', 'p3']);
    expect(m.body.rights.map((r) => r.id)).toEqual(['r1', 'r2', 'r3']);
    expect(m.body.rights.map((r) => r.text)).not.toEqual(['Line chart', 'Sorted bars', 'Median']);
    expect(o.body.items.map((i) => i.id)).toEqual(['i1', 'i2', 'i3', 'i4']);
    expect(o.body.items.map((i) => i.text)).not.toEqual(['East', 'North', 'West', 'South']);
  });

  it('maps the aliases back to the key for grading', () => {
    const m = frozen[5] as FrozenQuestion;
    const shown = publicQuestion(m);
    const answer = rightAnswer(m, shown);
    expect(keyAnswer(m, answer)).toEqual({
      type: 'matching',
      matches: { p1: 'p1', p2: 'p2', p3: 'p3' },
    });
  });
});

describe('gradeAttempt', () => {
  const questions = [single(), multiple(), trueFalse(), short(), numeric(), matching(), ordering()];
  const frozen = freezeQuestions(questions, settings({ shuffleOptions: true }), seededRng('g'));
  const right = Object.fromEntries(
    frozen.map((q) => [q.questionId, rightAnswer(q, publicQuestion(q))]),
  );

  it('all right: full marks, passed', () => {
    const graded = gradeAttempt(frozen, right, 60);
    expect(graded).toMatchObject({ score: 7, maxScore: 7, percent: 100, passed: true });
    expect(graded.pendingReview).toBe(false);
    expect(graded.results.every((r) => r.correct && r.score === 1)).toBe(true);
  });

  it('partial credit, 2 decimals, percent rounded half up, the pass mark', () => {
    const answers: Record<string, Answer> = {
      ...right,
      // 1 of 2 correct options: 0.5; an empty ordering: 0. 5.5 of 7 = 78.6 %.
      [frozen[1]?.questionId ?? '']: { type: 'multiple_choice', options: ['a'] },
      [frozen[6]?.questionId ?? '']: { type: 'ordering', order: [] },
    };
    const graded = gradeAttempt(frozen, answers, 80);
    expect(graded.score).toBe(5.5);
    expect(graded.percent).toBe(79);
    expect(graded.passed).toBe(false);
    expect(gradeAttempt(frozen, answers, 78).passed).toBe(true);
    expect(percentOf(2.5, 4)).toBe(63);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('unanswered questions score 0; an answered open question leaves passed pending', () => {
    expect(gradeAttempt(frozen, {}, 60)).toMatchObject({ score: 0, percent: 0, passed: false });
    const withOpen = freezeQuestions([single(), open()], settings(), seededRng('o'));
    const graded = gradeAttempt(
      withOpen,
      {
        [withOpen[0]?.questionId ?? '']: { type: 'single_choice', option: 'b' },
        [withOpen[1]?.questionId ?? '']: { type: 'open', text: 'Because the axis starts at 95.' },
      },
      50,
    );
    expect(graded).toMatchObject({ score: 1, maxScore: 2, percent: 50, passed: null });
    expect(graded.pendingReview).toBe(true);
  });

  it('grades a 50-question attempt well within 20 ms', () => {
    const makers = [single, multiple, trueFalse, short, numeric, matching, ordering, open];
    const fifty = freezeQuestions(
      Array.from({ length: 50 }, (_, i) => (makers[i % makers.length] ?? single)()),
      settings({ shuffleOptions: true, shuffleQuestions: true }),
      seededRng('fifty'),
    );
    const answers = Object.fromEntries(
      fifty.map((q) => [q.questionId, rightAnswer(q, publicQuestion(q))]),
    );
    for (let i = 0; i < 20; i++) gradeAttempt(fifty, answers, 60);
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const graded = gradeAttempt(fifty, answers, 60);
      times.push(performance.now() - started);
      expect(graded.results).toHaveLength(50);
    }
    times.sort((a, b) => a - b);
    expect(times[25]).toBeLessThan(20);
  });
});

describe('visibleResults', () => {
  const frozen = freezeQuestions([single(), trueFalse()], settings(), seededRng('v'));
  const { results } = gradeAttempt(
    frozen,
    { [frozen[0]?.questionId ?? '']: { type: 'single_choice', option: 'b' } },
    60,
  );

  it('shows everything the settings allow', () => {
    const all = visibleResults(frozen, results, [
      'score',
      'correctness',
      'correct_answers',
      'feedback',
    ]);
    expect(all[0]).toEqual({
      questionId: frozen[0]?.questionId,
      points: 1,
      pending: false,
      score: 1,
      correct: true,
      feedback: frozen[0]?.feedback,
      correctAnswer: frozen[0]?.definition,
    });
  });

  it('strips what they do not', () => {
    const none = visibleResults(frozen, results, []);
    expect(none[1]).toEqual({ questionId: frozen[1]?.questionId, points: 1, pending: false });
    const some = visibleResults(frozen, results, ['correctness']);
    expect(some[1]).toEqual({
      questionId: frozen[1]?.questionId,
      points: 1,
      pending: false,
      correct: false,
    });
  });
});

describe('visibleResults: feedback per answer (issue 41)', () => {
  const withFeedback = OPTIONS.map((option) =>
    option.id === 'd' ? option : { ...option, feedback: `Because ${option.id}` },
  );
  const frozen = freezeQuestions(
    [
      question({ type: 'single_choice', options: withFeedback, correct: 'b' }),
      question({
        type: 'multiple_choice',
        options: withFeedback,
        correct: ['a', 'c'],
        scoring: 'all_or_nothing',
      }),
      trueFalse(),
    ],
    settings({ shuffleOptions: true }),
    seededRng('answer-feedback'),
  );
  const [s, m, t] = frozen.map((q) => q.questionId as string);
  const answers: Record<string, Answer> = {
    [s as string]: { type: 'single_choice', option: 'a' },
    [m as string]: { type: 'multiple_choice', options: ['d', 'c', 'a'] },
    [t as string]: { type: 'true_false', value: true },
  };
  const { results } = gradeAttempt(frozen, answers, 60);
  const orderOf = (index: number) => frozen[index]?.optionOrder ?? [];

  it('shows the feedback of the chosen answers only, in the attempt order, when feedback is shown', () => {
    const shown = visibleResults(frozen, results, ['feedback'], answers);
    expect(shown[0]?.answerFeedback).toEqual([{ option: 'a', feedback: 'Because a' }]);
    // d has none; a and c in the order the student saw them.
    const expected = orderOf(1)
      .filter((id) => id === 'a' || id === 'c')
      .map((id) => ({ option: id, feedback: `Because ${id}` }));
    expect(shown[1]?.answerFeedback).toEqual(expected);
    expect(shown[2]?.answerFeedback).toBeUndefined();
    expect(shown[0]?.correctAnswer).toBeUndefined();
  });

  it('shows none without "feedback", nor for an unanswered question', () => {
    const hidden = visibleResults(frozen, results, ['score', 'correctness'], answers);
    expect(hidden.every((result) => result.answerFeedback === undefined)).toBe(true);
    const unanswered = visibleResults(frozen, results, ['feedback'], {});
    expect(unanswered.every((result) => result.answerFeedback === undefined)).toBe(true);
  });

  it("keeps every answer's feedback in the correct answers only when feedback is shown too", () => {
    const both = visibleResults(frozen, results, ['correct_answers', 'feedback'], answers);
    expect(both[0]?.correctAnswer).toEqual(frozen[0]?.definition);
    const keyOnly = visibleResults(frozen, results, ['correct_answers'], answers);
    const key = keyOnly[0]?.correctAnswer;
    expect(key?.type === 'single_choice' && key.options).toEqual(OPTIONS);
  });

  it('keeps the feedback in the frozen copy, never in what the student sees during the attempt', () => {
    const frozenFirst = frozen[0]?.definition;
    expect(frozenFirst?.type === 'single_choice' && frozenFirst.options[0]?.feedback).toBe(
      'Because a',
    );
    expect(JSON.stringify(frozen.map(publicQuestion))).not.toContain('Because');
  });
});

describe('answerSchemaFor', () => {
  const [s, m, mt, o, n] = freezeQuestions(
    [single(), multiple(), matching(), ordering(), numeric()],
    settings(),
    seededRng('z'),
  ) as [FrozenQuestion, FrozenQuestion, FrozenQuestion, FrozenQuestion, FrozenQuestion];
  const ok = (frozen: FrozenQuestion, answer: unknown) =>
    answerSchemaFor(frozen).safeParse(answer).success;

  it('accepts answers of the question’s type with ids the student was shown', () => {
    expect(ok(s, { type: 'single_choice', option: 'a' })).toBe(true);
    expect(ok(m, { type: 'multiple_choice', options: ['a', 'c'] })).toBe(true);
    expect(ok(mt, { type: 'matching', matches: { p1: 'r2', p2: 'r1' } })).toBe(true);
    expect(ok(o, { type: 'ordering', order: ['i2', 'i1', 'i4', 'i3'] })).toBe(true);
    expect(ok(n, { type: 'numeric', value: 4.5 })).toBe(true);
  });

  it('refuses another type, unknown ids, duplicates and wrong shapes', () => {
    expect(ok(s, { type: 'multiple_choice', options: ['a'] })).toBe(false);
    expect(ok(s, { type: 'single_choice', option: 'zz' })).toBe(false);
    expect(ok(m, { type: 'multiple_choice', options: ['a', 'a'] })).toBe(false);
    expect(ok(mt, { type: 'matching', matches: { p1: 'p1' } })).toBe(false);
    expect(ok(mt, { type: 'matching', matches: { zz: 'r1' } })).toBe(false);
    expect(ok(o, { type: 'ordering', order: ['1', '2'] })).toBe(false);
    expect(ok(n, { type: 'numeric', value: '4' })).toBe(false);
    expect(ok(n, null)).toBe(false);
  });

  it('answers of a request: only this attempt’s questions; null clears one', () => {
    const schema = answersSchemaFor([s, n]);
    expect(schema.safeParse({ [s.questionId]: null }).success).toBe(true);
    expect(schema.safeParse({ [n.questionId]: { type: 'numeric', value: 1 } }).success).toBe(true);
    expect(schema.safeParse({ [m.questionId]: { type: 'numeric', value: 1 } }).success).toBe(false);
    const wrong = schema.safeParse({ [n.questionId]: { type: 'true_false', value: true } });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.path[0]).toBe(n.questionId);
  });
});
