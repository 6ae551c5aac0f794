import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { qualified } from '../db/qualified';
import { courseLabels, labels } from '../db/schema';

/** How many courses carry the label (served by course_labels_label_idx). */
const usageCount = sql<number>`(select count(*)::int from ${courseLabels}
  where ${courseLabels.labelId} = ${qualified(labels.id)})`;

const columns = {
  id: labels.id,
  portalId: labels.portalId,
  names: labels.names,
  color: labels.color,
  createdAt: labels.createdAt,
  usageCount,
};

export type LabelRow = {
  id: string;
  portalId: string;
  names: Record<string, string>;
  color: string;
  createdAt: Date;
  usageCount: number;
};

/** The portal's labels A–Z by English name, each with its usage count (labels_portal_idx). */
export async function listLabels(db: Db, params: { portalId: string }): Promise<LabelRow[]> {
  return db
    .select(columns)
    .from(labels)
    .where(eq(labels.portalId, params.portalId))
    .orderBy(asc(sql`lower(${labels.names}->>'en')`), asc(labels.id));
}

export async function findLabel(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select(columns)
    .from(labels)
    .where(and(eq(labels.portalId, params.portalId), eq(labels.id, params.id)));
  return (row as LabelRow | undefined) ?? null;
}

export async function createLabel(
  db: Db,
  params: { portalId: string; names: Record<string, string>; color: string },
): Promise<LabelRow> {
  const [row] = await db.insert(labels).values(params).returning();
  if (!row) throw new Error('Creating a label returned no row');
  return { ...row, usageCount: 0 };
}

export async function updateLabel(
  db: Db,
  params: { portalId: string; id: string; names?: Record<string, string>; color?: string },
) {
  const { portalId, id, ...changes } = params;
  if (Object.keys(changes).length > 0) {
    await db
      .update(labels)
      .set(changes)
      .where(and(eq(labels.portalId, portalId), eq(labels.id, id)));
  }
  return findLabel(db, { portalId, id });
}

/** Deletes a label (its course_labels go with it); false when it was not this portal's. */
export async function deleteLabel(db: Db, params: { portalId: string; id: string }) {
  const rows = await db
    .delete(labels)
    .where(and(eq(labels.portalId, params.portalId), eq(labels.id, params.id)))
    .returning({ id: labels.id });
  return rows.length > 0;
}

/**
 * Merges `from` into `into`: every course of `from` gets `into` (a course that had both keeps
 * one row), then `from` is deleted. Both must be the portal's; one transaction.
 */
export async function mergeLabels(
  db: Db,
  params: { portalId: string; from: string; into: string },
): Promise<LabelRow | null> {
  return db.transaction(async (tx) => {
    const [from, into] = await Promise.all([
      findLabel(tx, { portalId: params.portalId, id: params.from }),
      findLabel(tx, { portalId: params.portalId, id: params.into }),
    ]);
    if (!from || !into) return null;
    await tx.execute(
      sql`insert into ${courseLabels} (course_id, label_id)
        select course_id, ${params.into}::uuid from ${courseLabels} where label_id = ${params.from}
        on conflict do nothing`,
    );
    await tx.delete(labels).where(eq(labels.id, params.from));
    return findLabel(tx, { portalId: params.portalId, id: params.into });
  });
}
