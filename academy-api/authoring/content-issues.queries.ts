import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canMove, isClosed } from '../../shared/content-issues/transitions';
import { trustedAccountScope } from '../access/account-scope';
import { coursePageLink, createNotification, itemLink } from '../communication';
import type { Db } from '../db/database';
import {
  accounts,
  type ContentIssueCategory,
  type ContentIssueStatus,
  contentIssues,
  courseItems,
  courses,
} from '../db/schema';

const handlers = alias(accounts, 'handlers');

/** A content issue as the admin list shows it: with its course, lesson, reporter and handler. */
const columns = {
  id: contentIssues.id,
  portalId: contentIssues.portalId,
  courseId: contentIssues.courseId,
  itemId: contentIssues.itemId,
  category: contentIssues.category,
  message: contentIssues.message,
  reporterId: contentIssues.reporterId,
  status: contentIssues.status,
  handledBy: contentIssues.handledBy,
  resolution: contentIssues.resolution,
  resolvedAt: contentIssues.resolvedAt,
  createdAt: contentIssues.createdAt,
  updatedAt: contentIssues.updatedAt,
  courseTitle: courses.title,
  courseSlug: courses.slug,
  itemTitle: courseItems.title,
  itemSlug: courseItems.slug,
  reporterName: accounts.fullName,
  handlerName: handlers.fullName,
};

export type ContentIssueRow = {
  id: string;
  portalId: string;
  courseId: string;
  itemId: string | null;
  category: ContentIssueCategory;
  message: string;
  reporterId: string | null;
  status: ContentIssueStatus;
  handledBy: string | null;
  resolution: string;
  resolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  courseTitle: string;
  courseSlug: string;
  itemTitle: string | null;
  itemSlug: string | null;
  reporterName: string | null;
  handlerName: string | null;
};

const withDetails = (db: Db) =>
  db
    .select(columns)
    .from(contentIssues)
    .innerJoin(courses, eq(courses.id, contentIssues.courseId))
    .leftJoin(courseItems, eq(courseItems.id, contentIssues.itemId))
    .leftJoin(accounts, eq(accounts.id, contentIssues.reporterId))
    .leftJoin(handlers, eq(handlers.id, contentIssues.handledBy));

export type ContentIssueFilter = {
  portalId: string;
  courseId?: string;
  category?: ContentIssueCategory;
};

const filterConditions = (params: ContentIssueFilter): SQL[] => {
  const conditions: SQL[] = [eq(contentIssues.portalId, params.portalId)];
  if (params.courseId) conditions.push(eq(contentIssues.courseId, params.courseId));
  if (params.category) conditions.push(eq(contentIssues.category, params.category));
  return conditions;
};

/**
 * One page of the portal's content issues, newest first unless asked otherwise, served by
 * content_issues_portal_status_created_idx (portal, status, created_at).
 */
export async function listContentIssues(
  db: Db,
  params: ContentIssueFilter & {
    status?: ContentIssueStatus;
    oldestFirst?: boolean;
    page: { limit: number; offset: number };
  },
): Promise<{ rows: ContentIssueRow[]; total: number }> {
  const conditions = filterConditions(params);
  if (params.status) conditions.push(eq(contentIssues.status, params.status));
  const where = and(...conditions);
  const order = params.oldestFirst
    ? [asc(contentIssues.createdAt), asc(contentIssues.id)]
    : [desc(contentIssues.createdAt), desc(contentIssues.id)];
  const [rows, [total]] = await Promise.all([
    withDetails(db)
      .where(where)
      .orderBy(...order)
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(contentIssues).where(where),
  ]);
  return { rows: rows as ContentIssueRow[], total: total?.value ?? 0 };
}

/** How many issues each status has under the same course and category filters (the tabs). */
export async function contentIssueCounts(
  db: Db,
  params: ContentIssueFilter,
): Promise<Record<ContentIssueStatus, number>> {
  const rows = await db
    .select({ status: contentIssues.status, value: count() })
    .from(contentIssues)
    .where(and(...filterConditions(params)))
    .groupBy(contentIssues.status);
  const counts = { open: 0, in_progress: 0, resolved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.value;
  return counts;
}

/** The portal's courses that have issues (the course filter's choices), A–Z. */
export async function coursesWithIssues(db: Db, params: { portalId: string }) {
  return db
    .selectDistinct({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(contentIssues)
    .innerJoin(courses, eq(courses.id, contentIssues.courseId))
    .where(eq(contentIssues.portalId, params.portalId))
    .orderBy(asc(courses.title), asc(courses.id));
}

export async function findContentIssue(db: Db, params: { portalId: string; id: string }) {
  const [row] = await withDetails(db).where(
    and(eq(contentIssues.portalId, params.portalId), eq(contentIssues.id, params.id)),
  );
  return (row as ContentIssueRow | undefined) ?? null;
}

type NotificationText = (names: { course: string; lesson: string | null }) => string;

/** What the reporter is told, in their own language (accounts.locale). */
const RESOLVED_MESSAGE: Record<string, NotificationText> = {
  en: ({ course, lesson }) =>
    lesson
      ? `The problem you reported in “${lesson}” (${course}) has been resolved.`
      : `The problem you reported in ${course} has been resolved.`,
  nl: ({ course, lesson }) =>
    lesson
      ? `Het probleem dat je meldde in “${lesson}” (${course}) is opgelost.`
      : `Het probleem dat je meldde in ${course} is opgelost.`,
  ro: ({ course, lesson }) =>
    lesson
      ? `Problema raportată de tine în „${lesson}” (${course}) a fost rezolvată.`
      : `Problema raportată de tine în ${course} a fost rezolvată.`,
};

export function resolvedMessage(locale: string, names: { course: string; lesson: string | null }) {
  return (RESOLVED_MESSAGE[locale] ?? RESOLVED_MESSAGE.en)?.(names) ?? '';
}

/** The exact lesson (or the course when the item is gone): /courses/{course}/{lesson}. */
export function lessonLink(issue: { courseSlug: string; itemSlug: string | null }) {
  return issue.itemSlug
    ? itemLink(issue.courseSlug, issue.itemSlug)
    : coursePageLink(issue.courseSlug);
}

export type StatusChange =
  | { ok: true; issue: ContentIssueRow; notified: boolean }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'illegal'; from: ContentIssueStatus };

/**
 * Moves an issue to `status` when the transition is legal (shared/content-issues/transitions.ts),
 * records who did it and when it was closed, and tells the reporter once it is resolved. One
 * transaction with the row locked, so two people changing it at once cannot both pass the check.
 */
export async function changeContentIssueStatus(
  db: Db,
  params: {
    portalId: string;
    id: string;
    status: ContentIssueStatus;
    resolution?: string;
    handledBy: string;
  },
): Promise<StatusChange> {
  const outcome = await db.transaction(async (tx): Promise<StatusChange> => {
    const [current] = await tx
      .select({ status: contentIssues.status })
      .from(contentIssues)
      .where(and(eq(contentIssues.portalId, params.portalId), eq(contentIssues.id, params.id)))
      .for('update');
    if (!current) return { ok: false, reason: 'not_found' };
    if (!canMove(current.status, params.status)) {
      return { ok: false, reason: 'illegal', from: current.status };
    }
    const now = new Date();
    await tx
      .update(contentIssues)
      .set({
        status: params.status,
        handledBy: params.handledBy,
        resolvedAt: isClosed(params.status) ? now : null,
        updatedAt: now,
        ...(params.resolution !== undefined ? { resolution: params.resolution } : {}),
      })
      .where(eq(contentIssues.id, params.id));
    const issue = await findContentIssue(tx, params);
    if (!issue) return { ok: false, reason: 'not_found' };
    let notified = false;
    if (params.status === 'resolved' && issue.reporterId) {
      const [reporter] = await tx
        .select({ locale: accounts.locale })
        .from(accounts)
        .where(eq(accounts.id, issue.reporterId));
      // The issue's reporter is whose notification this is: the scope is known, not requested.
      await createNotification(tx, {
        scope: trustedAccountScope(issue.reporterId, params.portalId),
        message: resolvedMessage(reporter?.locale ?? 'en', {
          course: issue.courseTitle,
          lesson: issue.itemTitle,
        }),
        // The words' language (the reporter's, else English; WCAG 3.1.2).
        language: reporter?.locale && RESOLVED_MESSAGE[reporter.locale] ? reporter.locale : 'en',
        link: lessonLink(issue),
        receivedAt: now,
      });
      notified = true;
    }
    return { ok: true, issue, notified };
  });
  return outcome;
}
