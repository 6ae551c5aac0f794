import { and, asc, eq, inArray } from 'drizzle-orm';
import { sanitizeRichText } from '../../shared/rich-text/sanitize';
import type { Db } from '../db/database';
import {
  catalogs,
  categories,
  contentIssues,
  courseCoaches,
  courseItems,
  courseLabels,
  courseModules,
  courses,
  enrollments,
  itemProgress,
  labels,
  productCourses,
  products,
} from '../db/schema';
import { ACCOUNTS, PLAIN_STUDENTS } from '../db/seed-data';
import {
  CONTENT_ISSUE_SEEDS,
  type CourseSeed,
  type EnrollmentSeed,
  LABEL_SEEDS,
  LEARNING_SEEDS,
  NAMED_ENROLLMENTS,
  PRODUCT_SEEDS,
} from '../db/seed-learning-data';
import { COURSE_DESCRIPTIONS, LESSON_CONTENT } from '../db/seed-lessons';
import { recomputeEnrollment } from '../learning';

const DAY = 24 * 60 * 60 * 1000;

/** Every course seed of a portal, in catalog order. */
export function courseSeeds(portal: string): CourseSeed[] {
  return (LEARNING_SEEDS[portal] ?? []).flatMap((catalog) =>
    catalog.categories.flatMap((category) => category.courses),
  );
}

const publishedSlugs = (portal: string) =>
  courseSeeds(portal)
    .filter((course) => course.status === 'published')
    .map((course) => course.slug);

/** 0, 1 or 2 enrolments per plain student, derived from its index so every run agrees. */
function plainEnrollments(index: number): EnrollmentSeed[] {
  const slugs = publishedSlugs('demo');
  return Array.from({ length: index % 3 }, (_, k) => {
    const course = slugs[(index + k * 2) % slugs.length] ?? '';
    const items = courseSeeds('demo')
      .find((seed) => seed.slug === course)
      ?.modules.flatMap((module) => module.items).length;
    return {
      course,
      done: ((index * 37 + k * 23) % ((items ?? 4) + 1)) as number,
      enrolledDaysAgo: 5 + ((index * 13 + k * 29) % 170),
    };
  });
}

/** E-mail → the account's portal key and enrolments, for every seeded account that has some. */
export function enrollmentSeeds(): Map<string, { portal: string; list: EnrollmentSeed[] }> {
  const seeds = new Map<string, { portal: string; list: EnrollmentSeed[] }>();
  for (const account of ACCOUNTS) {
    const list = NAMED_ENROLLMENTS[account.email];
    if (list) seeds.set(account.email, { portal: account.portal, list });
  }
  PLAIN_STUDENTS.forEach((account, index) => {
    const list = plainEnrollments(index);
    if (list.length > 0) seeds.set(account.email, { portal: account.portal, list });
  });
  return seeds;
}

async function seedLabels(db: Db, portalId: string, portal: string) {
  const existing = await db.select().from(labels).where(eq(labels.portalId, portalId));
  if (existing.length === 0 && (LABEL_SEEDS[portal] ?? []).length > 0) {
    existing.push(
      ...(await db
        .insert(labels)
        .values((LABEL_SEEDS[portal] ?? []).map((label) => ({ portalId, ...label })))
        .returning()),
    );
  }
  return new Map(existing.map((label) => [label.names.en ?? '', label.id]));
}

async function findOrCreateCatalog(db: Db, portalId: string, name: string, position: number) {
  const [found] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.portalId, portalId), eq(catalogs.name, name)));
  if (found) return found.id;
  const [created] = await db
    .insert(catalogs)
    .values({ portalId, name, position })
    .returning({ id: catalogs.id });
  if (!created) throw new Error(`Seeding catalog ${name} returned no row`);
  return created.id;
}

async function findOrCreateCategory(db: Db, catalogId: string, name: string, position: number) {
  const [found] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.catalogId, catalogId), eq(categories.name, name)));
  if (found) return found.id;
  const [created] = await db
    .insert(categories)
    .values({ catalogId, name, position })
    .returning({ id: categories.id });
  if (!created) throw new Error(`Seeding category ${name} returned no row`);
  return created.id;
}

/** A course's modules and items, with its lesson texts (sanitised like any other write). */
async function seedOutline(db: Db, courseId: string, seed: CourseSeed) {
  for (const [modulePosition, module] of seed.modules.entries()) {
    const [row] = await db
      .insert(courseModules)
      .values({ courseId, title: module.title, position: modulePosition })
      .returning({ id: courseModules.id });
    if (!row) throw new Error(`Seeding module ${module.title} returned no row`);
    await db.insert(courseItems).values(
      module.items.map((item, position) => ({
        courseId,
        moduleId: row.id,
        kind: item.kind,
        title: item.title,
        slug: item.slug,
        position,
        durationMinutes: item.minutes,
        freePreview: item.freePreview ?? false,
        contentHtml: sanitizeRichText(LESSON_CONTENT[seed.slug]?.[item.slug] ?? ''),
      })),
    );
  }
}

type Context = {
  portalId: string;
  labelIds: Map<string, string>;
  accountIds: Map<string, string>;
  now: number;
};

/** Creates a course with everything it has; an older database's course gets what it lacks. */
async function seedCourse(
  db: Db,
  context: Context,
  placement: { catalogId: string; categoryId: string; position: number },
  seed: CourseSeed,
) {
  const minutes = seed.modules.flatMap((m) => m.items).reduce((sum, i) => sum + i.minutes, 0);
  const details = {
    catalogId: placement.catalogId,
    categoryId: placement.categoryId,
    descriptionHtml: sanitizeRichText(COURSE_DESCRIPTIONS[seed.slug] ?? ''),
    coverUrl: `/course-covers/${seed.slug}.svg`,
    durationMinutes: minutes,
    position: placement.position,
  };
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.portalId, context.portalId), eq(courses.slug, seed.slug)));
  if (existing) {
    const [module] = await db
      .select({ id: courseModules.id })
      .from(courseModules)
      .where(eq(courseModules.courseId, existing.id))
      .limit(1);
    if (module) return;
    await db.update(courses).set(details).where(eq(courses.id, existing.id));
    await seedOutline(db, existing.id, seed);
    return;
  }
  const created = new Date(context.now - 380 * DAY);
  const [course] = await db
    .insert(courses)
    .values({
      portalId: context.portalId,
      slug: seed.slug,
      title: seed.title,
      description: seed.summary,
      status: seed.status,
      language: 'en',
      createdAt: created,
      updatedAt: created,
      ...details,
    })
    .returning({ id: courses.id });
  if (!course) throw new Error(`Seeding course ${seed.title} returned no row`);
  const coachIds = seed.coaches.flatMap((email) => context.accountIds.get(email) ?? []);
  if (coachIds.length > 0) {
    await db
      .insert(courseCoaches)
      .values(coachIds.map((accountId) => ({ courseId: course.id, accountId })));
  }
  const labelIds = seed.labels.flatMap((name) => context.labelIds.get(name) ?? []);
  if (labelIds.length > 0) {
    await db
      .insert(courseLabels)
      .values(labelIds.map((labelId) => ({ courseId: course.id, labelId })));
  }
  await seedOutline(db, course.id, seed);
}

async function seedProducts(db: Db, portalId: string, portal: string) {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.portalId, portalId))
    .limit(1);
  if (existing) return;
  for (const [position, seed] of (PRODUCT_SEEDS[portal] ?? []).entries()) {
    const [product] = await db
      .insert(products)
      .values({
        portalId,
        name: seed.name,
        description: seed.description,
        // DEMO-DATA.md's product texts are English (pages in Dutch mark them).
        language: 'en',
        businessModel: seed.businessModel,
        billingPeriod: seed.billingPeriod ?? null,
        trialDays: seed.trialDays ?? 0,
        accessMonths: seed.accessMonths ?? null,
        coversAllCourses: seed.coversAllCourses ?? false,
        position,
      })
      .returning({ id: products.id });
    if (!product || !seed.courses?.length) continue;
    const linked = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.portalId, portalId), inArray(courses.slug, seed.courses)));
    if (linked.length > 0) {
      await db
        .insert(productCourses)
        .values(linked.map((course) => ({ productId: product.id, courseId: course.id })));
    }
  }
}

/** One enrolment and its first `done` items, spread over the time since enrolling. */
async function seedEnrollment(
  db: Db,
  params: { accountId: string; courseId: string; seed: EnrollmentSeed; now: number },
) {
  const enrolledAt = new Date(params.now - params.seed.enrolledDaysAgo * DAY);
  await db
    .insert(enrollments)
    .values({ accountId: params.accountId, courseId: params.courseId, enrolledAt })
    .onConflictDoNothing();
  const [started] = await db
    .select({ itemId: itemProgress.itemId })
    .from(itemProgress)
    .where(
      and(eq(itemProgress.accountId, params.accountId), eq(itemProgress.courseId, params.courseId)),
    )
    .limit(1);
  if (!started && params.seed.done > 0) {
    const items = await db
      .select({ id: courseItems.id })
      .from(courseItems)
      .innerJoin(courseModules, eq(courseModules.id, courseItems.moduleId))
      .where(eq(courseItems.courseId, params.courseId))
      .orderBy(asc(courseModules.position), asc(courseItems.position))
      .limit(params.seed.done);
    const span = Math.max(1, params.seed.enrolledDaysAgo - 1);
    await db.insert(itemProgress).values(
      items.map((item, index) => ({
        accountId: params.accountId,
        itemId: item.id,
        courseId: params.courseId,
        completedAt: new Date(
          enrolledAt.getTime() + ((index + 1) * span * DAY) / (items.length + 1),
        ),
      })),
    );
  }
  await recomputeEnrollment(db, { accountId: params.accountId, courseId: params.courseId });
}

async function seedContentIssues(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
  now: number,
) {
  for (const seed of CONTENT_ISSUE_SEEDS) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) continue;
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.portalId, portalId), eq(courses.slug, seed.course)));
    if (!course) continue;
    const [reported] = await db
      .select({ id: contentIssues.id })
      .from(contentIssues)
      .where(eq(contentIssues.courseId, course.id))
      .limit(1);
    if (reported) continue;
    const [item] = await db
      .select({ id: courseItems.id })
      .from(courseItems)
      .where(and(eq(courseItems.courseId, course.id), eq(courseItems.slug, seed.item)));
    const at = new Date(now - seed.daysAgo * DAY);
    await db.insert(contentIssues).values({
      portalId,
      courseId: course.id,
      itemId: item?.id ?? null,
      category: seed.category,
      message: seed.message,
      reporterId: accountIds.get(seed.reporter) ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
}

/**
 * Seeds the learning content of DEMO-DATA.md: labels, catalogs, categories, courses with their
 * modules, items and lesson texts, coaches, products, enrolments with their progress, and the
 * open content issue. A second run adds nothing.
 */
export async function seedCourses(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
) {
  const now = Date.now();
  for (const [portal, portalId] of portalIds) {
    const context: Context = {
      portalId,
      labelIds: await seedLabels(db, portalId, portal),
      accountIds,
      now,
    };
    for (const [catalogPosition, catalog] of (LEARNING_SEEDS[portal] ?? []).entries()) {
      const catalogId = await findOrCreateCatalog(db, portalId, catalog.name, catalogPosition);
      let position = 0;
      for (const [categoryPosition, category] of catalog.categories.entries()) {
        const categoryId = await findOrCreateCategory(
          db,
          catalogId,
          category.name,
          categoryPosition,
        );
        for (const course of category.courses) {
          await seedCourse(db, context, { catalogId, categoryId, position: position++ }, course);
        }
      }
    }
    await seedProducts(db, portalId, portal);
  }

  const seeded = await db
    .select({ id: courses.id, portalId: courses.portalId, slug: courses.slug })
    .from(courses)
    .where(
      and(inArray(courses.portalId, [...portalIds.values()]), eq(courses.status, 'published')),
    );
  const courseIds = new Map(seeded.map((row) => [`${row.portalId}:${row.slug}`, row.id]));
  for (const [email, { portal, list }] of enrollmentSeeds()) {
    const accountId = accountIds.get(email);
    const portalId = portalIds.get(portal);
    if (!accountId || !portalId) continue;
    for (const seed of list) {
      const courseId = courseIds.get(`${portalId}:${seed.course}`);
      if (courseId) await seedEnrollment(db, { accountId, courseId, seed, now });
    }
  }
  await seedContentIssues(db, portalIds, accountIds, now);
}
