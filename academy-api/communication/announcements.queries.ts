import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnnouncementSeverity } from '../../shared/communication/rules';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { builtOncePerDb } from '../db/prepared';
import { qualified } from '../db/qualified';
import {
  accountRoles,
  accounts,
  announcementDismissals,
  announcements,
  entities,
  notifications,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { announcementLink } from './notification-links.queries';

export type AnnouncementRow = typeof announcements.$inferSelect;
type Page = { limit: number; offset: number };

/** Whether an announcement is waiting for its start, live, or over (the list's filter). */
export const ANNOUNCEMENT_STATES = ['scheduled', 'live', 'ended'] as const;
export type AnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export function announcementState(
  row: Pick<AnnouncementRow, 'startsAt' | 'endsAt'>,
  now: Date,
): AnnouncementState {
  if (row.startsAt > now) return 'scheduled';
  if (row.endsAt && row.endsAt <= now) return 'ended';
  return 'live';
}

/** Live at `now`: started, not ended (SQL of shared/communication/banner.ts isLive). */
const liveAt = (now: Date) =>
  and(
    lte(announcements.startsAt, now),
    or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
  );

function stateWhere(state: AnnouncementState, now: Date): SQL | undefined {
  if (state === 'scheduled') return gt(announcements.startsAt, now);
  if (state === 'ended') return lte(announcements.endsAt, now);
  return liveAt(now);
}

/** The severity as a number: the banner's order (critical, warning, info). */
const severityRank = sql`case ${announcements.severity} when 'critical' then 2 when 'warning' then 1 else 0 end`;

export type AnnouncementInput = {
  title: string;
  bodyHtml: string;
  /** The language of title and text (one of the portal's). */
  language: string | null;
  severity: AnnouncementSeverity;
  audienceRoles: string[];
  audienceEntityIds: string[];
  showBanner: boolean;
  showNews: boolean;
  notify: boolean;
  startsAt: Date;
  endsAt: Date | null;
};

/** /admin/announcements: the portal's announcements, newest start first, one page and the total. */
export async function listAnnouncements(
  db: Db,
  params: {
    portalId: string;
    state?: AnnouncementState;
    search?: string;
    now: Date;
    page: Page | null;
  },
) {
  const where = and(
    eq(announcements.portalId, params.portalId),
    params.state ? stateWhere(params.state, params.now) : undefined,
    params.search ? sql`${announcements.title} ilike ${likePattern(params.search)}` : undefined,
  );
  const query = db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.startsAt), desc(announcements.id));
  const [rows, [total]] = await Promise.all([
    params.page ? query.limit(params.page.limit).offset(params.page.offset) : query,
    db.select({ value: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAnnouncement(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.portalId, params.portalId), eq(announcements.id, params.id)));
  return row ?? null;
}

export async function createAnnouncement(
  db: Db,
  params: { portalId: string; createdBy: string; input: AnnouncementInput },
) {
  const [row] = await db
    .insert(announcements)
    .values({ portalId: params.portalId, createdBy: params.createdBy, ...params.input })
    .returning();
  if (!row) throw new Error('Inserting an announcement returned no row');
  return row;
}

export async function updateAnnouncement(
  db: Db,
  params: { portalId: string; id: string; input: Partial<AnnouncementInput> },
) {
  const [row] = await db
    .update(announcements)
    .set({ ...params.input, updatedAt: new Date() })
    .where(and(eq(announcements.portalId, params.portalId), eq(announcements.id, params.id)))
    .returning();
  return row ?? null;
}

export async function deleteAnnouncement(db: Db, params: { portalId: string; id: string }) {
  const deleted = await db
    .delete(announcements)
    .where(and(eq(announcements.portalId, params.portalId), eq(announcements.id, params.id)))
    .returning({ id: announcements.id });
  return deleted.length > 0;
}

/** The portal's entities (A–Z): the audience choices of the forms. */
export async function portalEntities(db: Db, params: { portalId: string }) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.portalId, params.portalId))
    .orderBy(asc(entities.name), asc(entities.id));
}

/** Which of `ids` are entities of the portal. */
export async function portalEntityIds(db: Db, params: { portalId: string; ids: string[] }) {
  if (params.ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: entities.id })
    .from(entities)
    .where(
      and(
        eq(entities.portalId, params.portalId),
        sql`${entities.id} = any(${sql.param(params.ids)}::uuid[])`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The audience clause for one account (shared/communication/audience.ts inAudience): any of
 * the roles (or none named), and its entity (or none named).
 */
function addressedTo(account: { id: SQL | string; entityId: SQL | string }) {
  return and(
    or(
      sql`cardinality(${announcements.audienceRoles}) = 0`,
      sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${account.id}
        and ${accountRoles.role} = any(${qualified(announcements.audienceRoles)}))`,
    ),
    or(
      sql`cardinality(${announcements.audienceEntityIds}) = 0`,
      sql`${account.entityId} = any(${announcements.audienceEntityIds})`,
    ),
  );
}

const entityOf = (accountId: string) =>
  sql`(select ${accounts.entityId} from ${accounts} where ${accounts.id} = ${accountId})`;

/**
 * The banner under the header for one account (the order of
 * shared/communication/banner.ts chooseBanner): its portal's live banners addressed to it and
 * not dismissed by it, the highest severity, then the newest. One indexed query, read with
 * /v1/me.
 */
const bannerQuery = builtOncePerDb((db) => {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const accountId = sql`${sql.placeholder('accountId')}::uuid`;
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      bodyHtml: announcements.bodyHtml,
      language: announcements.language,
      severity: announcements.severity,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
    })
    .from(announcements)
    .where(
      and(
        eq(announcements.portalId, sql.placeholder('portalId')),
        eq(announcements.showBanner, true),
        sql`${announcements.startsAt} <= ${now}`,
        or(isNull(announcements.endsAt), sql`${announcements.endsAt} > ${now}`),
        addressedTo({
          id: accountId,
          entityId: sql`(select ${accounts.entityId} from ${accounts} where ${accounts.id} = ${accountId})`,
        }),
        sql`not exists (select 1 from ${announcementDismissals}
          where ${announcementDismissals.accountId} = ${accountId}
          and ${announcementDismissals.announcementId} = ${qualified(announcements.id)})`,
      ),
    )
    .orderBy(desc(severityRank), desc(announcements.startsAt), desc(announcements.id))
    .limit(1)
    .prepare('me_banner');
});

export async function bannerFor(
  db: Db,
  params: { portalId: string; accountId: string; now: Date },
) {
  // Read with every signed-in page's Me: built once per database, a named statement.
  const [row] = await bannerQuery(db).execute({
    portalId: params.portalId,
    accountId: params.accountId,
    now: params.now.toISOString(),
  });
  return row ?? null;
}

export type BannerRow = NonNullable<Awaited<ReturnType<typeof bannerFor>>>;

/**
 * Coach news (`/coach/news`): live news items whose audience includes coaches (everyone, or
 * the coach role) and the coach's entity, newest first.
 */
export async function listNews(
  db: Db,
  params: { portalId: string; accountId: string; now: Date; page: Page },
) {
  const where = and(
    eq(announcements.portalId, params.portalId),
    eq(announcements.showNews, true),
    liveAt(params.now),
    or(
      sql`cardinality(${announcements.audienceRoles}) = 0`,
      sql`'coach' = any(${announcements.audienceRoles})`,
    ),
    or(
      sql`cardinality(${announcements.audienceEntityIds}) = 0`,
      sql`${entityOf(params.accountId)} = any(${announcements.audienceEntityIds})`,
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startsAt), desc(announcements.id))
      .limit(params.page.limit)
      .offset(params.page.offset),
    db.select({ value: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * "Dismiss" on the banner: remembered per account (every device). False when the portal has
 * no such live announcement addressed to the account (404).
 */
export async function dismissAnnouncement(
  db: Db,
  params: { portalId: string; accountId: string; id: string; now: Date },
) {
  const [target] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.portalId, params.portalId),
        eq(announcements.id, params.id),
        addressedTo({ id: params.accountId, entityId: entityOf(params.accountId) }),
      ),
    );
  if (!target) return false;
  await db
    .insert(announcementDismissals)
    .values({ accountId: params.accountId, announcementId: params.id, dismissedAt: params.now })
    .onConflictDoNothing();
  return true;
}

// ---------------------------------------------------------------------------------------------
// The notification fan-out (the background worker)
// ---------------------------------------------------------------------------------------------

/** Notifications inserted per transaction: small enough not to hold up requests on PGlite. */
export const FANOUT_BATCH = 500;

/**
 * One batch of one due fan-out (a live announcement with `notify`, not finished): the next
 * accounts of its audience in id order after the cursor get a notification, and the cursor
 * moves, in one transaction — so each account is notified exactly once, whatever stops the
 * process between batches. The announcement row is locked (SKIP LOCKED), so two instances on
 * one PostgreSQL never run the same batch. Returns how many were notified (0: nothing due).
 */
export async function fanOutNextBatch(
  db: Db,
  params: { now: Date; batchSize?: number },
): Promise<number> {
  const size = params.batchSize ?? FANOUT_BATCH;
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(announcements)
      .where(
        and(
          eq(announcements.notify, true),
          isNull(announcements.notifiedAt),
          lte(announcements.startsAt, params.now),
        ),
      )
      .orderBy(asc(announcements.startsAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return 0;
    // An announcement that ended before its fan-out ran notifies nobody.
    const ended = due.endsAt !== null && due.endsAt <= params.now;
    const batch = ended
      ? []
      : await tx
          .select({
            id: accounts.id,
            coach: sql<boolean>`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${qualified(accounts.id)} and ${accountRoles.role} = 'coach')`,
          })
          .from(accounts)
          .where(
            and(
              eq(accounts.portalId, due.portalId),
              due.notifyCursor ? gt(accounts.id, due.notifyCursor) : undefined,
              due.audienceRoles.length > 0
                ? sql`exists (select 1 from ${accountRoles} where ${accountRoles.accountId} = ${qualified(accounts.id)}
                    and ${accountRoles.role} = any(${sql.param(due.audienceRoles)}::text[]))`
                : undefined,
              due.audienceEntityIds.length > 0
                ? sql`${accounts.entityId} = any(${sql.param(due.audienceEntityIds)}::uuid[])`
                : undefined,
            ),
          )
          .orderBy(asc(accounts.id))
          .limit(size);
    const coachNews =
      due.showNews && (due.audienceRoles.length === 0 || due.audienceRoles.includes('coach'));
    if (batch.length > 0) {
      const receivedAt = params.now;
      await tx.insert(notifications).values(
        batch.map((account) => ({
          id: uuidV7(receivedAt.getTime()),
          accountId: account.id,
          message: due.title,
          // The title's language travels with it (WCAG 3.1.2).
          language: due.language,
          // Coaches read it in full on their news page; others on the notifications page.
          link: announcementLink(coachNews && account.coach),
          receivedAt,
        })),
      );
    }
    const last = batch.at(-1);
    await tx
      .update(announcements)
      .set({
        notifyCursor: last?.id ?? due.notifyCursor,
        notifiedCount: due.notifiedCount + batch.length,
        notifiedAt: batch.length < size ? params.now : null,
      })
      .where(eq(announcements.id, due.id));
    // Nothing left of this one: still report work done, so the worker looks for the next.
    return Math.max(batch.length, 1);
  });
}
