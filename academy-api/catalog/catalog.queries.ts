import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { subscriptionIsActive } from '../../shared/access/subscription';
import type { Db } from '../db/database';
import { likePattern } from '../db/like-pattern';
import { qualified } from '../db/qualified';
import {
  accounts,
  catalogs,
  categories,
  contentTranslations,
  contracts,
  courseLabels,
  courseRatings,
  courses,
  enrollments,
  labels,
  productCatalogs,
  productCourses,
  productPrices,
  products,
  subscriptions,
} from '../db/schema';
import type { SortField } from '../jsonapi/query';
import { type CourseSummary, courseSummaryColumns } from './course-summary.queries';

/** SCREENS.md: a course's average rating shows once it has 3 ratings. */
export const MIN_RATINGS_SHOWN = 3;

/** Who is looking at the catalog: guests see only the catalogs open to everyone. */
export type CatalogViewer = { accountId: string | null; roles: string[]; entityId: string | null };

/**
 * A catalog's audience admits the viewer: open to everyone (both lists empty), or one of the
 * viewer's roles or their entity is in it. Courses outside any catalog are open to everyone.
 */
export function visibleCatalog(viewer: CatalogViewer): SQL {
  const everyone = sql`cardinality(${catalogs.audienceRoles}) = 0 and cardinality(${catalogs.audienceEntityIds}) = 0`;
  const conditions: SQL[] = [isNull(courses.catalogId), everyone];
  if (viewer.roles.length > 0) {
    conditions.push(
      sql`${catalogs.audienceRoles} && ${sql`array[${sql.join(
        viewer.roles.map((role) => sql`${role}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  if (viewer.entityId) {
    conditions.push(sql`${viewer.entityId}::uuid = any(${catalogs.audienceEntityIds})`);
  }
  return or(...conditions) as SQL;
}

const courseId = qualified(courses.id);

/** A guest: no account, no roles, no entity (only catalogs open to everyone admit them). */
export const GUEST_VIEWER: CatalogViewer = { accountId: null, roles: [], entityId: null };

/**
 * Whether a guest's catalog (the landing page, GET /v1/catalog/courses without a session) lists
 * this course: published, and outside any catalog or in one open to everyone. The same rule as
 * listCatalogCourses, so the public course page shows exactly the courses the landing page does.
 */
export async function openToGuests(db: Db, params: { portalId: string; courseId: string }) {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .where(
      and(
        eq(courses.id, params.courseId),
        eq(courses.portalId, params.portalId),
        eq(courses.status, 'published'),
        visibleCatalog(GUEST_VIEWER),
      ),
    );
  return row !== undefined;
}

/** The prices of some products, by product (the public course page shows what unlocks it). */
export async function pricesOfProducts(db: Db, productIds: string[]) {
  const prices = new Map<string, { currency: string; amountCents: number }[]>();
  if (productIds.length === 0) return prices;
  const rows = await db
    .select()
    .from(productPrices)
    .where(inArray(productPrices.productId, productIds))
    .orderBy(asc(productPrices.currency));
  for (const row of rows) {
    const list = prices.get(row.productId) ?? [];
    list.push({ currency: row.currency, amountCents: row.amountCents });
    prices.set(row.productId, list);
  }
  return prices;
}

/** Average stars once there are enough ratings (null before), and how many there are. */
const ratingAverage = sql<number | null>`(select case when count(*) >= ${MIN_RATINGS_SHOWN}
  then round(avg(${courseRatings.stars})::numeric, 1)::float8 end
  from ${courseRatings} where ${courseRatings.courseId} = ${courseId})`;
const ratingCount = sql<number>`(select count(*)::int from ${courseRatings}
  where ${courseRatings.courseId} = ${courseId})`;

export type CatalogCourse = CourseSummary & {
  categoryName: string | null;
  ratingAverage: number | null;
  ratingCount: number;
  enrollmentStatus: 'active' | 'completed' | null;
  enrollmentProgress: number | null;
};

export type ListCatalogParams = {
  portalId: string;
  viewer: CatalogViewer;
  search?: string;
  categoryId?: string;
  labelId?: string;
  language?: string;
  sort: SortField[];
  page: { number: number; size: number };
};

/**
 * One page of the catalog: the portal's published courses in catalogs the viewer may see,
 * filtered by a search over title, summary (and their translations') and label names, a category (and its subcategories),
 * a label and a language. Sorted by relevance when searching (title matches first), otherwise in
 * catalog order; or newest first, or A–Z.
 */
export async function listCatalogCourses(db: Db, params: ListCatalogParams) {
  const conditions: SQL[] = [
    eq(courses.portalId, params.portalId),
    eq(courses.status, 'published'),
    visibleCatalog(params.viewer),
  ];
  const term = params.search?.trim().toLowerCase();
  const pattern = term ? likePattern(term) : null;
  if (pattern) {
    conditions.push(
      or(
        sql`lower(${courses.title} || ' ' || ${courses.description}) like ${pattern}`,
        // A translation's title and summary find it too (a Dutch reader's words).
        sql`exists (select 1 from ${contentTranslations} where ${contentTranslations.courseId} = ${courseId}
          and lower(${contentTranslations.title} || ' ' || ${contentTranslations.summary}) like ${pattern})`,
        sql`exists (select 1 from ${courseLabels} inner join ${labels} on ${labels.id} = ${courseLabels.labelId}
          where ${courseLabels.courseId} = ${courseId} and lower(${labels.names}::text) like ${pattern})`,
      ) as SQL,
    );
  }
  if (params.categoryId) {
    conditions.push(
      or(
        eq(courses.categoryId, params.categoryId),
        sql`${courses.categoryId} in (select ${categories.id} from ${categories} where ${categories.parentId} = ${params.categoryId})`,
      ) as SQL,
    );
  }
  if (params.labelId) {
    conditions.push(
      sql`exists (select 1 from ${courseLabels} where ${courseLabels.courseId} = ${courseId}
        and ${courseLabels.labelId} = ${params.labelId})`,
    );
  }
  if (params.language) conditions.push(eq(courses.language, params.language));
  const where = and(...conditions);

  const catalogOrder = [
    asc(sql`coalesce(${catalogs.position}, 2147483647)`),
    asc(sql`coalesce(${categories.position}, 2147483647)`),
    asc(courses.position),
    asc(courses.title),
  ];
  const requested = params.sort[0];
  const order =
    requested?.field === 'created_at'
      ? [requested.desc ? desc(courses.createdAt) : asc(courses.createdAt), asc(courses.title)]
      : requested?.field === 'title'
        ? [requested.desc ? desc(courses.title) : asc(courses.title)]
        : pattern && term
          ? [
              asc(sql`case when lower(${courses.title}) = ${term} then 0
                when lower(${courses.title}) like ${`${likePattern(term).slice(1)}`} then 1
                when lower(${courses.title}) like ${pattern} then 2 else 3 end`),
              ...catalogOrder,
            ]
          : catalogOrder;

  const viewerId = params.viewer.accountId;
  const rows = await db
    .select({
      ...courseSummaryColumns,
      categoryName: categories.name,
      ratingAverage,
      ratingCount,
      enrollmentStatus: enrollments.status,
      enrollmentProgress: enrollments.progress,
    })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.courseId, courses.id),
        viewerId ? eq(enrollments.accountId, viewerId) : sql`false`,
      ),
    )
    .where(where)
    .orderBy(...order)
    .limit(params.page.size)
    .offset((params.page.number - 1) * params.page.size);
  const [total] = await db
    .select({ value: count() })
    .from(courses)
    .leftJoin(catalogs, eq(catalogs.id, courses.catalogId))
    .where(where);
  return { rows: rows as CatalogCourse[], total: total?.value ?? 0 };
}

/** The labels of some courses, each with the ids of its courses. */
export async function labelsOfCourses(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseLabels.courseId,
      id: labels.id,
      names: labels.names,
      color: labels.color,
    })
    .from(courseLabels)
    .innerJoin(labels, eq(labels.id, courseLabels.labelId))
    .where(inArray(courseLabels.courseId, courseIds));
}

/** The portal's catalogs the viewer may see, with their categories (two levels). */
export async function listCatalogTree(db: Db, params: { portalId: string; viewer: CatalogViewer }) {
  const everyone = sql`cardinality(${catalogs.audienceRoles}) = 0 and cardinality(${catalogs.audienceEntityIds}) = 0`;
  const conditions: SQL[] = [everyone];
  if (params.viewer.roles.length > 0) {
    conditions.push(
      sql`${catalogs.audienceRoles} && ${sql`array[${sql.join(
        params.viewer.roles.map((role) => sql`${role}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  if (params.viewer.entityId) {
    conditions.push(sql`${params.viewer.entityId}::uuid = any(${catalogs.audienceEntityIds})`);
  }
  const visible = await db
    .select({ id: catalogs.id, name: catalogs.name, position: catalogs.position })
    .from(catalogs)
    .where(and(eq(catalogs.portalId, params.portalId), or(...conditions)))
    .orderBy(asc(catalogs.position), asc(catalogs.name));
  const ids = visible.map((catalog) => catalog.id);
  const categoryRows = ids.length
    ? await db
        .select()
        .from(categories)
        .where(inArray(categories.catalogId, ids))
        .orderBy(asc(categories.position), asc(categories.name))
    : [];
  return { catalogs: visible, categories: categoryRows };
}

/** The labels of the portal used by at least one published course (the catalog's filter). */
export async function labelsInUse(db: Db, params: { portalId: string }) {
  return db
    .selectDistinct({ id: labels.id, names: labels.names, color: labels.color })
    .from(labels)
    .innerJoin(courseLabels, eq(courseLabels.labelId, labels.id))
    .innerJoin(courses, eq(courses.id, courseLabels.courseId))
    .where(and(eq(labels.portalId, params.portalId), eq(courses.status, 'published')));
}

export type ProductRecord = typeof products.$inferSelect;

/**
 * What would unlock a course (SCREENS: the 402 view names it): the portal's visible products
 * that cover every course, or this course, or its catalog.
 */
export async function unlockingProducts(
  db: Db,
  params: { portalId: string; courseId: string; catalogId: string | null },
): Promise<ProductRecord[]> {
  const linked: SQL[] = [
    eq(products.coversAllCourses, true),
    sql`exists (select 1 from ${productCourses} where ${productCourses.productId} = ${qualified(products.id)}
      and ${productCourses.courseId} = ${params.courseId})`,
  ];
  if (params.catalogId) {
    linked.push(
      sql`exists (select 1 from ${productCatalogs} where ${productCatalogs.productId} = ${qualified(products.id)}
        and ${productCatalogs.catalogId} = ${params.catalogId})`,
    );
  }
  return db
    .select()
    .from(products)
    .where(and(eq(products.portalId, params.portalId), eq(products.visible, true), or(...linked)))
    .orderBy(asc(products.position), asc(products.name));
}

/** The portal's visible products in order; with `coversAll`, only those that unlock every course. */
export async function listProducts(db: Db, params: { portalId: string; coversAll?: boolean }) {
  const conditions: SQL[] = [eq(products.portalId, params.portalId), eq(products.visible, true)];
  if (params.coversAll) conditions.push(eq(products.coversAllCourses, true));
  return db
    .select()
    .from(products)
    .where(and(...conditions))
    .orderBy(asc(products.position), asc(products.name));
}

/** What the §4 access rule reads of an account: its subscription and its contract's models. */
export async function accessFacts(db: Db, params: { accountId: string }) {
  const [row] = await db
    .select({
      entityId: accounts.entityId,
      isActive: subscriptions.isActive,
      kind: subscriptions.kind,
      endsAt: subscriptions.endsAt,
      businessModels: contracts.businessModels,
    })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(contracts, eq(contracts.entityId, accounts.entityId))
    .where(eq(accounts.id, params.accountId));
  if (!row) return null;
  return {
    entityId: row.entityId,
    subscription:
      row.isActive === null
        ? null
        : { isActive: subscriptionIsActive({ isActive: row.isActive, endsAt: row.endsAt }) },
    businessModels: row.businessModels ?? [],
  };
}
