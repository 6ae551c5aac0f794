import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { WireAttributes } from '../../shared/contract/resource';
import {
  answersSchemaFor,
  freezeQuestions,
  maxScoreOf,
  publicQuestion,
  visibleResults,
} from '../../shared/quiz/attempt';
import { quizAttempts, quizzes } from '../../shared/quiz/contract';
import { seededRng } from '../../shared/quiz/draw';
import type { Answer, QuizSettings } from '../../shared/quiz/types';
import { toWire } from '../../shared/quiz/wire';
import { learner, managesCourses, paymentRequired, viewerMayLearn } from '../access/course-access';
import { requireOpenItem } from '../access/item-release';
import type { Row, RowsOf } from '../access/route-table';
import type { AppEnv } from '../app-env';
import type { TextKey } from '../i18n/error-texts';
import { requestTexts } from '../i18n/request-texts';
import { type ResourceObject, toOne } from '../jsonapi/document';
import { attributesOf, found, queryOf, resourceResponse } from '../jsonapi/endpoint';
import { ApiError, notFound, text } from '../jsonapi/errors';
import { uuidParam } from '../jsonapi/ids';
import { iso } from '../jsonapi/iso';
import { resourceOf } from '../jsonapi/resource';
import { findCourseBySlug, isCourseCoach, issueDueCertificates } from '../learning';
import { requireViewer } from '../middleware/viewer';
import { type Answers, one } from '../openapi/answers';
import {
  type AttemptSummary,
  attemptQuestionPool,
  attemptSummaries,
  courseSlugOf,
  findAttempt,
  findOpenAttempt,
  findQuizItem,
  pastDeadline,
  type QuizAttemptRow,
  type QuizItem,
  questionPoolSize,
  saveAnswers,
  seenQuestionIds,
  startAttempt,
  submitAttempt,
} from './quiz-attempts.queries';
import { loadQuizSettings } from './quiz-settings.queries';

// Serialisers: rows to JSON:API resources.

/**
 * A student's attempt (docs/quizzes-api.md "Taking a quiz"): the questions as the student sees
 * them (never a key before it is submitted), their answers, and once submitted the results as
 * far as the quiz's settings show them. Nested keys travel snake_case (toWire).
 */
export function quizAttemptResource(
  attempt: QuizAttemptRow,
  settings: QuizSettings,
  now: Date = new Date(),
): ResourceObject {
  const shows = new Set(settings.showAfterwards);
  const submitted = attempt.status === 'submitted';
  return resourceOf(
    quizAttempts,
    attempt.id,
    {
      number: attempt.number,
      status: attempt.status,
      started_at: iso(attempt.startedAt),
      deadline_at: iso(attempt.deadlineAt),
      submitted_at: iso(attempt.submittedAt),
      submitted_by: attempt.submittedBy,
      layout: settings.layout,
      server_now: now.toISOString(),
      // Their keys are single words (and answers' question ids): the same on the wire.
      questions: toWire<WireAttributes<typeof quizAttempts>['questions']>(
        attempt.questions.map(publicQuestion),
      ),
      answers: toWire<Record<string, Answer>>(attempt.answers),
      ...(submitted && shows.has('score')
        ? { score: attempt.score, percent: attempt.percent }
        : {}),
      ...(submitted
        ? {
            max_score: attempt.maxScore,
            passed: attempt.passed,
            pending_review: attempt.pendingReview,
            pass_mark: settings.passMark,
            results: toWire<WireAttributes<typeof quizAttempts>['results']>(
              visibleResults(
                attempt.questions,
                attempt.results ?? [],
                settings.showAfterwards,
                attempt.answers,
              ),
            ),
          }
        : {}),
    },
    {
      relationships: {
        quiz: toOne('quizzes', attempt.itemId),
        course: toOne('courses', attempt.courseId),
      },
    },
  );
}

export type QuizSummary = {
  item: QuizItem;
  settings: QuizSettings;
  /** Questions an attempt holds: the draw count (at most the pool) or all of them. */
  questionCount: number;
  /** null for a random draw: the maximum depends on the questions drawn. */
  maxScore: number | null;
  attempts: AttemptSummary[];
};

/**
 * A quiz as the student sees it before and between attempts. Percentages (best and per
 * attempt) are null unless the settings show the score.
 */
export function quizSummaryResource(summary: QuizSummary): ResourceObject {
  const { item, settings, attempts } = summary;
  const showScore = settings.showAfterwards.includes('score');
  const percents = attempts
    .filter((attempt) => attempt.status === 'submitted' && attempt.percent !== null)
    .map((attempt) => attempt.percent ?? 0);
  const open = attempts.find((attempt) => attempt.status === 'in_progress');
  return resourceOf(
    quizzes,
    item.id,
    {
      title: item.title,
      pass_mark: settings.passMark,
      max_attempts: settings.maxAttempts,
      time_limit_minutes: settings.timeLimitMinutes,
      layout: settings.layout,
      question_count: summary.questionCount,
      max_score: summary.maxScore,
      attempts_used: attempts.length,
      attempts_left:
        settings.maxAttempts === null ? null : Math.max(0, settings.maxAttempts - attempts.length),
      best_percent: showScore && percents.length > 0 ? Math.max(...percents) : null,
      passed: attempts.some((attempt) => attempt.passed === true),
      open_attempt_id: open?.id ?? null,
      attempts: attempts.map((attempt) => ({
        id: attempt.id,
        number: attempt.number,
        status: attempt.status,
        started_at: iso(attempt.startedAt),
        submitted_at: iso(attempt.submittedAt),
        percent: showScore ? attempt.percent : null,
        passed: attempt.passed,
        pending_review: attempt.pendingReview,
      })),
    },
    { relationships: { course: toOne('courses', item.courseId) } },
  );
}

/** The quiz's summary resource with these attempts: its question count and maximum from its pool. */
export async function quizSummaryOf(
  c: Context<AppEnv>,
  params: { item: QuizItem; settings: QuizSettings; attempts: AttemptSummary[] },
) {
  const { item, settings } = params;
  const pool = await questionPoolSize(c.var.db, {
    portalId: c.var.portal.id,
    itemId: item.id,
    settings,
  });
  const random = settings.drawCount !== null;
  return quizSummaryResource({
    ...params,
    questionCount: random ? Math.min(settings.drawCount ?? 0, pool.count) : pool.count,
    maxScore: random ? null : pool.points,
  });
}

/** A submit this long after the deadline still counts as the student's (the network's delay). */
export const SUBMIT_GRACE_MS = 5_000;

type Env = Context<AppEnv>;

/** The 409s of a quiz attempt: each code with its own title and detail. */
const CONFLICTS = {
  NO_ATTEMPTS_LEFT: { title: 'quiz.noAttemptsLeftTitle', detail: 'quiz.noAttemptsLeft' },
  QUIZ_EMPTY: { title: 'quiz.quizEmptyTitle', detail: 'quiz.quizEmpty' },
  ALREADY_SUBMITTED: { title: 'quiz.alreadySubmittedTitle', detail: 'quiz.alreadySubmitted' },
  ATTEMPT_CLOSED: { title: 'quiz.attemptClosedTitle', detail: 'quiz.attemptClosed' },
} as const satisfies Record<string, { title: TextKey; detail: TextKey }>;

export const conflict = async (c: Env, code: keyof typeof CONFLICTS) =>
  new ApiError(409, [
    {
      code,
      title: (await requestTexts(c)).text(CONFLICTS[code].title),
      text: text(CONFLICTS[code].detail),
    },
  ]);

/**
 * Submits (by the timer or the student) and, when it passed, issues what is now due: the quiz
 * item is marked done inside the grading transaction, certificates after it.
 */
async function submit(
  c: Env,
  attempt: QuizAttemptRow,
  settings: QuizSettings,
  by: 'student' | 'timer',
  answers?: Parameters<typeof submitAttempt>[1]['answers'],
) {
  const result = await submitAttempt(c.var.db, {
    portalId: attempt.portalId,
    accountId: attempt.accountId,
    id: attempt.id,
    by,
    answers,
    passMark: settings.passMark,
    now: new Date(),
    graceMs: SUBMIT_GRACE_MS,
  });
  if (result.ok && result.attempt.passed === true) {
    await issueDueCertificates(c.var.db, {
      portalId: result.attempt.portalId,
      accountId: result.attempt.accountId,
    });
  }
  return result;
}

/** An attempt in progress whose time has run out is submitted by the timer first. */
async function closedIfExpired(c: Env, attempt: QuizAttemptRow, settings: QuizSettings) {
  if (!pastDeadline(attempt, new Date())) return attempt;
  const result = await submit(c, attempt, settings, 'timer');
  if (result.ok) return result.attempt;
  return result.attempt ?? attempt;
}

/**
 * The quiz of the path for a student who may take it: the course visible, §4 access (402),
 * enrolled (403 NOT_ENROLLED; staff and coaches who only read it too), the item a quiz of this
 * course (else 404).
 */
async function quizOfPath(c: Env) {
  const { viewer, course, enrolled } = await learner(c);
  if (!enrolled) throw ApiError.of(403, 'NOT_ENROLLED');
  const quiz = await quizOfCourse(c, course.id);
  // A locked quiz is neither read nor started (release rules).
  await requireOpenItem(c, { viewer, course }, quiz.item.id);
  return { viewer, course, ...quiz };
}

/** The path's item as a quiz of this course (a lesson, or another course's quiz: 404). */
export async function quizOfCourse(c: Env, courseId: string) {
  const portalId = c.var.portal.id;
  const item = await found(
    findQuizItem(c.var.db, { portalId, courseId, itemId: uuidParam(c.req.param('item')) }),
  );
  const settings = await loadQuizSettings(c.var.db, { portalId, itemId: item.id });
  return { item, settings, portalId };
}

/** The viewer's open attempt at a quiz, once an expired one has been submitted by the timer. */
async function openAttemptOf(
  c: Env,
  params: { portalId: string; accountId: string; itemId: string },
  settings: QuizSettings,
) {
  const open = await findOpenAttempt(c.var.db, params);
  if (!open) return null;
  const current = await closedIfExpired(c, open, settings);
  return current.status === 'in_progress' ? current : null;
}

/**
 * The viewer's own attempt of the path on this portal (anyone else's: 404), while the viewer
 * may still read the course: visible to them and §4 access (402), as for its lessons.
 */
async function ownAttempt(c: Env) {
  const viewer = requireViewer(c.var.viewer);
  const portalId = c.var.portal.id;
  const attempt = await found(
    findAttempt(c.var.db, {
      portalId,
      accountId: viewer.id,
      id: uuidParam(c.req.param('id')),
    }),
  );
  const slug = await courseSlugOf(c.var.db, { portalId, courseId: attempt.courseId });
  const course = slug ? await findCourseBySlug(c.var.db, { portalId, slug }) : null;
  if (!course) throw notFound();
  const staff =
    managesCourses(c, viewer) ||
    (await isCourseCoach(c.var.db, { courseId: course.id, accountId: viewer.id }));
  if (!staff) {
    if (course.status !== 'published') throw notFound();
    if (!(await viewerMayLearn(c, viewer, course.id))) await paymentRequired(c, course);
    // Its quiz locked since (an author added a release rule): not answered, read or submitted.
    await requireOpenItem(c, { viewer, course }, attempt.itemId);
  }
  const settings = await loadQuizSettings(c.var.db, { portalId, itemId: attempt.itemId });
  return { attempt, settings };
}

const answersBody = (attempt: QuizAttemptRow) =>
  z.object({ answers: answersSchemaFor(attempt.questions) });

export const submitBody = (attempt: Pick<QuizAttemptRow, 'questions'>) =>
  z.object({ answers: answersSchemaFor(attempt.questions).optional() });

/**
 * /v1/courses/{course}/quizzes/{item}: a quiz as its student sees it, and starting an attempt
 * (docs/quizzes-api.md "Taking a quiz").
 */
export const courseQuizRoutes = new Hono<AppEnv>()
  .get('/:item', async (c) => {
    queryOf(c, {});
    const { viewer, item, settings, portalId } = await quizOfPath(c);
    const params = { portalId, accountId: viewer.id, itemId: item.id };
    await openAttemptOf(c, params, settings);
    const attempts = await attemptSummaries(c.var.db, params);
    return resourceResponse(await quizSummaryOf(c, { item, settings, attempts }));
  })
  .post('/:item/attempts', async (c) => {
    queryOf(c, {});
    const { viewer, course, item, settings, portalId } = await quizOfPath(c);
    const params = { portalId, accountId: viewer.id, itemId: item.id };
    const open = await openAttemptOf(c, params, settings);
    if (open) return resourceResponse(quizAttemptResource(open, settings));
    const pool = await attemptQuestionPool(c.var.db, { portalId, itemId: item.id, settings });
    if (pool.length === 0) throw await conflict(c, 'QUIZ_EMPTY');
    const seen =
      settings.drawCount === null ? new Set<string>() : await seenQuestionIds(c.var.db, params);
    const frozen = freezeQuestions(pool, settings, seededRng(randomUUID()), seen);
    const now = new Date();
    const started = await startAttempt(c.var.db, {
      ...params,
      courseId: course.id,
      maxAttempts: settings.maxAttempts,
      questions: frozen,
      maxScore: maxScoreOf(frozen),
      deadlineAt: settings.timeLimitMinutes
        ? new Date(now.getTime() + settings.timeLimitMinutes * 60_000)
        : null,
      now,
    });
    if (!started.ok) throw await conflict(c, 'NO_ATTEMPTS_LEFT');
    return resourceResponse(quizAttemptResource(started.attempt, settings), {
      status: started.created ? 201 : 200,
    });
  });

/** /v1/quiz_attempts/{id}: the viewer's own attempt — read, answer, submit. */
export const quizAttemptRoutes = new Hono<AppEnv>()
  .get('/:id', async (c) => {
    queryOf(c, {});
    const { attempt, settings } = await ownAttempt(c);
    const current = await closedIfExpired(c, attempt, settings);
    return resourceResponse(quizAttemptResource(current, settings));
  })
  .patch('/:id', async (c) => {
    const { attempt, settings } = await ownAttempt(c);
    if (attempt.status !== 'in_progress') throw await conflict(c, 'ATTEMPT_CLOSED');
    if (pastDeadline(attempt, new Date())) {
      await closedIfExpired(c, attempt, settings);
      throw await conflict(c, 'ATTEMPT_CLOSED');
    }
    const input = await attributesOf(c, answersBody(attempt));
    const saved = await saveAnswers(c.var.db, {
      portalId: attempt.portalId,
      accountId: attempt.accountId,
      id: attempt.id,
      answers: input.answers,
      now: new Date(),
    });
    if (!saved) {
      // Submitted meanwhile, or its time ran out between the check and the save.
      const { attempt: latest } = await ownAttempt(c);
      await closedIfExpired(c, latest, settings);
      throw await conflict(c, 'ATTEMPT_CLOSED');
    }
    return resourceResponse(quizAttemptResource(saved, settings));
  })
  .post('/:id/submit', async (c) => {
    const { attempt, settings } = await ownAttempt(c);
    if (attempt.status !== 'in_progress') throw await conflict(c, 'ALREADY_SUBMITTED');
    // Too late even with the grace: the timer submits the answers saved in time, whatever
    // this request carries.
    const late = pastDeadline(attempt, new Date(), SUBMIT_GRACE_MS);
    const input = late ? {} : await attributesOf(c, submitBody(attempt));
    const result = await submit(c, attempt, settings, 'student', input.answers);
    if (!result.ok) {
      if (result.reason === 'not_found') throw notFound();
      throw await conflict(c, 'ALREADY_SUBMITTED');
    }
    return resourceResponse(quizAttemptResource(result.attempt, settings));
  });

/**
 * Taking a quiz (docs/quizzes-api.md): those who may take part in Data literacy (enrolled:
 * Stijn and Hugo) reach the item lookup (no such quiz: 404); staff and its coach who read it
 * without enrolling, and everyone else at Demo Academy, are not enrolled (403); Eva has no
 * access (402); Lars's portal has no such course (404).
 */
const TAKING = {
  guest: 401,
  stijn: 404,
  hugo: 404,
  ada: 403,
  alex: 403,
  cora: 403,
  eva: 402,
  lars: 404,
  others: 403,
} as const;

/** What each route answers when it succeeds (the OpenAPI document and every API test read it). */
export const answers: Answers = {
  'GET /v1/courses/:course/quizzes/:item': one('quizzes'),
  'POST /v1/courses/:course/quizzes/:item/attempts': one('quiz_attempts', { status: [200, 201] }),
  'GET /v1/quiz_attempts/:id': one('quiz_attempts'),
  'PATCH /v1/quiz_attempts/:id': one('quiz_attempts'),
  'POST /v1/quiz_attempts/:id/submit': one('quiz_attempts'),
};

/** The quiz-attempt routes' rows of the route × account table. No attempt is ever started. */
export const rows: RowsOf = ({ NO_SUCH }) => [
  {
    method: 'GET',
    route: '/v1/courses/:course/quizzes/:item',
    path: () => `/v1/courses/data-literacy/quizzes/${NO_SUCH}`,
    expect: TAKING,
  },
  {
    method: 'POST',
    route: '/v1/courses/:course/quizzes/:item/attempts',
    path: () => `/v1/courses/data-literacy/quizzes/${NO_SUCH}/attempts`,
    expect: TAKING,
  },
  // Attempts are their student's own: an unknown (or anyone else's) is a 404 for everyone.
  {
    method: 'GET',
    route: '/v1/quiz_attempts/:id',
    path: () => `/v1/quiz_attempts/${NO_SUCH}`,
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'PATCH',
    route: '/v1/quiz_attempts/:id',
    path: () => `/v1/quiz_attempts/${NO_SUCH}`,
    body: { answers: 'none' },
    expect: { guest: 401, others: 404 },
  },
  {
    method: 'POST',
    route: '/v1/quiz_attempts/:id/submit',
    path: () => `/v1/quiz_attempts/${NO_SUCH}/submit`,
    body: { answers: 'none' },
    expect: { guest: 401, others: 404 },
  } satisfies Row,
];
