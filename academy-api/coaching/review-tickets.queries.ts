import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { activeClaimant, claimCutoff, mayClaim } from '../../shared/coaching/claims';
import {
  type GradeTarget,
  gradeOutcome,
  gradeTargetOf,
  quizTarget,
  resultsWithReview,
} from '../../shared/coaching/grading';
import { canMove, statusOnOpen } from '../../shared/coaching/ticket-status';
import type {
  Grade,
  GradeOutcome,
  TicketDueFilter,
  TicketKind,
  TicketOwnerFilter,
  TicketSort,
  TicketStatus,
} from '../../shared/coaching/types';
import { percentOf } from '../../shared/quiz/attempt';
import type { QuestionResult } from '../../shared/quiz/types';
import {
  type CoachReach,
  type ResolvedReach,
  resolveReach,
  ticketsInResolvedReach,
} from '../access/coach-scope';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  accounts,
  assignments,
  courseGroups,
  courseItems,
  courses,
  gradeChanges,
  itemProgress,
  quizAttempts,
  reviewTicketAccounts,
  reviewTickets,
  submissions,
} from '../db/schema';
import { recomputeEnrollment } from '../learning';
import { queueQuizScore } from '../lti';
import { loadQuizSettings } from '../quiz';
import { settingsOfRow } from './assignments.queries';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const claimer = alias(accounts, 'claimer');
const grader = alias(accounts, 'grader');

export type TicketFilters = {
  statuses: readonly TicketStatus[];
  courseId?: string;
  due?: TicketDueFilter;
  owner?: TicketOwnerFilter;
  kind?: TicketKind;
  search?: string;
};

/** The queue's WHERE without its status and course filters: the reach, then the others. */
function filterConditions(params: {
  reach: ResolvedReach;
  viewerId: string;
  filters: TicketFilters;
  now: Date;
}): SQL | undefined {
  const { filters, now } = params;
  const nowIso = now.toISOString();
  const cutoff = claimCutoff(now);
  const conditions: (SQL | undefined)[] = [ticketsInResolvedReach(params.reach)];
  if (filters.kind) conditions.push(eq(reviewTickets.kind, filters.kind));
  if (filters.due === 'overdue') {
    conditions.push(sql`${qualified(reviewTickets.dueAt)} < ${nowIso}::timestamptz`);
  } else if (filters.due === 'week') {
    conditions.push(
      sql`${qualified(reviewTickets.dueAt)} >= ${nowIso}::timestamptz and ${qualified(reviewTickets.dueAt)} < ${new Date(now.getTime() + WEEK_MS).toISOString()}::timestamptz`,
    );
  } else if (filters.due === 'none') {
    conditions.push(isNull(reviewTickets.dueAt));
  }
  if (filters.owner === 'mine') {
    conditions.push(
      and(eq(reviewTickets.claimedBy, params.viewerId), gt(reviewTickets.lastActivityAt, cutoff)),
    );
  } else if (filters.owner === 'unassigned') {
    conditions.push(or(isNull(reviewTickets.claimedBy), lte(reviewTickets.lastActivityAt, cutoff)));
  }
  const term = filters.search?.trim().toLowerCase();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(
      or(
        sql`exists (select 1 from ${reviewTicketAccounts} join ${accounts} on ${qualified(accounts.id)} = ${qualified(reviewTicketAccounts.accountId)}
          where ${qualified(reviewTicketAccounts.ticketId)} = ${qualified(reviewTickets.id)} and lower(${qualified(accounts.fullName)}) like ${pattern})`,
        sql`exists (select 1 from ${courseGroups} where ${qualified(courseGroups.id)} = ${qualified(reviewTickets.groupId)} and lower(${qualified(courseGroups.name)}) like ${pattern})`,
      ),
    );
  }
  return and(...conditions);
}

const ORDER: Record<TicketSort, (desc: boolean) => SQL[]> = {
  submitted_at: (d) => [d ? desc(reviewTickets.submittedAt) : asc(reviewTickets.submittedAt)],
  due_at: (d) => [
    d
      ? sql`${qualified(reviewTickets.dueAt)} desc nulls last`
      : sql`${qualified(reviewTickets.dueAt)} asc nulls last`,
  ],
  updated_at: (d) => [d ? desc(reviewTickets.updatedAt) : asc(reviewTickets.updatedAt)],
};

const listColumns = {
  id: reviewTickets.id,
  kind: reviewTickets.kind,
  status: reviewTickets.status,
  courseId: reviewTickets.courseId,
  courseTitle: courses.title,
  courseSlug: courses.slug,
  itemId: reviewTickets.itemId,
  itemTitle: courseItems.title,
  itemSlug: courseItems.slug,
  groupId: reviewTickets.groupId,
  groupName: courseGroups.name,
  quizAttemptId: reviewTickets.quizAttemptId,
  dueAt: reviewTickets.dueAt,
  submittedAt: reviewTickets.submittedAt,
  updatedAt: reviewTickets.updatedAt,
  claimedBy: reviewTickets.claimedBy,
  claimedByName: claimer.fullName,
  lastActivityAt: reviewTickets.lastActivityAt,
  score: reviewTickets.score,
  maxScore: reviewTickets.maxScore,
  passed: reviewTickets.passed,
  attempt: sql<number>`coalesce((select max(${submissions.attempt}) from ${submissions} where ${submissions.ticketId} = ${reviewTickets.id}), 1)`,
};

export type TicketStudent = { id: string; fullName: string; email: string };
type ListColumnsRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];
export type TicketListRow = ListColumnsRow & { students: TicketStudent[] };

/** The students of some tickets, by ticket, in name order. */
async function studentsOf(db: Db, ticketIds: string[]): Promise<Map<string, TicketStudent[]>> {
  const byTicket = new Map<string, TicketStudent[]>();
  if (ticketIds.length === 0) return byTicket;
  const rows = await db
    .select({
      ticketId: reviewTicketAccounts.ticketId,
      id: accounts.id,
      fullName: accounts.fullName,
      email: accounts.email,
    })
    .from(reviewTicketAccounts)
    .innerJoin(accounts, eq(accounts.id, reviewTicketAccounts.accountId))
    .where(inArray(reviewTicketAccounts.ticketId, ticketIds))
    .orderBy(asc(accounts.fullName));
  for (const { ticketId, ...student } of rows) {
    const list = byTicket.get(ticketId) ?? [];
    list.push(student);
    byTicket.set(ticketId, list);
  }
  return byTicket;
}

function baseSelect(db: Db) {
  return db
    .select(listColumns)
    .from(reviewTickets)
    .innerJoin(courses, eq(courses.id, reviewTickets.courseId))
    .innerJoin(courseItems, eq(courseItems.id, reviewTickets.itemId))
    .leftJoin(courseGroups, eq(courseGroups.id, reviewTickets.groupId))
    .leftJoin(claimer, eq(claimer.id, reviewTickets.claimedBy));
}

/**
 * Counting stops here: a queue of more tickets says "more than 1,000" (meta.total_capped), as
 * the accounts list does. Counting thousands exactly would cost more than the page itself.
 */
export const TICKET_TOTAL_CAP = 1000;

/** The courses a queue's course filter offers: those with tickets in the reach. */
async function courseChoices(db: Db, reach: ResolvedReach) {
  const hasTickets = sql`exists (select 1 from ${reviewTickets} where ${qualified(reviewTickets.courseId)} = ${qualified(courses.id)})`;
  if (reach.kind === 'portal') {
    return db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(and(eq(courses.portalId, reach.portalId), hasTickets))
      .orderBy(asc(courses.title));
  }
  const viaStudents =
    reach.studentIds.length > 0
      ? sql`${qualified(courses.id)} in (select ${qualified(reviewTickets.courseId)} from ${reviewTickets}
          join ${reviewTicketAccounts} on ${qualified(reviewTicketAccounts.ticketId)} = ${qualified(reviewTickets.id)}
          where ${inArray(reviewTicketAccounts.accountId, reach.studentIds)})`
      : undefined;
  const coached = reach.courseIds.length > 0 ? inArray(courses.id, reach.courseIds) : undefined;
  if (!viaStudents && !coached) return [];
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.portalId, reach.portalId), or(coached, viaStudents), hasTickets))
    .orderBy(asc(courses.title));
}

/**
 * The queue (docs/coaching-api.md "Review tickets"): one page of the tickets the reach sees,
 * filtered and sorted, with the total (counted up to TICKET_TOTAL_CAP) and the courses to filter
 * by. The reach is resolved to ids first; the page is read in index order (LIMIT stops the walk),
 * then its details and students.
 */
export async function listTickets(
  db: Db,
  params: {
    reach: CoachReach;
    viewerId: string;
    filters: TicketFilters;
    sort: { field: TicketSort; desc: boolean };
    limit: number;
    offset: number;
    now: Date;
  },
) {
  const reach = await resolveReach(db, params.reach, params.now);
  const { statuses, courseId } = params.filters;
  const where = and(
    filterConditions({ ...params, reach }),
    statuses.length > 0 ? inArray(reviewTickets.status, [...statuses]) : undefined,
    courseId ? eq(reviewTickets.courseId, courseId) : undefined,
  );
  const [page, [counted], courseRows] = await Promise.all([
    db
      .select({ id: reviewTickets.id })
      .from(reviewTickets)
      .where(where)
      .orderBy(...ORDER[params.sort.field](params.sort.desc), asc(reviewTickets.id))
      .limit(params.limit)
      .offset(params.offset),
    db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(reviewTickets)
        .where(where)
        .limit(TICKET_TOTAL_CAP + 1)
        .as('capped'),
    ),
    courseChoices(db, reach),
  ]);
  const ids = page.map((row) => row.id);
  const [details, students] = await Promise.all([
    ids.length > 0 ? baseSelect(db).where(inArray(reviewTickets.id, ids)) : Promise.resolve([]),
    studentsOf(db, ids),
  ]);
  const byId = new Map(details.map((row) => [row.id, row]));
  const found = counted?.n ?? 0;
  return {
    rows: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...row, students: students.get(id) ?? [] }] : [];
    }),
    total: Math.min(found, TICKET_TOTAL_CAP),
    capped: found > TICKET_TOTAL_CAP,
    courses: courseRows,
  };
}

export type TicketRecord = TicketListRow & {
  portalId: string;
  gradeValue: Grade | null;
  feedbackHtml: string;
  gradedBy: string | null;
  gradedByName: string | null;
  gradedAt: Date | null;
  claimedAt: Date | null;
};

/** One ticket of the portal with its students; null when there is none (another portal's). */
export async function findTicket(
  db: Db,
  params: { portalId: string; id: string },
): Promise<TicketRecord | null> {
  const [row] = await db
    .select({
      ...listColumns,
      portalId: reviewTickets.portalId,
      gradeValue: reviewTickets.grade,
      feedbackHtml: reviewTickets.feedbackHtml,
      gradedBy: reviewTickets.gradedBy,
      gradedByName: grader.fullName,
      gradedAt: reviewTickets.gradedAt,
      claimedAt: reviewTickets.claimedAt,
    })
    .from(reviewTickets)
    .innerJoin(courses, eq(courses.id, reviewTickets.courseId))
    .innerJoin(courseItems, eq(courseItems.id, reviewTickets.itemId))
    .leftJoin(courseGroups, eq(courseGroups.id, reviewTickets.groupId))
    .leftJoin(claimer, eq(claimer.id, reviewTickets.claimedBy))
    .leftJoin(grader, eq(grader.id, reviewTickets.gradedBy))
    .where(and(eq(reviewTickets.portalId, params.portalId), eq(reviewTickets.id, params.id)));
  if (!row) return null;
  const students = await studentsOf(db, [row.id]);
  return { ...row, students: students.get(row.id) ?? [] };
}

/** The grade audit of a ticket, oldest first. */
export async function ticketGradeChanges(db: Db, ticketId: string) {
  return db
    .select({
      id: gradeChanges.id,
      changedByName: accounts.fullName,
      oldGrade: gradeChanges.oldGrade,
      newGrade: gradeChanges.newGrade,
      oldScore: gradeChanges.oldScore,
      newScore: gradeChanges.newScore,
      oldPassed: gradeChanges.oldPassed,
      newPassed: gradeChanges.newPassed,
      maxScore: gradeChanges.maxScore,
      createdAt: gradeChanges.createdAt,
    })
    .from(gradeChanges)
    .leftJoin(accounts, eq(accounts.id, gradeChanges.changedBy))
    .where(eq(gradeChanges.ticketId, ticketId))
    .orderBy(asc(gradeChanges.createdAt), asc(gradeChanges.id));
}

/** A quiz ticket's open questions: prompt, points, the student's text and the score given. */
export async function quizReview(db: Db, params: { portalId: string; attemptId: string }) {
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.portalId, params.portalId), eq(quizAttempts.id, params.attemptId)));
  if (!attempt) return null;
  const settings = await loadQuizSettings(db, {
    portalId: params.portalId,
    itemId: attempt.itemId,
  });
  const results = new Map((attempt.results ?? []).map((result) => [result.questionId, result]));
  const questions = attempt.questions
    .filter((question) => question.definition.type === 'open')
    .map((question) => {
      const answer = attempt.answers[question.questionId];
      const result = results.get(question.questionId);
      return {
        questionId: question.questionId,
        prompt: question.prompt,
        points: question.points,
        answerText: answer?.type === 'open' ? answer.text : '',
        score: result && !result.pending ? result.score : null,
      };
    });
  return {
    passMark: settings.passMark,
    score: attempt.score,
    maxScore: attempt.maxScore,
    percent: attempt.percent,
    questions,
  };
}

export type TicketMoveFailure =
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'claimed'; claimedByName: string | null }
  | { ok: false; reason: 'illegal'; from: TicketStatus; to: TicketStatus }
  | { ok: false; reason: 'invalid'; problem: { code: string; detail: Record<string, string> } };

type LockedTicket = typeof reviewTickets.$inferSelect;

/** Locks the ticket row for the rest of the transaction (another coach's claim waits). */
async function lockTicket(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(reviewTickets)
    .where(and(eq(reviewTickets.portalId, params.portalId), eq(reviewTickets.id, params.id)))
    .for('update');
  return row ?? null;
}

async function nameOf(db: Db, accountId: string | null) {
  if (!accountId) return null;
  const [row] = await db
    .select({ fullName: accounts.fullName })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.fullName ?? null;
}

/** Someone else holds the claim at `now`: the failure naming them. */
async function claimedByOther(
  db: Db,
  ticket: LockedTicket,
  coachId: string,
  now: Date,
): Promise<TicketMoveFailure | null> {
  if (mayClaim(ticket, coachId, now)) return null;
  return {
    ok: false,
    reason: 'claimed',
    claimedByName: await nameOf(db, activeClaimant(ticket, now)),
  };
}

/**
 * Opening a ticket claims it (SCREENS "Coaching"): new and resubmitted move to in review, the
 * claim and its activity are the viewer's now. Another coach's live claim refuses (two coaches
 * opening at once: the row lock makes one of them wait and then see the other's claim).
 */
export async function claimTicket(
  db: Db,
  params: { portalId: string; id: string; coachId: string; now: Date },
): Promise<{ ok: true } | TicketMoveFailure> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, params);
    if (!ticket) return { ok: false, reason: 'not_found' };
    if (ticket.status === 'closed') {
      return { ok: false, reason: 'illegal', from: 'closed', to: 'in_review' };
    }
    const other = await claimedByOther(tx, ticket, params.coachId, params.now);
    if (other) return other;
    const renewing = activeClaimant(ticket, params.now) === params.coachId;
    await tx
      .update(reviewTickets)
      .set({
        status: statusOnOpen(ticket.status),
        claimedBy: params.coachId,
        claimedAt: renewing ? ticket.claimedAt : params.now,
        lastActivityAt: params.now,
        ...(ticket.status !== statusOnOpen(ticket.status) ? { updatedAt: params.now } : {}),
      })
      .where(eq(reviewTickets.id, ticket.id));
    return { ok: true };
  });
}

/** Drops the viewer's claim (nothing when it is not theirs). */
export async function releaseTicket(
  db: Db,
  params: { portalId: string; id: string; coachId: string },
): Promise<boolean> {
  const rows = await db
    .update(reviewTickets)
    .set({ claimedBy: null, claimedAt: null })
    .where(
      and(
        eq(reviewTickets.portalId, params.portalId),
        eq(reviewTickets.id, params.id),
        eq(reviewTickets.claimedBy, params.coachId),
      ),
    )
    .returning({ id: reviewTickets.id });
  return rows.length > 0;
}

/** Saves the draft feedback (the claimer, or anyone while nobody holds it); renews the claim. */
export async function saveTicketFeedback(
  db: Db,
  params: { portalId: string; id: string; coachId: string; feedbackHtml: string; now: Date },
): Promise<{ ok: true } | TicketMoveFailure> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, params);
    if (!ticket) return { ok: false, reason: 'not_found' };
    if (ticket.status === 'closed') {
      return { ok: false, reason: 'illegal', from: 'closed', to: 'closed' };
    }
    const other = await claimedByOther(tx, ticket, params.coachId, params.now);
    if (other) return other;
    await tx
      .update(reviewTickets)
      .set({
        feedbackHtml: params.feedbackHtml,
        claimedBy: params.coachId,
        claimedAt:
          activeClaimant(ticket, params.now) === params.coachId ? ticket.claimedAt : params.now,
        lastActivityAt: params.now,
        updatedAt: params.now,
      })
      .where(eq(reviewTickets.id, ticket.id));
    return { ok: true };
  });
}

/**
 * What the ticket's grade is checked against: its assignment's scheme, or its attempt — whose
 * open questions all count as open again (a regrade grades every one of them anew).
 */
async function targetOf(
  db: Db,
  ticket: LockedTicket,
): Promise<{ target: GradeTarget; reopened: QuestionResult[] | null } | null> {
  if (ticket.kind === 'quiz') {
    if (!ticket.quizAttemptId) return null;
    const [attempt] = await db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, ticket.quizAttemptId))
      .for('update');
    if (!attempt?.results) return null;
    const settings = await loadQuizSettings(db, {
      portalId: ticket.portalId,
      itemId: ticket.itemId,
    });
    const openIds = new Set(
      attempt.questions.filter((q) => q.definition.type === 'open').map((q) => q.questionId),
    );
    const reopened = attempt.results.map((result) =>
      openIds.has(result.questionId) ? { ...result, pending: true } : result,
    );
    return { target: quizTarget(reopened, attempt.maxScore, settings.passMark), reopened };
  }
  const [row] = await db.select().from(assignments).where(eq(assignments.itemId, ticket.itemId));
  return { target: gradeTargetOf(settingsOfRow(row)), reopened: null };
}

/** The ids of a ticket's students (the grade and the messages go to every one). */
async function accountsOfTicket(db: Db, ticketId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviewTicketAccounts.accountId })
    .from(reviewTicketAccounts)
    .where(eq(reviewTicketAccounts.ticketId, ticketId));
  return rows.map((row) => row.id);
}

/** Sets the status of a ticket's latest submission (its attempt with the highest number). */
async function setLatestSubmission(
  db: Db,
  ticketId: string,
  status: 'graded' | 'changes_requested',
) {
  await db
    .update(submissions)
    .set({ status })
    .where(
      and(
        eq(submissions.ticketId, ticketId),
        sql`${qualified(submissions.attempt)} = (select max(${qualified(submissions.attempt)}) from ${submissions} where ${qualified(submissions.ticketId)} = ${ticketId}::uuid)`,
      ),
    );
}

export type GradeResult = {
  ok: true;
  ticket: LockedTicket;
  outcome: GradeOutcome;
  accountIds: string[];
  /** The grade changed whether the item counts as done (certificates may be due). */
  passedNow: boolean;
};

/**
 * Grades (or regrades) a ticket, in one transaction with the row locked: the move must be legal
 * (in review → graded, graded → graded), the grader must hold the claim or nobody may, and the
 * grade must fit the scheme. Records the grade audit, releases the claim, marks the latest
 * submission graded, and marks the item done for every student of the ticket when it passes
 * (undone when a regrade fails it). A quiz ticket completes the attempt's results and score.
 */
export async function gradeTicket(
  db: Db,
  params: {
    portalId: string;
    id: string;
    coachId: string;
    grade: Grade;
    feedbackHtml: string;
    now: Date;
  },
): Promise<GradeResult | TicketMoveFailure> {
  return db.transaction(async (tx): Promise<GradeResult | TicketMoveFailure> => {
    const ticket = await lockTicket(tx, params);
    if (!ticket) return { ok: false, reason: 'not_found' };
    if (!canMove(ticket.status, 'graded', ticket.kind)) {
      return { ok: false, reason: 'illegal', from: ticket.status, to: 'graded' };
    }
    const other = await claimedByOther(tx, ticket, params.coachId, params.now);
    if (other) return other;
    const graded = await targetOf(tx, ticket);
    if (!graded) return { ok: false, reason: 'not_found' };
    const checked = gradeOutcome(params.grade, graded.target);
    if (!checked.ok) return { ok: false, reason: 'invalid', problem: checked.problem };
    const { outcome } = checked;
    const [updated] = await tx
      .update(reviewTickets)
      .set({
        status: 'graded',
        grade: params.grade,
        score: outcome.score,
        maxScore: outcome.maxScore,
        passed: outcome.passed,
        feedbackHtml: params.feedbackHtml,
        gradedBy: params.coachId,
        gradedAt: params.now,
        claimedBy: null,
        claimedAt: null,
        lastActivityAt: params.now,
        updatedAt: params.now,
      })
      .where(eq(reviewTickets.id, ticket.id))
      .returning();
    if (!updated) throw new Error('The locked ticket could not be updated');
    await tx.insert(gradeChanges).values({
      ticketId: ticket.id,
      changedBy: params.coachId,
      oldGrade: ticket.grade,
      newGrade: params.grade,
      oldScore: ticket.score,
      newScore: outcome.score,
      oldPassed: ticket.passed,
      newPassed: outcome.passed,
      maxScore: outcome.maxScore,
      createdAt: params.now,
    });
    const accountIds = await accountsOfTicket(tx, ticket.id);
    if (ticket.quizAttemptId && graded.reopened && params.grade.scheme === 'quiz') {
      const [attempt] = await tx
        .update(quizAttempts)
        .set({
          results: resultsWithReview(graded.reopened, params.grade.questions),
          score: outcome.score,
          percent: percentOf(outcome.score, outcome.maxScore),
          passed: outcome.passed,
          pendingReview: false,
        })
        .where(eq(quizAttempts.id, ticket.quizAttemptId))
        .returning();
      // Launched from an LTI platform (issue 38): the coach's grade goes back, FullyGraded.
      if (attempt) await queueQuizScore(tx, { attempt, step: 'graded', now: params.now });
    } else {
      await setLatestSubmission(tx, ticket.id, 'graded');
    }
    const wasPassed = ticket.passed === true;
    // A quiz item may be done by another attempt too: a quiz regrade never undoes it.
    const undo = !outcome.passed && ticket.kind === 'assignment';
    if (outcome.passed !== wasPassed && (outcome.passed || undo)) {
      for (const accountId of accountIds) {
        if (outcome.passed) {
          await tx
            .insert(itemProgress)
            .values({
              accountId,
              itemId: ticket.itemId,
              courseId: ticket.courseId,
              completedAt: params.now,
            })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(itemProgress)
            .where(
              and(eq(itemProgress.accountId, accountId), eq(itemProgress.itemId, ticket.itemId)),
            );
        }
        await recomputeEnrollment(tx, { accountId, courseId: ticket.courseId });
      }
    }
    return {
      ok: true,
      ticket: updated,
      outcome,
      accountIds,
      passedNow: outcome.passed && !wasPassed,
    };
  });
}

/** in review → changes requested (assignments): the feedback says what to change. */
export async function requestChanges(
  db: Db,
  params: { portalId: string; id: string; coachId: string; feedbackHtml: string; now: Date },
): Promise<{ ok: true; ticket: LockedTicket; accountIds: string[] } | TicketMoveFailure> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, params);
    if (!ticket) return { ok: false, reason: 'not_found' };
    if (!canMove(ticket.status, 'changes_requested', ticket.kind)) {
      return { ok: false, reason: 'illegal', from: ticket.status, to: 'changes_requested' };
    }
    const other = await claimedByOther(tx, ticket, params.coachId, params.now);
    if (other) return other;
    const [updated] = await tx
      .update(reviewTickets)
      .set({
        status: 'changes_requested',
        feedbackHtml: params.feedbackHtml,
        claimedBy: null,
        claimedAt: null,
        lastActivityAt: params.now,
        updatedAt: params.now,
      })
      .where(eq(reviewTickets.id, ticket.id))
      .returning();
    if (!updated) throw new Error('The locked ticket could not be updated');
    await setLatestSubmission(tx, ticket.id, 'changes_requested');
    const accountIds = await accountsOfTicket(tx, ticket.id);
    return { ok: true, ticket: updated, accountIds };
  });
}

/** graded → closed: nothing changes on it after that. */
export async function closeTicket(
  db: Db,
  params: { portalId: string; id: string; coachId: string; now: Date },
): Promise<{ ok: true } | TicketMoveFailure> {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, params);
    if (!ticket) return { ok: false, reason: 'not_found' };
    if (!canMove(ticket.status, 'closed', ticket.kind)) {
      return { ok: false, reason: 'illegal', from: ticket.status, to: 'closed' };
    }
    const other = await claimedByOther(tx, ticket, params.coachId, params.now);
    if (other) return other;
    await tx
      .update(reviewTickets)
      .set({ status: 'closed', claimedBy: null, claimedAt: null, updatedAt: params.now })
      .where(eq(reviewTickets.id, ticket.id));
    return { ok: true };
  });
}

/**
 * A quiz attempt with open answers waits for a coach: its ticket (status new), made in the
 * submit's own transaction (academy-api/quiz/quiz-attempts.queries.ts submitAttempt).
 */
export async function openQuizTicket(
  db: Db,
  attempt: {
    id: string;
    portalId: string;
    courseId: string;
    itemId: string;
    accountId: string;
    submittedAt: Date;
  },
) {
  const [ticket] = await db
    .insert(reviewTickets)
    .values({
      portalId: attempt.portalId,
      courseId: attempt.courseId,
      itemId: attempt.itemId,
      kind: 'quiz',
      accountId: attempt.accountId,
      quizAttemptId: attempt.id,
      status: 'new',
      submittedAt: attempt.submittedAt,
      lastActivityAt: attempt.submittedAt,
      createdAt: attempt.submittedAt,
      updatedAt: attempt.submittedAt,
    })
    .onConflictDoNothing()
    .returning({ id: reviewTickets.id });
  if (ticket) {
    await db
      .insert(reviewTicketAccounts)
      .values({ ticketId: ticket.id, accountId: attempt.accountId })
      .onConflictDoNothing();
  }
}
