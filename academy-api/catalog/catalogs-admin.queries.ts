import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import { categoryTree, depthFirst, sameIds } from '../../shared/catalogs-admin/ordering';
import type { Db } from '../db/database';
import { type CourseStatus, catalogs, categories, courses, entities } from '../db/schema';

export type CatalogRow = typeof catalogs.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type CatalogCourseRow = {
  id: string;
  catalogId: string | null;
  categoryId: string | null;
  title: string;
  slug: string;
  status: CourseStatus;
  position: number;
};

const courseColumns = {
  id: courses.id,
  catalogId: courses.catalogId,
  categoryId: courses.categoryId,
  title: courses.title,
  slug: courses.slug,
  status: courses.status,
  position: courses.position,
};

/**
 * The portal's catalogs in order, with all their categories and courses (drafts and archived
 * ones too: staff arrange what students will see). Served by catalogs_portal_position_idx,
 * categories_catalog_position_idx and courses_catalog_idx.
 */
export async function catalogTree(db: Db, params: { portalId: string; catalogId?: string }) {
  const conditions = [eq(catalogs.portalId, params.portalId)];
  if (params.catalogId) conditions.push(eq(catalogs.id, params.catalogId));
  const catalogRows = await db
    .select()
    .from(catalogs)
    .where(and(...conditions))
    .orderBy(asc(catalogs.position), asc(catalogs.name), asc(catalogs.id));
  const ids = catalogRows.map((catalog) => catalog.id);
  if (ids.length === 0) return { catalogs: [], categories: [], courses: [] };
  const [categoryRows, courseRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(inArray(categories.catalogId, ids))
      .orderBy(asc(categories.position), asc(categories.name), asc(categories.id)),
    db
      .select(courseColumns)
      .from(courses)
      .where(and(eq(courses.portalId, params.portalId), inArray(courses.catalogId, ids)))
      .orderBy(asc(courses.position), asc(courses.title), asc(courses.id)),
  ]);
  return {
    catalogs: catalogRows,
    categories: categoryRows,
    courses: courseRows as CatalogCourseRow[],
  };
}

export async function findCatalog(db: Db, params: { portalId: string; id: string }) {
  const [row] = await db
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.portalId, params.portalId), eq(catalogs.id, params.id)));
  return row ?? null;
}

/** The portal's entities (the audience editor's choices), A–Z. */
export async function portalEntities(db: Db, params: { portalId: string }) {
  return db
    .select({ id: entities.id, name: entities.name })
    .from(entities)
    .where(eq(entities.portalId, params.portalId))
    .orderBy(asc(entities.name), asc(entities.id));
}

/** Which of `ids` are entities of the portal. */
export async function entitiesOfPortal(db: Db, params: { portalId: string; ids: string[] }) {
  if (params.ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.portalId, params.portalId), inArray(entities.id, params.ids)));
  return new Set(rows.map((row) => row.id));
}

export type CatalogInput = { name: string; audienceRoles: string[]; audienceEntityIds: string[] };

/** A new catalog, placed last. */
export async function createCatalog(db: Db, params: { portalId: string } & CatalogInput) {
  const [last] = await db
    .select({ value: max(catalogs.position) })
    .from(catalogs)
    .where(eq(catalogs.portalId, params.portalId));
  const [row] = await db
    .insert(catalogs)
    .values({ ...params, position: (last?.value ?? -1) + 1 })
    .returning();
  if (!row) throw new Error('Creating a catalog returned no row');
  return row;
}

export async function updateCatalog(
  db: Db,
  params: { portalId: string; id: string } & Partial<CatalogInput>,
) {
  const { portalId, id, ...changes } = params;
  if (Object.keys(changes).length === 0) return findCatalog(db, { portalId, id });
  const [row] = await db
    .update(catalogs)
    .set(changes)
    .where(and(eq(catalogs.portalId, portalId), eq(catalogs.id, id)))
    .returning();
  return row ?? null;
}

/** Deletes a catalog and its categories; its courses stay, outside any catalog (FK set null). */
export async function deleteCatalog(db: Db, params: { portalId: string; id: string }) {
  return db.transaction(async (tx) => {
    // Explicitly first: course rows keep no category of a catalog that is gone.
    await tx
      .update(courses)
      .set({ categoryId: null, catalogId: null })
      .where(and(eq(courses.portalId, params.portalId), eq(courses.catalogId, params.id)));
    const rows = await tx
      .delete(catalogs)
      .where(and(eq(catalogs.portalId, params.portalId), eq(catalogs.id, params.id)))
      .returning({ id: catalogs.id });
    return rows.length > 0;
  });
}

export async function findCategory(db: Db, params: { catalogId: string; id: string }) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.catalogId, params.catalogId), eq(categories.id, params.id)));
  return row ?? null;
}

export async function childCount(db: Db, params: { id: string }) {
  const [row] = await db
    .select({ value: count() })
    .from(categories)
    .where(eq(categories.parentId, params.id));
  return row?.value ?? 0;
}

/** A new category, last among its siblings (positions are renumbered depth-first). */
export async function createCategory(
  db: Db,
  params: { catalogId: string; name: string; parentId: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ ...params, position: 2147483647 })
      .returning();
    if (!row) throw new Error('Creating a category returned no row');
    await renumberCategories(tx, { catalogId: params.catalogId });
    return (await findCategory(tx, { catalogId: params.catalogId, id: row.id })) ?? row;
  });
}

export async function updateCategory(
  db: Db,
  params: { catalogId: string; id: string; name?: string; parentId?: string | null },
) {
  const { catalogId, id, ...changes } = params;
  return db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      // A moved category goes last under its new parent.
      const moved = changes.parentId !== undefined ? { position: 2147483647 } : {};
      await tx
        .update(categories)
        .set({ ...changes, ...moved })
        .where(and(eq(categories.catalogId, catalogId), eq(categories.id, id)));
      if (changes.parentId !== undefined) await renumberCategories(tx, { catalogId });
    }
    return findCategory(tx, { catalogId, id });
  });
}

/** How many courses a category holds, its subcategories' included (the delete confirmation). */
export async function coursesInCategory(db: Db, params: { id: string }) {
  const [row] = await db
    .select({ value: count() })
    .from(courses)
    .where(
      sql`${courses.categoryId} = ${params.id} or ${courses.categoryId} in
        (select ${categories.id} from ${categories} where ${categories.parentId} = ${params.id})`,
    );
  return row?.value ?? 0;
}

/**
 * Deletes a category and its subcategories; their courses stay in the catalog without a
 * category. Answers how many courses were moved, or null when there was no such category.
 */
export async function deleteCategory(db: Db, params: { catalogId: string; id: string }) {
  return db.transaction(async (tx) => {
    const found = await findCategory(tx, params);
    if (!found) return null;
    const moved = await tx
      .update(courses)
      .set({ categoryId: null })
      .where(
        sql`${courses.categoryId} = ${params.id} or ${courses.categoryId} in
          (select ${categories.id} from ${categories} where ${categories.parentId} = ${params.id})`,
      )
      .returning({ id: courses.id });
    await tx.delete(categories).where(eq(categories.parentId, params.id));
    await tx.delete(categories).where(eq(categories.id, params.id));
    await renumberCategories(tx, { catalogId: params.catalogId });
    return moved.length;
  });
}

/** Positions 0…n depth-first, so the student catalog's order matches the tree. */
async function renumberCategories(db: Db, params: { catalogId: string }) {
  const rows = await db.select().from(categories).where(eq(categories.catalogId, params.catalogId));
  const order = depthFirst(categoryTree(rows));
  await writePositions(db, order);
}

async function writePositions(db: Db, order: readonly string[]) {
  if (order.length === 0) return;
  const values = sql.join(
    order.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${categories} set position = v.position from (values ${values}) as v(id, position)
      where ${categories.id} = v.id`,
  );
}

export type CatalogOrder = {
  /** Every category of the catalog, once; siblings in the order given. */
  categories: { id: string; courses: string[] }[];
  /** The catalog's courses outside any category, in order. */
  uncategorised: string[];
};

export type OrderProblem = 'categories' | 'courses';

/**
 * Saves the order of a catalog's categories and of the courses in each (a course listed under
 * another category of the same catalog moves there). Every category and course of the catalog
 * must be named exactly once, and nothing else: otherwise nothing changes and the problem is
 * named.
 */
export async function saveCatalogOrder(
  db: Db,
  params: { portalId: string; catalogId: string; order: CatalogOrder },
): Promise<OrderProblem | null> {
  return db.transaction(async (tx) => {
    const [categoryRows, courseRows] = await Promise.all([
      tx.select().from(categories).where(eq(categories.catalogId, params.catalogId)),
      tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.portalId, params.portalId), eq(courses.catalogId, params.catalogId)))
        .for('update'),
    ]);
    const given = params.order;
    if (
      !sameIds(
        given.categories.map((category) => category.id),
        categoryRows.map((category) => category.id),
      )
    ) {
      return 'categories';
    }
    const courseIds = [
      ...given.categories.flatMap((category) => category.courses),
      ...given.uncategorised,
    ];
    if (
      !sameIds(
        courseIds,
        courseRows.map((course) => course.id),
      )
    )
      return 'courses';

    const rank = new Map(given.categories.map((category, index) => [category.id, index]));
    const ranked = categoryRows.map((category) => ({
      ...category,
      position: rank.get(category.id) ?? 0,
    }));
    await writePositions(tx, depthFirst(categoryTree(ranked)));

    const placements = [
      ...given.categories.flatMap((category) =>
        category.courses.map((id, position) => ({ id, categoryId: category.id, position })),
      ),
      ...given.uncategorised.map((id, position) => ({ id, categoryId: null, position })),
    ];
    if (placements.length > 0) {
      const values = sql.join(
        placements.map((p) => sql`(${p.id}::uuid, ${p.categoryId}::uuid, ${p.position}::int)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${courses} set category_id = v.category_id, position = v.position,
          updated_at = now() from (values ${values}) as v(id, category_id, position)
          where ${courses.id} = v.id`,
      );
    }
    return null;
  });
}
