import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TranslatedKind } from '../../shared/content/translations';
import type { Db } from '../db/database';
import { announcements, contentTranslations, courses } from '../db/schema';

export type TranslationRow = typeof contentTranslations.$inferSelect;

/** Whose translation: a course or an announcement the route has already found in its portal. */
export type TranslationOwner = { kind: TranslatedKind; id: string };

/** The texts of one translation (a course's summary; an announcement has none). */
export type TranslationTexts = { title: string; summary: string; bodyHtml: string };

const OWNER_COLUMN = {
  course: contentTranslations.courseId,
  announcement: contentTranslations.announcementId,
} as const;

const ownerIs = (owner: TranslationOwner) => eq(OWNER_COLUMN[owner.kind], owner.id);

/** An owner's translations, by language (the editing screens). */
export async function listTranslations(db: Db, owner: TranslationOwner) {
  return db
    .select()
    .from(contentTranslations)
    .where(ownerIs(owner))
    .orderBy(asc(contentTranslations.locale));
}

/** The translations of many owners of one kind (a page of the admin list), by language. */
export async function translationsOfOwners(
  db: Db,
  params: { kind: TranslatedKind; ids: string[] },
): Promise<TranslationRow[]> {
  if (params.ids.length === 0) return [];
  return db
    .select()
    .from(contentTranslations)
    .where(inArray(OWNER_COLUMN[params.kind], params.ids))
    .orderBy(asc(contentTranslations.locale));
}

/**
 * The translations of some owners in one language (a reader's), by owner id: one indexed
 * lookup by (owner, locale), whatever the number of owners.
 */
export async function translationsIn(
  db: Db,
  params: { kind: TranslatedKind; ids: string[]; locale: string },
): Promise<Map<string, TranslationRow>> {
  const column = OWNER_COLUMN[params.kind];
  const ids = [...new Set(params.ids)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(
      and(isNotNull(column), inArray(column, ids), eq(contentTranslations.locale, params.locale)),
    );
  return new Map(rows.map((row) => [(row.courseId ?? row.announcementId) as string, row]));
}

/**
 * Writes an owner's translation in `locale` (a second write replaces it) and moves the owner's
 * `updated_at` (the sitemap's lastmod of a course's public page), not its editing version.
 */
export async function saveTranslation(
  db: Db,
  params: { owner: TranslationOwner; locale: string; texts: TranslationTexts },
) {
  const { owner, locale, texts } = params;
  const column = OWNER_COLUMN[owner.kind];
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: contentTranslations.id })
      .from(contentTranslations)
      .where(and(ownerIs(owner), eq(contentTranslations.locale, locale)));
    const [row] = await tx
      .insert(contentTranslations)
      .values({
        ...(owner.kind === 'course' ? { courseId: owner.id } : { announcementId: owner.id }),
        locale,
        ...texts,
      })
      .onConflictDoUpdate({
        target: [column, contentTranslations.locale],
        targetWhere: sql`${column} is not null`,
        set: { ...texts, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('Saving a translation returned no row');
    await touchOwner(tx, owner);
    return { row, created: !existing };
  });
}

/** Removes an owner's translation in `locale`; false when it had none. */
export async function deleteTranslation(
  db: Db,
  params: { owner: TranslationOwner; locale: string },
) {
  const deleted = await db
    .delete(contentTranslations)
    .where(and(ownerIs(params.owner), eq(contentTranslations.locale, params.locale)))
    .returning({ id: contentTranslations.id });
  if (deleted.length > 0) await touchOwner(db, params.owner);
  return deleted.length > 0;
}

async function touchOwner(db: Pick<Db, 'update'>, owner: TranslationOwner) {
  if (owner.kind === 'course') {
    await db.update(courses).set({ updatedAt: sql`now()` }).where(eq(courses.id, owner.id));
  } else {
    await db
      .update(announcements)
      .set({ updatedAt: sql`now()` })
      .where(eq(announcements.id, owner.id));
  }
}
