import { and, eq, max, ne, sql } from 'drizzle-orm';
import { mergeOverrides } from '../../shared/i18n/override-rules';
import type { Db } from '../db/database';
import { portalLanguages, portalParameters } from '../db/schema';

/** A portal's language as stored (the portal record carries the list: portals/portals.queries.ts). */
export type LanguageRow = typeof portalLanguages.$inferSelect;

export async function findLanguage(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(portalLanguages)
    .where(and(eq(portalLanguages.portalId, params.portalId), eq(portalLanguages.id, params.id)));
  return row ?? null;
}

/** Adds a language last, with no overrides; null when the portal has it already. */
export async function addLanguage(db: Db, params: { portalId: string; locale: string }) {
  const [last] = await db
    .select({ position: max(portalLanguages.position) })
    .from(portalLanguages)
    .where(eq(portalLanguages.portalId, params.portalId));
  const [row] = await db
    .insert(portalLanguages)
    .values({
      portalId: params.portalId,
      locale: params.locale,
      isPrimary: false,
      position: (last?.position ?? -1) + 1,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/**
 * Makes a language the portal's primary one: the only primary, first in the list, and the
 * portal's default_language parameter (the language visitors get) in one transaction.
 */
export async function setPrimaryLanguage(db: Db, params: { portalId: string; id: string }) {
  await db.transaction(async (tx) => {
    const [language] = await tx
      .update(portalLanguages)
      .set({ isPrimary: true, position: -1 })
      .where(and(eq(portalLanguages.portalId, params.portalId), eq(portalLanguages.id, params.id)))
      .returning();
    if (!language) return;
    await tx
      .update(portalLanguages)
      .set({ isPrimary: false })
      .where(
        and(
          eq(portalLanguages.portalId, params.portalId),
          ne(portalLanguages.id, params.id),
          eq(portalLanguages.isPrimary, true),
        ),
      );
    // Positions 0, 1, … again, the new primary first, the others in their order.
    await tx.execute(sql`
      update ${portalLanguages} as l set position = ranked.position
      from (
        select id, (row_number() over (order by position, locale) - 1)::int as position
        from ${portalLanguages} where portal_id = ${params.portalId}
      ) as ranked
      where l.id = ranked.id and l.position <> ranked.position`);
    const data = { locale: language.locale };
    const updated = await tx
      .update(portalParameters)
      .set({ data })
      .where(
        and(
          eq(portalParameters.portalId, params.portalId),
          eq(portalParameters.type, 'default_language'),
        ),
      )
      .returning({ id: portalParameters.id });
    if (updated.length === 0) {
      await tx
        .insert(portalParameters)
        .values({ portalId: params.portalId, type: 'default_language', data });
    }
  });
  return findLanguage(db, params);
}

/** Removes a language that is not the primary one; false when nothing was removed. */
export async function removeLanguage(db: Db, params: { portalId: string; id: string }) {
  const removed = await db
    .delete(portalLanguages)
    .where(
      and(
        eq(portalLanguages.portalId, params.portalId),
        eq(portalLanguages.id, params.id),
        eq(portalLanguages.isPrimary, false),
      ),
    )
    .returning({ id: portalLanguages.id });
  return removed.length > 0;
}

/**
 * Sets and reverts overrides of one language: the row is locked while its JSON string is merged
 * (shared/i18n/override-rules.ts), so two admins editing different keys at once both keep
 * theirs. `changes` holds validated texts, and null for keys that go back to the default.
 */
export async function changeOverrides(
  db: Db,
  params: { portalId: string; id: string; changes: Record<string, string | null> },
) {
  return db.transaction(async (tx) => {
    const where = and(
      eq(portalLanguages.portalId, params.portalId),
      eq(portalLanguages.id, params.id),
    );
    const [current] = await tx
      .select({ overrides: portalLanguages.overrides })
      .from(portalLanguages)
      .where(where)
      .for('update');
    if (!current) return null;
    const [row] = await tx
      .update(portalLanguages)
      .set({ overrides: mergeOverrides(current.overrides, params.changes) })
      .where(where)
      .returning();
    return row ?? null;
  });
}

/** Replaces a language's overrides with a whole (validated, normalised) JSON string. */
export async function replaceOverrides(
  db: Db,
  params: { portalId: string; id: string; overrides: string },
) {
  const [row] = await db
    .update(portalLanguages)
    .set({ overrides: params.overrides })
    .where(and(eq(portalLanguages.portalId, params.portalId), eq(portalLanguages.id, params.id)))
    .returning();
  return row ?? null;
}
