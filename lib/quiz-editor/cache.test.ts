import { describe, expect, it } from 'vitest';
import type { QuizEditorData } from '@/lib/resources/quiz-editor';
import { DEFAULT_QUIZ_SETTINGS, type Question } from '@/shared/quiz/types';
import {
  withQuestionAdded,
  withQuestionOrder,
  withQuestionRemoved,
  withQuestionReplaced,
  withQuizAnswer,
} from './cache';

const question = (id: string, prompt = `Question ${id}`): Question => ({
  id,
  prompt,
  points: 1,
  feedback: '',
  category: '',
  labels: [],
  definition: { type: 'true_false', correct: true },
});

const quiz = (...ids: string[]): QuizEditorData => ({
  id: 'item-1',
  title: 'Fire safety quiz',
  settings: DEFAULT_QUIZ_SETTINGS,
  questions: ids.map((id) => question(id)),
  poolSize: ids.length,
  problems: [],
  categories: ['Safety'],
  labels: ['fire'],
  features: { randomQuizzes: true, quizImport: true },
});

const ids = (data: QuizEditorData) => data.questions.map((q) => q.id);

describe('quiz editor cache updates', () => {
  it('adds a created question at the end, once', () => {
    expect(ids(withQuestionAdded(quiz('a'), question('b')))).toEqual(['a', 'b']);
    const twice = withQuestionAdded(quiz('a', 'b'), question('b', 'New text'));
    expect(ids(twice)).toEqual(['a', 'b']);
    expect(twice.questions[1]?.prompt).toBe('New text');
  });

  it('replaces an updated one in its place and removes a deleted one', () => {
    const data = withQuestionReplaced(quiz('a', 'b'), question('a', 'Changed'));
    expect(data.questions.map((q) => q.prompt)).toEqual(['Changed', 'Question b']);
    expect(ids(withQuestionRemoved(quiz('a', 'b', 'c'), 'b'))).toEqual(['a', 'c']);
  });

  it('orders by ids, keeping any question the ids leave out', () => {
    expect(ids(withQuestionOrder(quiz('a', 'b', 'c'), ['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
    expect(ids(withQuestionOrder(quiz('a', 'b', 'c'), ['b', 'a', 'x']))).toEqual(['b', 'a', 'c']);
  });

  it('takes what a settings answer has and keeps the rest', () => {
    const data = withQuizAnswer(quiz('a', 'b'), {
      quiz: { settings: { ...DEFAULT_QUIZ_SETTINGS, passMark: 90 }, poolSize: 7 },
      meta: null,
    });
    expect(data.settings.passMark).toBe(90);
    expect(data.poolSize).toBe(7);
    expect(ids(data)).toEqual(['a', 'b']);
    expect(data.categories).toEqual(['Safety']);
    const withMeta = withQuizAnswer(quiz('a'), {
      quiz: { problems: [{ code: 'POOL_TOO_SMALL', detail: 'Too small' }] },
      meta: { categories: [], labels: [], features: { randomQuizzes: false, quizImport: true } },
    });
    expect(withMeta.problems).toHaveLength(1);
    expect(withMeta.features.randomQuizzes).toBe(false);
  });
});
