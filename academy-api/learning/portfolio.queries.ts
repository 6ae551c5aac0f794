import { and, asc, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import { type CourseSummary, courseSummaryColumns } from '../catalog';
import type { Db } from '../db/database';
import {
  catalogs,
  courses,
  enrollments,
  files,
  type PortfolioItemKind,
  portfolioItems,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { type FileRow, filesOfPortfolioItems } from '../files/files.queries';

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type PortfolioItemRecord = PortfolioItemRow & {
  course: CourseSummary | null;
  /** Its attached files, oldest first; undefined when the portal has no account_files. */
  files?: FileRow[];
};

// The linked course comes along in the same row, its columns selected flat under a prefix: a
// nested object mixing two left-joined tables would not come back as null without a course.
const courseColumns = Object.fromEntries(
  Object.entries(courseSummaryColumns).map(([name, column]) => [`course_${name}`, column]),
) as {
  [K in keyof typeof courseSummaryColumns as `course_${K}`]: (typeof courseSummaryColumns)[K];
};

function selectItems(db: Db) {
  return db
    .select({ ...getTableColumns(portfolioItems), ...courseColumns })
    .from(portfolioItems)
    .leftJoin(courses, eq(courses.id, portfolioItems.courseId))
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId));
}

type SelectedItem = Awaited<ReturnType<typeof selectItems>>[number];

function toRecord(row: SelectedItem): PortfolioItemRecord {
  const item: Record<string, unknown> = {};
  const course: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    if (name.startsWith('course_')) course[name.slice('course_'.length)] = value;
    else item[name] = value;
  }
  return {
    ...(item as PortfolioItemRow),
    course: course.id ? (course as unknown as CourseSummary) : null,
  };
}

const ofAccount = (scope: AccountScope, id: string) =>
  and(eq(portfolioItems.accountId, scope.accountId), eq(portfolioItems.id, id));

export type ListPortfolioItemsParams = {
  scope: AccountScope;
  oldestFirst?: boolean;
  page: { number: number; size: number };
  /** Load each item's files too (the portal has account_files): one more query a page. */
  withFiles?: boolean;
};

/**
 * One page of an account's portfolio with the linked courses, newest first by default
 * (portfolio_items_account_created_idx serves both directions).
 */
export async function listPortfolioItems(db: Db, params: ListPortfolioItemsParams) {
  const where = eq(portfolioItems.accountId, params.scope.accountId);
  const order = params.oldestFirst
    ? [asc(portfolioItems.createdAt), asc(portfolioItems.id)]
    : [desc(portfolioItems.createdAt), desc(portfolioItems.id)];
  const rows = await selectItems(db)
    .where(where)
    .orderBy(...order)
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db.select({ value: count() }).from(portfolioItems).where(where);
  const records = rows.map(toRecord);
  if (params.withFiles) await attachFiles(db, records);
  return { rows: records, total: total?.value ?? 0 };
}

/** Sets `files` on each record: the page's files in one query. */
async function attachFiles(db: Db, records: PortfolioItemRecord[]) {
  const found = await filesOfPortfolioItems(db, { itemIds: records.map((record) => record.id) });
  for (const record of records) {
    record.files = found.filter((file) => file.portfolioItemId === record.id);
  }
}

export async function findPortfolioItem(db: Db, params: { scope: AccountScope; id: string }) {
  const [row] = await selectItems(db).where(ofAccount(params.scope, params.id));
  return row ? toRecord(row) : null;
}

/** Whether the account is enrolled in the course: only those may be linked to an item. */
export async function isEnrolled(db: Db, params: { scope: AccountScope; courseId: string }) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.accountId, params.scope.accountId),
        eq(enrollments.courseId, params.courseId),
      ),
    );
  return row !== undefined;
}

export type NewPortfolioItem = {
  scope: AccountScope;
  courseId: string | null;
  title: string;
  description: string;
  kind: PortfolioItemKind;
  sharedWithCoach?: boolean;
  createdAt?: Date;
};

/** Inserts items with time-ordered ids (the list's tie-breaker then agrees with created_at). */
export async function insertPortfolioItems(db: Db, items: NewPortfolioItem[]) {
  if (items.length === 0) return [];
  return db
    .insert(portfolioItems)
    .values(
      items.map(({ scope, ...item }) => {
        const createdAt = item.createdAt ?? new Date();
        return { ...item, accountId: scope.accountId, id: uuidV7(createdAt.getTime()), createdAt };
      }),
    )
    .returning({ id: portfolioItems.id });
}

/** Creates one item and reads it back with its course. */
export async function createPortfolioItem(db: Db, item: NewPortfolioItem) {
  const [row] = await insertPortfolioItems(db, [item]);
  const created = row && (await findPortfolioItem(db, { scope: item.scope, id: row.id }));
  if (!created) throw new Error('Inserting a portfolio item returned no row');
  return created;
}

/** Shares an item with the account's primary coach, or stops sharing it; the item as now, or null. */
export async function setPortfolioItemShared(
  db: Db,
  params: { scope: AccountScope; id: string; shared: boolean },
) {
  const [row] = await db
    .update(portfolioItems)
    .set({ sharedWithCoach: params.shared })
    .where(ofAccount(params.scope, params.id))
    .returning({ id: portfolioItems.id });
  return row ? findPortfolioItem(db, { scope: params.scope, id: row.id }) : null;
}

/**
 * Deletes the item (its file rows go with it, ON DELETE CASCADE). Null when the item does not
 * exist or is not the account's; otherwise the storage keys of its files, whose bytes the
 * caller removes from the storage.
 */
export async function deletePortfolioItem(
  db: Db,
  params: { scope: AccountScope; id: string },
): Promise<{ storageKeys: string[] } | null> {
  return db.transaction(async (tx) => {
    const attached = await tx
      .select({ storageKey: files.storageKey })
      .from(files)
      .innerJoin(portfolioItems, eq(portfolioItems.id, files.portfolioItemId))
      .where(ofAccount(params.scope, params.id));
    const rows = await tx
      .delete(portfolioItems)
      .where(ofAccount(params.scope, params.id))
      .returning({ id: portfolioItems.id });
    if (rows.length === 0) return null;
    return { storageKeys: attached.map((file) => file.storageKey) };
  });
}
