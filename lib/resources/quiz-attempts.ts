import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { camelizeKeys, deserialize, type JsonApiDocument, serialize } from '@/lib/api/jsonapi';
import { type FetchContext, transportOf } from '@/lib/api/transport';
import type { CamelDeep, Read, With } from '@/shared/contract/resource';
import type { attemptResultSchema, quizAttempts, quizzes } from '@/shared/quiz/contract';
import type { Answer } from '@/shared/quiz/types';

/*
 * Taking a quiz (docs/quizzes-api.md "Taking a quiz"): the quiz's facts for the viewer, an
 * attempt with its questions and answers, and the writes that start, save and submit it.
 */

/** GET /v1/courses/{course}/quizzes/{item}: the quiz as the student sees it before starting. */
export type QuizSummary = With<
  Read<typeof quizzes>,
  | 'passMark'
  | 'maxAttempts'
  | 'timeLimitMinutes'
  | 'layout'
  | 'maxScore'
  | 'attemptsUsed'
  | 'attemptsLeft'
  | 'bestPercent'
  | 'passed'
  | 'openAttemptId'
  | 'attempts'
>;

/** One row of the viewer's attempt history (newest first). */
export type QuizAttemptSummary = QuizSummary['attempts'][number];

/**
 * One graded question of a submitted attempt. Only what the quiz's settings allow is present:
 * `score` with "score", `correct` with "correctness", `correctAnswer` with "correct answers",
 * `feedback` with "feedback".
 */
export type AttemptResult = CamelDeep<z.output<typeof attemptResultSchema>>;

export type AnswerMap = Record<string, Answer>;

/** GET /v1/quiz_attempts/{id}: an attempt, with its grade once submitted. */
export type QuizAttempt = Read<typeof quizAttempts> & {
  /** The browser's clock (ms) when the answer arrived: serverNow − receivedAt is the offset. */
  receivedAt: number;
};

export const quizKeys = {
  summary: (courseSlug: string, itemId: string) => ['quizzes', courseSlug, itemId] as const,
};

export const quizAttemptKeys = {
  all: () => ['quiz_attempts'] as const,
  detail: (id: string) => ['quiz_attempts', id] as const,
};

const quizPath = (courseSlug: string, itemId: string) =>
  `/v1/courses/${encodeURIComponent(courseSlug)}/quizzes/${encodeURIComponent(itemId)}`;
const attemptPath = (id: string) => `/v1/quiz_attempts/${encodeURIComponent(id)}`;

/**
 * An attempt document as the app reads it. The JSON:API deserializer camelizes nested keys with
 * its own inflector, which turns a question uuid's hyphens into nothing; the answers (keyed by
 * question id) are therefore read from the raw document with the app's own camelizeKeys, which
 * leaves such keys alone.
 */
export async function toQuizAttempt(document: JsonApiDocument): Promise<QuizAttempt> {
  const { data } = await deserialize<Omit<QuizAttempt, 'receivedAt' | 'answers'>>(document);
  const raw = (document.data as { attributes?: { answers?: unknown } } | undefined)?.attributes;
  return {
    ...data,
    questions: data.questions ?? [],
    answers: camelizeKeys<AnswerMap>(raw?.answers ?? {}),
    receivedAt: Date.now(),
  };
}

/** Reads a quiz's summary document (the student's, or student view's). */
export async function readQuizSummary(context: FetchContext, path: string): Promise<QuizSummary> {
  const document = await transportOf(context.client)(path, { signal: context.signal });
  const { data } = await deserialize<QuizSummary>(document);
  return { ...data, attempts: data.attempts ?? [] };
}

export const quizSummaryQuery = (courseSlug: string, itemId: string) =>
  queryOptions<QuizSummary, Error, QuizSummary, QueryKey>({
    queryKey: quizKeys.summary(courseSlug, itemId),
    queryFn: (context: FetchContext) => readQuizSummary(context, quizPath(courseSlug, itemId)),
  });

export const quizAttemptQuery = (id: string) =>
  queryOptions<QuizAttempt, Error, QuizAttempt, QueryKey>({
    queryKey: quizAttemptKeys.detail(id),
    queryFn: async (context: FetchContext) =>
      toQuizAttempt(await transportOf(context.client)(attemptPath(id), { signal: context.signal })),
  });

/** POST …/quizzes/{item}/attempts: a new attempt (201), or the one in progress (200). */
export async function startAttempt(courseSlug: string, itemId: string): Promise<QuizAttempt> {
  return toQuizAttempt(
    await apiFetch(`${quizPath(courseSlug, itemId)}/attempts`, {
      method: 'POST',
      body: serialize('quiz_attempts', {}),
    }),
  );
}

/** PATCH /v1/quiz_attempts/{id}: merges the given answers; the attempt as it now is. */
export async function saveAnswers(id: string, answers: AnswerMap): Promise<QuizAttempt> {
  return toQuizAttempt(
    await apiFetch(attemptPath(id), {
      method: 'PATCH',
      body: serialize('quiz_attempts', { answers }),
    }),
  );
}

/** POST /v1/quiz_attempts/{id}/submit, with the answers not saved yet: the graded attempt. */
export async function submitAttempt(id: string, answers: AnswerMap = {}): Promise<QuizAttempt> {
  return toQuizAttempt(
    await apiFetch(`${attemptPath(id)}/submit`, {
      method: 'POST',
      body: serialize('quiz_attempts', Object.keys(answers).length > 0 ? { answers } : {}),
    }),
  );
}

/**
 * Where a quiz panel reads and writes: the student's own attempts (kept by the API), or student
 * view's (lib/resources/course-preview.ts: drawn and graded, never kept).
 */
export interface QuizSource {
  summary: ReturnType<typeof quizSummaryQuery>;
  attempt: (id: string) => ReturnType<typeof quizAttemptQuery>;
  start: () => Promise<QuizAttempt>;
  /** Keeps answers given so far (student view keeps them in the page only). */
  save: (id: string, answers: AnswerMap) => Promise<unknown>;
  submit: (id: string, answers: AnswerMap) => Promise<QuizAttempt>;
  /** Student view: nothing is kept, and the panel says so. */
  preview: boolean;
}

/** A student's quiz: their attempts through /v1/courses/{slug}/quizzes and /v1/quiz_attempts. */
export const studentQuizSource = (courseSlug: string, itemId: string): QuizSource => ({
  summary: quizSummaryQuery(courseSlug, itemId),
  attempt: quizAttemptQuery,
  start: () => startAttempt(courseSlug, itemId),
  save: saveAnswers,
  submit: submitAttempt,
  preview: false,
});
