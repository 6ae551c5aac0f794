import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { DEFAULT_QUIZ_SETTINGS } from '@/shared/quiz/types';
import {
  createQuestion,
  importCsv,
  importOutcomeOf,
  patchSettings,
  quizAnswerOf,
  quizCoreOf,
  quizEditorKeys,
  quizMetaOf,
  reorderQuestions,
} from './quiz-editor';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(status === 204 ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

describe('reading the quiz editor', () => {
  it('keys by item', () => {
    expect(quizEditorKeys.detail('item-1')).toEqual(['quiz_editor', 'item-1']);
  });

  it('fills what an answer leaves out', () => {
    expect(quizCoreOf({ id: 'i', settings: { passMark: 75 } })).toEqual({
      id: 'i',
      title: '',
      settings: { ...DEFAULT_QUIZ_SETTINGS, passMark: 75 },
      questions: [],
      poolSize: 0,
      problems: [],
    });
  });

  it('reads the meta: bank categories and labels, the flags', () => {
    expect(
      quizMetaOf({
        categories: ['Safety', { name: 'First aid' }],
        labels: ['fire'],
        features: { randomQuizzes: true, quizImport: false },
      }),
    ).toEqual({
      categories: ['Safety', 'First aid'],
      labels: ['fire'],
      features: { randomQuizzes: true, quizImport: false },
    });
    expect(quizMetaOf({})).toBeNull();
  });

  it('takes from a write’s answer only what it has', () => {
    expect(quizAnswerOf({ id: 'i', poolSize: 3, problems: [] }, {})).toEqual({
      quiz: { poolSize: 3, problems: [] },
      meta: null,
    });
  });

  it('reads import outcomes', () => {
    expect(
      importOutcomeOf({
        questions: 2,
        errors: [{ row: 3, column: 'correct', code: 'X', detail: 'Not an option' }],
      }),
    ).toEqual({
      questions: 2,
      errors: [{ row: 3, column: 'correct', code: 'X', detail: 'Not an option' }],
    });
    expect(importOutcomeOf({ questions: 4 })).toEqual({ questions: 4, errors: [] });
    expect(importOutcomeOf({})).toBeNull();
  });
});

describe('writes', () => {
  it('sends settings and questions snake_case, nested keys included', async () => {
    const calls = stubFetch(200, {
      data: { type: 'quizzes', id: 'item-1', attributes: { settings: { pass_mark: 80 } } },
    });
    const answer = await patchSettings('item-1', { passMark: 80, timeLimitMinutes: null });
    expect(calls[0]?.url).toBe('/api/v1/quizzes/item-1');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      data: {
        type: 'quizzes',
        id: 'item-1',
        attributes: { settings: { pass_mark: 80, time_limit_minutes: null } },
      },
    });
    expect(answer.quiz.settings?.passMark).toBe(80);

    const posted = stubFetch(201, {
      data: {
        type: 'questions',
        id: 'q-1',
        attributes: {
          prompt: 'Colour?',
          points: 1,
          feedback: '',
          category: '',
          labels: [],
          definition: { type: 'short_answer', accepted: ['green'], case_sensitive: true },
        },
      },
    });
    const question = await createQuestion('item-1', {
      prompt: 'Colour?',
      points: 1,
      feedback: '',
      category: '',
      labels: [],
      definition: { type: 'short_answer', accepted: ['green'], caseSensitive: true },
    });
    expect(JSON.parse(String(posted[0]?.init.body)).data.attributes.definition).toEqual({
      type: 'short_answer',
      accepted: ['green'],
      case_sensitive: true,
    });
    expect(question.definition).toEqual({
      type: 'short_answer',
      accepted: ['green'],
      caseSensitive: true,
    });
  });

  it('puts the whole order', async () => {
    const calls = stubFetch(204, null);
    await reorderQuestions('item-1', ['b', 'a']);
    expect(calls[0]?.url).toBe('/api/v1/quizzes/item-1/questions/order');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body)).data.attributes).toEqual({ ids: ['b', 'a'] });
  });
});

describe('importCsv', () => {
  const csv = () => new Blob(['type,question\n'], { type: 'text/csv' });

  it('posts the raw file as text/csv with the XHR marker', async () => {
    const calls = stubFetch(200, { meta: { questions: 3, errors: [] } });
    expect(await importCsv('item-1', csv(), 'preview')).toEqual({ questions: 3, errors: [] });
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/v1/quizzes/item-1/import?mode=preview');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(Blob);
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('text/csv');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('resolves with the errors of a refused confirm (422)', async () => {
    const errors = [{ row: 2, column: 'correct', code: 'X', detail: 'Bad' }];
    stubFetch(422, { errors: [{ status: '422' }], meta: { questions: 1, errors } });
    expect(await importCsv('item-1', csv(), 'confirm')).toEqual({ questions: 1, errors });
  });

  it('throws other refusals, and refuses a file over 10 MB before sending', async () => {
    const calls = stubFetch(403, { errors: [{ status: '403', code: 'FEATURE_DISABLED' }] });
    await expect(importCsv('item-1', csv(), 'preview')).rejects.toBeInstanceOf(ApiError);
    const big = { size: 10 * 1024 * 1024 + 1 } as Blob;
    await expect(importCsv('item-1', big, 'preview')).rejects.toMatchObject({ status: 413 });
    expect(calls).toHaveLength(1);
  });
});
