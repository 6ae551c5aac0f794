import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { coursePageLink, MY_COURSES_LINK } from '../communication';
import type { Db } from '../db/database';
import {
  accounts,
  courses,
  enrollments,
  entities,
  itemProgress,
  notifications,
} from '../db/schema';
import { uuidV7 } from '../db/uuid-v7';
import { errorTexts } from '../i18n/error-texts';
import { LOCALES, type Locale } from '../i18n/locales';
import { recomputeEnrollment } from './progress.queries';

/** A pair of an account and a course, and its key in the sets below. */
export type Pair = { accountId: string; courseId: string };
export const pairKey = (pair: Pair) => `${pair.accountId}:${pair.courseId}`;

const CHUNK = 1_000;

/** The portal's courses, every status, A–Z: what a bulk enrolment may choose from. */
export function courseChoices(db: Db, params: { portalId: string }) {
  return db
    .select({ id: courses.id, title: courses.title, status: courses.status })
    .from(courses)
    .where(eq(courses.portalId, params.portalId))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** The courses of the portal among `ids` (others are not there). */
export async function portalCoursesAmong(
  db: Db,
  params: { portalId: string; ids: readonly string[] },
) {
  return db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.portalId, params.portalId), inArray(courses.id, [...params.ids])))
    .orderBy(asc(courses.title));
}

const personColumns = { id: accounts.id, fullName: accounts.fullName, email: accounts.email };

/** The accounts of the portal among `ids` (not erased). */
export async function portalPeopleAmong(
  db: Db,
  params: { portalId: string; ids: readonly string[] },
) {
  const found: { id: string; fullName: string; email: string }[] = [];
  for (let i = 0; i < params.ids.length; i += CHUNK) {
    found.push(
      ...(await db
        .select(personColumns)
        .from(accounts)
        .where(
          and(
            eq(accounts.portalId, params.portalId),
            inArray(accounts.id, params.ids.slice(i, i + CHUNK)),
            isNull(accounts.erasedAt),
          ),
        )),
    );
  }
  return found;
}

/** The entity of the portal, or null (another portal's: not there). */
export async function portalEntity(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(and(eq(entities.id, params.id), eq(entities.portalId, params.portalId)));
  return row ?? null;
}

/** An entity's accounts (not erased), A–Z, at most `limit` (accounts_entity_id_idx). */
export function entityPeople(db: Db, params: { entityId: string; limit: number }) {
  return db
    .select(personColumns)
    .from(accounts)
    .where(and(eq(accounts.entityId, params.entityId), isNull(accounts.erasedAt)))
    .orderBy(asc(accounts.fullName), asc(accounts.id))
    .limit(params.limit);
}

/**
 * Enrols every pair that is not enrolled yet (enrolling twice is the same enrolment). A pair
 * with progress from an earlier enrolment has it counted again. Returns the pairs made now.
 */
export async function enrolPairs(
  tx: Db,
  params: { pairs: readonly Pair[]; now: Date },
): Promise<Set<string>> {
  const created = new Set<string>();
  for (let i = 0; i < params.pairs.length; i += CHUNK) {
    const rows = await tx
      .insert(enrollments)
      .values(params.pairs.slice(i, i + CHUNK).map((pair) => ({ ...pair, enrolledAt: params.now })))
      .onConflictDoNothing()
      .returning({ accountId: enrollments.accountId, courseId: enrollments.courseId });
    for (const row of rows) created.add(pairKey(row));
  }
  // Un-enrolled earlier and enrolled again: what they had done counts again.
  const fresh = params.pairs.filter((pair) => created.has(pairKey(pair)));
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const part = fresh.slice(i, i + CHUNK);
    const started = await tx
      .selectDistinct({ accountId: itemProgress.accountId, courseId: itemProgress.courseId })
      .from(itemProgress)
      .where(
        sql`(${itemProgress.accountId}, ${itemProgress.courseId}) in (${sql.join(
          part.map((pair) => sql`(${pair.accountId}::uuid, ${pair.courseId}::uuid)`),
          sql`, `,
        )})`,
      );
    for (const pair of started) await recomputeEnrollment(tx, pair);
  }
  return created;
}

/**
 * Un-enrols every pair that is enrolled and not completed (a completed enrolment is the
 * learner's record and stays; their finished items stay too, for a later enrolment). Returns the
 * pairs removed and the completed ones kept.
 */
export async function unenrolPairs(tx: Db, params: { pairs: readonly Pair[] }) {
  const removed = new Set<string>();
  const kept = new Set<string>();
  for (let i = 0; i < params.pairs.length; i += CHUNK) {
    const part = params.pairs.slice(i, i + CHUNK);
    const inPart = sql`(${enrollments.accountId}, ${enrollments.courseId}) in (${sql.join(
      part.map((pair) => sql`(${pair.accountId}::uuid, ${pair.courseId}::uuid)`),
      sql`, `,
    )})`;
    const gone = await tx
      .delete(enrollments)
      .where(and(inPart, eq(enrollments.status, 'active')))
      .returning({ accountId: enrollments.accountId, courseId: enrollments.courseId });
    for (const row of gone) removed.add(pairKey(row));
    const completed = await tx
      .select({ accountId: enrollments.accountId, courseId: enrollments.courseId })
      .from(enrollments)
      .where(and(inPart, eq(enrollments.status, 'completed')));
    for (const row of completed) kept.add(pairKey(row));
  }
  return { removed, kept };
}

/**
 * Tells each learner enrolled now (issue 43, item 2) through their notifications: one each,
 * whatever the number of courses ("You were enrolled in Workplace safety", linked to the
 * course; several: their titles, linked to My courses), in the learner's language. Only the
 * pairs made now: who was enrolled already hears nothing. One statement for them all (unnest:
 * a few array parameters, however many learners).
 */
export async function notifyEnrolled(
  tx: Db,
  params: {
    created: readonly Pair[];
    courses: readonly { id: string; title: string; slug: string }[];
    now: Date;
  },
): Promise<number> {
  const byAccount = new Map<string, string[]>();
  for (const pair of params.created) {
    byAccount.set(pair.accountId, [...(byAccount.get(pair.accountId) ?? []), pair.courseId]);
  }
  if (byAccount.size === 0) return 0;
  const locales = new Map<string, string>();
  const ids = [...byAccount.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await tx
      .select({ id: accounts.id, locale: accounts.locale })
      .from(accounts)
      .where(inArray(accounts.id, ids.slice(i, i + CHUNK)));
    for (const row of rows) locales.set(row.id, row.locale);
  }
  const courseOf = new Map(params.courses.map((course) => [course.id, course]));
  const columns = {
    id: [] as string[],
    account: [] as string[],
    message: [] as string[],
    language: [] as string[],
    link: [] as string[],
  };
  for (const [accountId, courseIds] of byAccount) {
    const locale = locales.get(accountId) ?? 'en';
    const language: Locale = (LOCALES as readonly string[]).includes(locale)
      ? (locale as Locale)
      : 'en';
    const texts = errorTexts(language);
    const titles = courseIds.flatMap((id) => courseOf.get(id) ?? []);
    const [only] = titles;
    columns.id.push(uuidV7(params.now.getTime()));
    columns.account.push(accountId);
    columns.language.push(language);
    if (titles.length === 1 && only) {
      columns.message.push(texts.text('learning.bulkEnrolledOne', { course: only.title }));
      columns.link.push(coursePageLink(only.slug));
    } else {
      columns.message.push(
        texts.text('learning.bulkEnrolledMany', {
          count: titles.length,
          courses: titles.map((course) => course.title).join(', '),
        }),
      );
      columns.link.push(MY_COURSES_LINK);
    }
  }
  await tx.execute(sql`insert into ${notifications}
      (id, account_id, message, language, link, received_at)
    select id, account_id, message, language, link, ${params.now.toISOString()}::timestamptz
    from unnest(${sql.param(columns.id)}::uuid[], ${sql.param(columns.account)}::uuid[],
      ${sql.param(columns.message)}::text[], ${sql.param(columns.language)}::text[],
      ${sql.param(columns.link)}::text[])
      as n(id, account_id, message, language, link)`);
  return byAccount.size;
}
