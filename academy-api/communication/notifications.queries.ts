import { and, asc, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { AccountScope } from '../access/account-scope';
import type { Db } from '../db/database';
import { notificationCounters, notifications } from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';

export type Notification = typeof notifications.$inferSelect;
export type NotificationStatus = 'unread' | 'read';
export type NotificationCounts = { total: number; unread: number };

const ofAccount = (scope: AccountScope, id: string) =>
  and(eq(notifications.accountId, scope.accountId), eq(notifications.id, id));

/** The account's totals, one primary-key read (kept exact by triggers, migration 0003). */
export async function notificationCounts(
  db: Db,
  params: { scope: AccountScope },
): Promise<NotificationCounts> {
  const [row] = await db
    .select({ total: notificationCounters.total, unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(eq(notificationCounters.accountId, params.scope.accountId));
  return row ?? { total: 0, unread: 0 };
}

export type ListNotificationsParams = {
  scope: AccountScope;
  status?: NotificationStatus;
  oldestFirst?: boolean;
  page: { number: number; size: number };
};

/** One page of an account's notifications, newest first by default, with its counts. */
export async function listNotifications(db: Db, params: ListNotificationsParams) {
  const counts = await notificationCounts(db, params);
  const total =
    params.status === 'unread'
      ? counts.unread
      : params.status === 'read'
        ? counts.total - counts.unread
        : counts.total;
  const offset = (params.page.number - 1) * params.page.size;
  // The exact total caps the limit, so the index scan stops at the last matching row instead
  // of stepping on over the dead entries of rows read since the last vacuum (after a big
  // "mark all as read" on PGlite, which has no autovacuum, that is ~10 ms per million).
  const limit = Math.min(params.page.size, total - offset);
  if (limit <= 0) return { rows: [], total, unread: counts.unread };
  const conditions: SQL[] = [eq(notifications.accountId, params.scope.accountId)];
  if (params.status === 'unread') conditions.push(isNull(notifications.readAt));
  if (params.status === 'read') conditions.push(isNotNull(notifications.readAt));
  const order = params.oldestFirst
    ? [asc(notifications.receivedAt), asc(notifications.id)]
    : [desc(notifications.receivedAt), desc(notifications.id)];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return { rows, total, unread: counts.unread };
}

export async function findNotification(db: Db, params: { scope: AccountScope; id: string }) {
  const [row] = await db.select().from(notifications).where(ofAccount(params.scope, params.id));
  return row ?? null;
}

export async function createNotification(
  db: Db,
  params: {
    scope: AccountScope;
    message: string;
    /** The language the message is written in, when known (WCAG 3.1.2). */
    language?: string | null;
    link?: string | null;
    receivedAt?: Date;
  },
): Promise<Notification> {
  const receivedAt = params.receivedAt ?? new Date();
  const [row] = await db
    .insert(notifications)
    .values({
      id: uuidV7(receivedAt.getTime()),
      accountId: params.scope.accountId,
      message: params.message,
      language: params.language ?? null,
      link: params.link ?? null,
      receivedAt,
    })
    .returning();
  if (!row) throw new Error('Inserting a notification returned no row');
  return row;
}

/** Sets or clears read_at; undefined changes nothing. Null when the row is not the account's. */
export async function updateNotification(
  db: Db,
  params: { scope: AccountScope; id: string; readAt?: Date | null },
): Promise<Notification | null> {
  if (params.readAt === undefined) return findNotification(db, params);
  const [row] = await db
    .update(notifications)
    .set({ readAt: params.readAt })
    .where(ofAccount(params.scope, params.id))
    .returning();
  return row ?? null;
}

export async function deleteNotification(db: Db, params: { scope: AccountScope; id: string }) {
  const rows = await db
    .delete(notifications)
    .where(ofAccount(params.scope, params.id))
    .returning({ id: notifications.id });
  return rows.length > 0;
}
