import { and, asc, count, desc, eq, inArray, isNull, TransactionRollbackError } from 'drizzle-orm';
import { hasLessonContent } from '../../shared/authoring/publish-check';
import type { AssignmentFacts } from '../../shared/coaching/assignment-schema';
import { maySubmitAgain } from '../../shared/coaching/ticket-status';
import {
  ASSIGNMENT_LIMITS,
  type AssignmentSettings,
  DEFAULT_ASSIGNMENT_SETTINGS,
  type TicketStatus,
} from '../../shared/coaching/types';
import type { Db } from '../db/database';
import {
  accounts,
  assignments,
  courseGroupMembers,
  courseGroups,
  courseItems,
  courses,
  files,
  reviewTicketAccounts,
  reviewTickets,
  submissions,
} from '../db/schema';

/** An assignment item of a course of the portal. */
export type AssignmentItem = {
  itemId: string;
  title: string;
  slug: string;
  courseId: string;
  courseTitle: string;
  courseSlug: string;
};

/** The assignment item `itemId` of the portal (and of `courseId` when given); null otherwise. */
export async function findAssignmentItem(
  db: Db,
  params: { portalId: string; itemId: string; courseId?: string },
): Promise<AssignmentItem | null> {
  const [row] = await db
    .select({
      itemId: courseItems.id,
      title: courseItems.title,
      slug: courseItems.slug,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
    })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(
      and(
        eq(courseItems.id, params.itemId),
        eq(courseItems.kind, 'assignment'),
        eq(courses.portalId, params.portalId),
        params.courseId ? eq(courses.id, params.courseId) : undefined,
      ),
    );
  return row ?? null;
}

type AssignmentRow = typeof assignments.$inferSelect;

export const settingsOfRow = (row: AssignmentRow | undefined | null): AssignmentSettings =>
  row
    ? {
        instructionsHtml: row.instructionsHtml,
        dueAt: row.dueAt ? row.dueAt.toISOString() : null,
        mode: row.mode,
        scheme: row.scheme,
        maxPoints: row.maxPoints,
        passPercent: row.passPercent,
        rubric: row.rubric,
      }
    : { ...DEFAULT_ASSIGNMENT_SETTINGS, rubric: [] };

/**
 * An assignment item's settings. An assignment added in the course editor has no row until its
 * settings are first saved: until then it has the defaults.
 */
export async function loadAssignmentSettings(
  db: Db,
  params: { portalId: string; itemId: string },
): Promise<AssignmentSettings> {
  const [row] = await db
    .select()
    .from(assignments)
    .where(and(eq(assignments.itemId, params.itemId), eq(assignments.portalId, params.portalId)));
  return settingsOfRow(row);
}

/** Stores an assignment's whole settings (validated and sanitised by the caller). */
export async function saveAssignmentSettings(
  db: Db,
  params: { portalId: string; courseId: string; itemId: string; settings: AssignmentSettings },
): Promise<void> {
  const { settings } = params;
  const values = {
    instructionsHtml: settings.instructionsHtml,
    dueAt: settings.dueAt ? new Date(settings.dueAt) : null,
    mode: settings.mode,
    scheme: settings.scheme,
    maxPoints: settings.maxPoints,
    passPercent: settings.passPercent,
    rubric: settings.rubric,
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(assignments)
      .values({
        itemId: params.itemId,
        portalId: params.portalId,
        courseId: params.courseId,
        ...values,
      })
      .onConflictDoUpdate({ target: assignments.itemId, set: values });
    // The queue's due filter reads the ticket's copy: open tickets follow a changed due date.
    await tx
      .update(reviewTickets)
      .set({ dueAt: values.dueAt })
      .where(
        and(
          eq(reviewTickets.itemId, params.itemId),
          inArray(reviewTickets.status, ['new', 'in_review', 'changes_requested', 'resubmitted']),
        ),
      );
  });
}

/** How many groups a course has. */
export async function courseGroupCount(db: Db, courseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseGroups)
    .where(eq(courseGroups.courseId, courseId));
  return row?.n ?? 0;
}

/** What the publish check needs of a course's assignments (docs/coaching-api.md). */
export async function assignmentPublishFacts(
  db: Db,
  params: { portalId: string; courseId: string; itemIds: string[]; groupFeature: boolean },
): Promise<Map<string, AssignmentFacts>> {
  const facts = new Map<string, AssignmentFacts>();
  if (params.itemIds.length === 0) return facts;
  const [rows, groupCount] = await Promise.all([
    db
      .select()
      .from(assignments)
      .where(
        and(eq(assignments.portalId, params.portalId), inArray(assignments.itemId, params.itemIds)),
      ),
    courseGroupCount(db, params.courseId),
  ]);
  const byItem = new Map(rows.map((row) => [row.itemId, row]));
  for (const itemId of params.itemIds) {
    const settings = settingsOfRow(byItem.get(itemId));
    facts.set(itemId, {
      hasInstructions: hasLessonContent(settings.instructionsHtml),
      mode: settings.mode,
      scheme: settings.scheme,
      criteriaCount: settings.rubric.length,
      groupCount,
      groupFeature: params.groupFeature,
    });
  }
  return facts;
}

export type GroupMember = { id: string; fullName: string; email: string };
export type StudentGroup = { id: string; name: string; members: GroupMember[] };

/** The viewer's group in a course (with its members by name), or null. */
export async function findStudentGroup(
  db: Db,
  params: { courseId: string; accountId: string },
): Promise<StudentGroup | null> {
  const [membership] = await db
    .select({ groupId: courseGroupMembers.groupId, name: courseGroups.name })
    .from(courseGroupMembers)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupMembers.groupId))
    .where(
      and(
        eq(courseGroupMembers.courseId, params.courseId),
        eq(courseGroupMembers.accountId, params.accountId),
      ),
    );
  if (!membership) return null;
  const members = await db
    .select({ id: accounts.id, fullName: accounts.fullName, email: accounts.email })
    .from(courseGroupMembers)
    .innerJoin(accounts, eq(accounts.id, courseGroupMembers.accountId))
    .where(eq(courseGroupMembers.groupId, membership.groupId))
    .orderBy(asc(accounts.fullName));
  return { id: membership.groupId, name: membership.name, members };
}

/** Whose work it is: a student alone, or a group. */
export type Owner = { accountId: string; groupId: null } | { accountId: null; groupId: string };

const ownerWhere = (itemId: string, owner: Owner) =>
  and(
    eq(reviewTickets.itemId, itemId),
    eq(reviewTickets.kind, 'assignment'),
    owner.groupId
      ? eq(reviewTickets.groupId, owner.groupId)
      : and(eq(reviewTickets.accountId, owner.accountId as string), isNull(reviewTickets.groupId)),
  );

export type TicketRow = typeof reviewTickets.$inferSelect;

/** The ticket of an owner's work on an assignment, or null before the first submission. */
export async function findOwnerTicket(db: Db, params: { itemId: string; owner: Owner }) {
  const [row] = await db
    .select()
    .from(reviewTickets)
    .where(ownerWhere(params.itemId, params.owner));
  return row ?? null;
}

export type SubmissionFile = {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
};

export type SubmissionView = {
  id: string;
  attempt: number;
  status: (typeof submissions.$inferSelect)['status'];
  bodyHtml: string;
  submittedAt: Date;
  submittedById: string | null;
  submittedByName: string | null;
  files: SubmissionFile[];
};

/** A ticket's submissions, newest first, with their files and who submitted them. */
export async function ticketSubmissions(db: Db, ticketId: string): Promise<SubmissionView[]> {
  const rows = await db
    .select({
      id: submissions.id,
      attempt: submissions.attempt,
      status: submissions.status,
      bodyHtml: submissions.bodyHtml,
      submittedAt: submissions.submittedAt,
      submittedById: submissions.submittedBy,
      submittedByName: accounts.fullName,
    })
    .from(submissions)
    .leftJoin(accounts, eq(accounts.id, submissions.submittedBy))
    .where(eq(submissions.ticketId, ticketId))
    .orderBy(desc(submissions.attempt));
  if (rows.length === 0) return [];
  const fileRows = await db
    .select({
      id: files.id,
      submissionId: files.submissionId,
      fileName: files.fileName,
      contentType: files.contentType,
      sizeBytes: files.sizeBytes,
    })
    .from(files)
    .where(
      inArray(
        files.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(files.createdAt), asc(files.id));
  return rows.map((row) => ({
    ...row,
    files: fileRows
      .filter((file) => file.submissionId === row.id)
      .map(({ submissionId: _, ...file }) => file),
  }));
}

export type SubmitResult =
  | { ok: true; ticket: TicketRow; created: boolean }
  | { ok: false; reason: 'already_submitted' | 'already_graded' | 'files' };

/**
 * A submission (or resubmission) of an assignment, in one transaction: the owner's ticket is
 * made (status new) or locked and moved changes_requested → resubmitted; the attempt is
 * numbered after the last one; the files (the submitter's own uploads of purpose `submission`,
 * not attached to anything yet) are attached; whom the ticket is about is recorded (the
 * student, or every member of the group now). Two members submitting at once: one wins, the
 * other is told it was already submitted.
 */
export async function submitAssignment(
  db: Db,
  params: {
    portalId: string;
    courseId: string;
    itemId: string;
    owner: Owner;
    memberIds: string[];
    submittedBy: string;
    bodyHtml: string;
    fileIds: string[];
    dueAt: Date | null;
    now: Date;
  },
): Promise<SubmitResult> {
  return db
    .transaction(async (tx): Promise<SubmitResult> => {
      await tx
        .insert(reviewTickets)
        .values({
          portalId: params.portalId,
          courseId: params.courseId,
          itemId: params.itemId,
          kind: 'assignment',
          accountId: params.owner.accountId,
          groupId: params.owner.groupId,
          status: 'new',
          dueAt: params.dueAt,
          submittedAt: params.now,
          lastActivityAt: params.now,
          createdAt: params.now,
          updatedAt: params.now,
        })
        .onConflictDoNothing();
      const [ticket] = await tx
        .select()
        .from(reviewTickets)
        .where(ownerWhere(params.itemId, params.owner))
        .for('update');
      if (!ticket) throw new Error('A submitted ticket could not be read back');
      const [{ n: existing } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(submissions)
        .where(eq(submissions.ticketId, ticket.id));
      const first = existing === 0;
      if (!first && !maySubmitAgain(ticket.status)) {
        const graded = ticket.status === 'graded' || ticket.status === 'closed';
        return { ok: false, reason: graded ? 'already_graded' : 'already_submitted' };
      }
      if (params.fileIds.length > ASSIGNMENT_LIMITS.maxFilesPerSubmission) {
        return { ok: false, reason: 'files' };
      }
      const [submission] = await tx
        .insert(submissions)
        .values({
          portalId: params.portalId,
          ticketId: ticket.id,
          itemId: params.itemId,
          courseId: params.courseId,
          accountId: params.owner.accountId,
          groupId: params.owner.groupId,
          submittedBy: params.submittedBy,
          attempt: existing + 1,
          bodyHtml: params.bodyHtml,
          status: 'submitted',
          submittedAt: params.now,
        })
        .returning({ id: submissions.id });
      if (!submission) throw new Error('Inserting a submission returned no row');
      if (params.fileIds.length > 0) {
        const attached = await tx
          .update(files)
          .set({ submissionId: submission.id })
          .where(
            and(
              inArray(files.id, params.fileIds),
              eq(files.portalId, params.portalId),
              eq(files.uploadedBy, params.submittedBy),
              eq(files.purpose, 'submission'),
              isNull(files.submissionId),
            ),
          )
          .returning({ id: files.id });
        if (attached.length !== new Set(params.fileIds).size) {
          // Rolls the whole submission back: nothing half-attached.
          tx.rollback();
        }
      }
      const status: TicketStatus = first ? 'new' : 'resubmitted';
      const [updated] = await tx
        .update(reviewTickets)
        .set({
          status,
          submittedAt: params.now,
          updatedAt: params.now,
          dueAt: params.dueAt,
          // A resubmission goes back to the queue unclaimed.
          claimedBy: null,
          claimedAt: null,
        })
        .where(eq(reviewTickets.id, ticket.id))
        .returning();
      if (params.memberIds.length > 0) {
        await tx
          .insert(reviewTicketAccounts)
          .values(params.memberIds.map((accountId) => ({ ticketId: ticket.id, accountId })))
          .onConflictDoNothing();
      }
      return { ok: true, ticket: updated ?? ticket, created: first };
    })
    .catch((error: unknown): SubmitResult => {
      if (isRollback(error)) return { ok: false, reason: 'files' };
      throw error;
    });
}

const isRollback = (error: unknown) => error instanceof TransactionRollbackError;
