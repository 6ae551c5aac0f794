import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { freezeQuestions, gradeAttempt, maxScoreOf } from '../../shared/quiz/attempt';
import { seededRng } from '../../shared/quiz/draw';
import { PREVIEWERS, previewApp, previewedCourse } from '../access/course-preview';
import { requireOpenInPreview } from '../access/item-release';
import type { RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import { attributesOf, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { uuidParam } from '../jsonapi/ids';
import { type Answers, one } from '../openapi/answers';
import { attemptQuestionPool, type QuizAttemptRow } from './quiz-attempts.queries';
import {
  conflict,
  quizAttemptResource,
  quizOfCourse,
  quizSummaryOf,
  submitBody,
} from './quiz-attempts.routes';

type C = Context<AppEnv>;

/** Every answer of student view says so: nothing of it was, or will be, kept. */
const PREVIEW = { meta: { preview: true } } as const;

/** The path's quiz of the previewed course (access/course-preview.ts), with its settings. */
async function previewedQuiz(c: C) {
  const course = await previewedCourse(c);
  const quiz = await quizOfCourse(c, course.id);
  // Locked for student view's student (release rules): refused as they would be.
  await requireOpenInPreview(c, course.id, quiz.item.id);
  return { course, ...quiz };
}

/**
 * A preview attempt's questions: the draw a student's first attempt would make, from `seed`
 * (the attempt's id), so the same seed gives the same questions, in the same order, again.
 */
async function previewDraw(c: C, seed: string) {
  const quiz = await previewedQuiz(c);
  const pool = await attemptQuestionPool(c.var.db, {
    portalId: quiz.portalId,
    itemId: quiz.item.id,
    settings: quiz.settings,
  });
  if (pool.length === 0) throw await conflict(c, 'QUIZ_EMPTY');
  return { ...quiz, questions: freezeQuestions(pool, quiz.settings, seededRng(seed)) };
}

/** An attempt that exists only in this answer: never inserted, its id the draw's seed. */
function previewAttempt(
  c: C,
  draw: Awaited<ReturnType<typeof previewDraw>>,
  id: string,
  now: Date,
): QuizAttemptRow {
  const { timeLimitMinutes } = draw.settings;
  return {
    id,
    portalId: draw.portalId,
    itemId: draw.item.id,
    courseId: draw.course.id,
    accountId: c.var.viewer?.id ?? '',
    number: 1,
    status: 'in_progress',
    startedAt: now,
    deadlineAt: timeLimitMinutes ? new Date(now.getTime() + timeLimitMinutes * 60_000) : null,
    submittedAt: null,
    submittedBy: null,
    questions: draw.questions,
    answers: {},
    results: null,
    score: null,
    maxScore: maxScoreOf(draw.questions),
    percent: null,
    passed: null,
    pendingReview: false,
  };
}

/**
 * /v1/courses/{course id}/preview/quizzes/{item}: a quiz in student view. Its summary is a
 * student's before their first attempt; an attempt is drawn as a student's first would be and
 * handed out, not stored; submitting it draws it again from its id and grades the answers with
 * the student's own functions, answering the graded attempt without keeping it. No attempt
 * counts, nothing is marked done, no ticket is opened for an open answer, no certificate issued.
 * The time limit is the browser's to keep: the server knows no start time.
 */
export const quizPreviewRoutes = previewApp()
  .get('/:item', async (c) => {
    queryOf(c, {});
    const { item, settings } = await previewedQuiz(c);
    return resourceResponse(await quizSummaryOf(c, { item, settings, attempts: [] }), PREVIEW);
  })
  .post('/:item/attempts', async (c) => {
    queryOf(c, {});
    const id = randomUUID();
    const draw = await previewDraw(c, id);
    return resourceResponse(
      quizAttemptResource(previewAttempt(c, draw, id, new Date()), draw.settings),
      PREVIEW,
    );
  })
  .post('/:item/attempts/:attempt/submit', async (c) => {
    const id = uuidParam(c.req.param('attempt'));
    const draw = await previewDraw(c, id);
    const now = new Date();
    const attempt = previewAttempt(c, draw, id, now);
    const { answers = {} } = await attributesOf(c, submitBody(attempt));
    const given = Object.fromEntries(
      Object.entries(answers).flatMap(([question, answer]) => (answer ? [[question, answer]] : [])),
    );
    const graded = gradeAttempt(draw.questions, given, draw.settings.passMark);
    const submitted: QuizAttemptRow = {
      ...attempt,
      status: 'submitted',
      deadlineAt: null,
      submittedAt: now,
      submittedBy: 'student',
      answers: given,
      ...graded,
    };
    return resourceResponse(quizAttemptResource(submitted, draw.settings), PREVIEW);
  });

export const answers: Answers = {
  'GET /v1/courses/:course/preview/quizzes/:item': one('quizzes'),
  'POST /v1/courses/:course/preview/quizzes/:item/attempts': one('quiz_attempts'),
  'POST /v1/courses/:course/preview/quizzes/:item/attempts/:attempt/submit': one('quiz_attempts'),
};

export const rows: RowsOf = ({ NO_SUCH }) => {
  const quiz = `/v1/courses/${NO_SUCH}/preview/quizzes/${NO_SUCH}`;
  return [
    {
      method: 'GET',
      route: '/v1/courses/:course/preview/quizzes/:item',
      path: () => quiz,
      expect: PREVIEWERS(404),
    },
    {
      method: 'POST',
      route: '/v1/courses/:course/preview/quizzes/:item/attempts',
      path: () => `${quiz}/attempts`,
      body: {},
      expect: PREVIEWERS(404),
    },
    {
      method: 'POST',
      route: '/v1/courses/:course/preview/quizzes/:item/attempts/:attempt/submit',
      path: () => `${quiz}/attempts/${NO_SUCH}/submit`,
      body: {},
      expect: PREVIEWERS(404),
    },
  ];
};
