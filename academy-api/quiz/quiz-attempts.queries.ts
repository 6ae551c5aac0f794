import { and, arrayContains, asc, count, desc, eq, max, sql, sum } from 'drizzle-orm';
import { gradeAttempt } from '../../shared/quiz/attempt';
import type { Answer, FrozenQuestion, Question, QuizSettings } from '../../shared/quiz/types';
import { openQuizTicket } from '../coaching';
import type { Db } from '../db/database';
import {
  courseItems,
  courses,
  enrollments,
  itemProgress,
  questions,
  quizAttempts,
} from '../db/schema';
import { recomputeEnrollment } from '../learning';
import { queueQuizScore } from '../lti';
import { questionColumns, questionOf } from './quiz-authoring.queries';

export type QuizItem = { id: string; courseId: string; title: string };
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;

/** A quiz item of a course of the portal (anything else, a lesson included: null). */
export async function findQuizItem(
  db: Db,
  params: { portalId: string; courseId: string; itemId: string },
): Promise<QuizItem | null> {
  const [row] = await db
    .select({ id: courseItems.id, courseId: courseItems.courseId, title: courseItems.title })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courseItems.id, params.itemId),
        eq(courseItems.courseId, params.courseId),
        eq(courseItems.kind, 'quiz'),
        eq(courses.portalId, params.portalId),
      ),
    );
  return row ?? null;
}

/** The slug of a course of the portal (null: none there). */
export async function courseSlugOf(
  db: Db,
  params: { portalId: string; courseId: string },
): Promise<string | null> {
  const [row] = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.id, params.courseId), eq(courses.portalId, params.portalId)));
  return row?.slug ?? null;
}

/** The pool filter of random quizzes: the portal's questions of a category and/or label. */
function poolFilter(params: {
  portalId: string;
  itemId: string;
  settings: Pick<QuizSettings, 'drawCount' | 'poolCategory' | 'poolLabel'>;
}) {
  const { drawCount, poolCategory, poolLabel } = params.settings;
  const own = eq(questions.quizItemId, params.itemId);
  if (drawCount === null || (!poolCategory && !poolLabel)) {
    return and(eq(questions.portalId, params.portalId), own);
  }
  return and(
    eq(questions.portalId, params.portalId),
    poolCategory ? eq(questions.category, poolCategory) : undefined,
    poolLabel ? arrayContains(questions.labels, [poolLabel]) : undefined,
  );
}

/**
 * The questions an attempt is made of: the quiz's own, or with a draw and a pool filter, the
 * portal's questions of that category and/or label (in a stable order: quiz, then position).
 */
export async function attemptQuestionPool(
  db: Db,
  params: { portalId: string; itemId: string; settings: QuizSettings },
): Promise<Question[]> {
  const rows = await db
    .select(questionColumns)
    .from(questions)
    .where(poolFilter(params))
    .orderBy(asc(questions.quizItemId), asc(questions.position), asc(questions.id));
  return rows.map(questionOf);
}

/** How many questions the pool holds and their points (the summary's count and maximum). */
export async function questionPoolSize(
  db: Db,
  params: { portalId: string; itemId: string; settings: QuizSettings },
): Promise<{ count: number; points: number }> {
  const [row] = await db
    .select({ count: count(), points: sum(questions.points).mapWith(Number) })
    .from(questions)
    .where(poolFilter(params));
  return { count: row?.count ?? 0, points: row?.points ?? 0 };
}

/** The question ids of an account's earlier attempts at a quiz (random draws: unseen first). */
export async function seenQuestionIds(
  db: Db,
  params: { portalId: string; accountId: string; itemId: string },
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({
      id: sql<string>`jsonb_array_elements(${quizAttempts.questions}) ->> 'questionId'`,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.portalId, params.portalId),
        eq(quizAttempts.accountId, params.accountId),
        eq(quizAttempts.itemId, params.itemId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

export type AttemptSummary = Pick<
  QuizAttemptRow,
  | 'id'
  | 'number'
  | 'status'
  | 'startedAt'
  | 'submittedAt'
  | 'deadlineAt'
  | 'percent'
  | 'passed'
  | 'pendingReview'
>;

/** An account's attempts at a quiz, newest first (without their questions and answers). */
export async function attemptSummaries(
  db: Db,
  params: { portalId: string; accountId: string; itemId: string },
): Promise<AttemptSummary[]> {
  return db
    .select({
      id: quizAttempts.id,
      number: quizAttempts.number,
      status: quizAttempts.status,
      startedAt: quizAttempts.startedAt,
      submittedAt: quizAttempts.submittedAt,
      deadlineAt: quizAttempts.deadlineAt,
      percent: quizAttempts.percent,
      passed: quizAttempts.passed,
      pendingReview: quizAttempts.pendingReview,
    })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.portalId, params.portalId),
        eq(quizAttempts.accountId, params.accountId),
        eq(quizAttempts.itemId, params.itemId),
      ),
    )
    .orderBy(desc(quizAttempts.number));
}

/** One of the account's own attempts on this portal; anyone else's: null. */
export async function findAttempt(
  db: Db,
  params: { portalId: string; accountId: string; id: string },
): Promise<QuizAttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.id, params.id),
        eq(quizAttempts.portalId, params.portalId),
        eq(quizAttempts.accountId, params.accountId),
      ),
    );
  return row ?? null;
}

const openAttemptWhere = (params: { portalId: string; accountId: string; itemId: string }) =>
  and(
    eq(quizAttempts.portalId, params.portalId),
    eq(quizAttempts.accountId, params.accountId),
    eq(quizAttempts.itemId, params.itemId),
    eq(quizAttempts.status, 'in_progress'),
  );

/** The account's attempt in progress at a quiz, if any (one at a time). */
export async function findOpenAttempt(
  db: Db,
  params: { portalId: string; accountId: string; itemId: string },
): Promise<QuizAttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(openAttemptWhere(params))
    .orderBy(desc(quizAttempts.number))
    .limit(1);
  return row ?? null;
}

export type StartResult =
  | { ok: true; attempt: QuizAttemptRow; created: boolean }
  | { ok: false; reason: 'no_attempts_left' };

/**
 * Starts an attempt with its frozen questions: number = the account's previous highest + 1.
 * One at a time: the enrolment row is locked while it is checked, so a double click (or two
 * tabs) gets the same open attempt back; a unique conflict on the number does too.
 */
export async function startAttempt(
  db: Db,
  params: {
    portalId: string;
    accountId: string;
    itemId: string;
    courseId: string;
    maxAttempts: number | null;
    questions: FrozenQuestion[];
    maxScore: number;
    deadlineAt: Date | null;
    now: Date;
  },
): Promise<StartResult> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(eq(enrollments.accountId, params.accountId), eq(enrollments.courseId, params.courseId)),
      )
      .for('update');
    const open = await findOpenAttempt(tx, params);
    if (open) return { ok: true, attempt: open, created: false };
    const ofAccount = and(
      eq(quizAttempts.itemId, params.itemId),
      eq(quizAttempts.accountId, params.accountId),
    );
    const [used] = await tx
      .select({ count: count(), highest: max(quizAttempts.number) })
      .from(quizAttempts)
      .where(ofAccount);
    if (params.maxAttempts !== null && (used?.count ?? 0) >= params.maxAttempts) {
      return { ok: false, reason: 'no_attempts_left' };
    }
    const [created] = await tx
      .insert(quizAttempts)
      .values({
        portalId: params.portalId,
        itemId: params.itemId,
        courseId: params.courseId,
        accountId: params.accountId,
        number: (used?.highest ?? 0) + 1,
        status: 'in_progress',
        startedAt: params.now,
        deadlineAt: params.deadlineAt,
        questions: params.questions,
        answers: {},
        maxScore: params.maxScore,
      })
      .onConflictDoNothing()
      .returning();
    if (created) return { ok: true, attempt: created, created: true };
    const other = await findOpenAttempt(tx, params);
    if (!other) throw new Error('A quiz attempt number conflicted without an open attempt');
    return { ok: true, attempt: other, created: false };
  });
}

/**
 * Merges answers into an attempt in progress (null clears one), in one statement so two tabs
 * saving at once both keep theirs. Null when the attempt is not open any more or its time ran
 * out (the caller submits it by the timer).
 */
export async function saveAnswers(
  db: Db,
  params: {
    portalId: string;
    accountId: string;
    id: string;
    answers: Record<string, Answer | null | undefined>;
    now: Date;
  },
): Promise<QuizAttemptRow | null> {
  const given = Object.fromEntries(
    Object.entries(params.answers).map(([id, answer]) => [id, answer ?? null]),
  );
  const [row] = await db
    .update(quizAttempts)
    .set({
      answers: sql`jsonb_strip_nulls(${quizAttempts.answers} || ${JSON.stringify(given)}::jsonb)`,
    })
    .where(
      and(
        eq(quizAttempts.id, params.id),
        eq(quizAttempts.portalId, params.portalId),
        eq(quizAttempts.accountId, params.accountId),
        eq(quizAttempts.status, 'in_progress'),
        sql`(${quizAttempts.deadlineAt} is null or ${quizAttempts.deadlineAt} > ${params.now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether an attempt in progress has run out of time at `now` (plus a grace in ms). */
export const pastDeadline = (
  attempt: Pick<QuizAttemptRow, 'status' | 'deadlineAt'>,
  now: Date,
  graceMs = 0,
) =>
  attempt.status === 'in_progress' &&
  attempt.deadlineAt !== null &&
  now.getTime() > attempt.deadlineAt.getTime() + graceMs;

export type SubmitResult =
  | { ok: true; attempt: QuizAttemptRow }
  | { ok: false; reason: 'not_found' | 'already_submitted'; attempt: QuizAttemptRow | null };

/**
 * Submits and grades an attempt, once: in one transaction that locks the attempt row, so two
 * submits never both grade. A student's submit past the deadline (and its grace) counts as the
 * timer's, with the answers saved in time. Passing marks the quiz item done and works the
 * course's progress out again, in the same transaction.
 */
export async function submitAttempt(
  db: Db,
  params: {
    portalId: string;
    accountId: string;
    id: string;
    by: 'student' | 'timer';
    /** Final answers of the student's submit, merged first (null clears one). */
    answers?: Record<string, Answer | null | undefined>;
    passMark: number;
    now: Date;
    /** The network's grace on a student's submit past the deadline. */
    graceMs: number;
  },
): Promise<SubmitResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.id, params.id),
          eq(quizAttempts.portalId, params.portalId),
          eq(quizAttempts.accountId, params.accountId),
        ),
      )
      .for('update');
    if (!row) return { ok: false, reason: 'not_found', attempt: null };
    if (row.status !== 'in_progress') {
      return { ok: false, reason: 'already_submitted', attempt: row };
    }
    const late = pastDeadline(row, params.now, params.by === 'student' ? params.graceMs : 0);
    const by = late ? 'timer' : params.by;
    const answers: Record<string, Answer> = { ...row.answers };
    if (!late && params.answers) {
      for (const [id, answer] of Object.entries(params.answers)) {
        if (answer) answers[id] = answer;
        else delete answers[id];
      }
    }
    const graded = gradeAttempt(row.questions, answers, params.passMark);
    const submittedAt =
      by === 'timer' && row.deadlineAt && row.deadlineAt < params.now ? row.deadlineAt : params.now;
    const [stored] = await tx
      .update(quizAttempts)
      .set({
        status: 'submitted',
        submittedAt,
        submittedBy: by,
        answers,
        results: graded.results,
        score: graded.score,
        maxScore: graded.maxScore,
        percent: graded.percent,
        passed: graded.passed,
        pendingReview: graded.pendingReview,
      })
      .where(eq(quizAttempts.id, row.id))
      .returning();
    if (!stored) throw new Error('The locked quiz attempt could not be updated');
    // Open answers wait for a coach: a review ticket, in this transaction.
    if (graded.pendingReview) {
      await openQuizTicket(tx, {
        id: stored.id,
        portalId: stored.portalId,
        courseId: stored.courseId,
        itemId: stored.itemId,
        accountId: stored.accountId,
        submittedAt,
      });
    }
    // Launched from an LTI platform with a grade service (issue 38): the attempt's score goes
    // back on the quiz's own line item (PendingManual while a coach has to grade).
    await queueQuizScore(tx, { attempt: stored, step: 'submitted', now: submittedAt });
    if (graded.passed === true) {
      await tx
        .insert(itemProgress)
        .values({ accountId: row.accountId, itemId: row.itemId, courseId: row.courseId })
        .onConflictDoNothing();
      await recomputeEnrollment(tx, { accountId: row.accountId, courseId: row.courseId });
    }
    return { ok: true, attempt: stored };
  });
}

/**
 * Whether one of the account's attempts (open or submitted) shows this question image: a
 * question's picture is read by whoever has it in front of them, never by whoever merely may
 * take some quiz (random pools draw from other courses' questions; an image of a question not
 * drawn stays unseen). docs/question-interchange.md "Question images".
 */
export async function attemptShowsImage(
  db: Db,
  params: { portalId: string; accountId: string; fileId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.portalId, params.portalId),
        eq(quizAttempts.accountId, params.accountId),
        sql`${quizAttempts.questions} @> ${JSON.stringify([{ image: { fileId: params.fileId } }])}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
