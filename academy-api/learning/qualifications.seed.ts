import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courses, qualificationCourses, qualifications } from '../db/schema';

type QualificationSeed = {
  portal: string;
  name: string;
  /** Course slugs (seed-learning-data.ts), in order. */
  courses: string[];
  /** null: all of them. */
  requiredCount: number | null;
};

/** DEMO-DATA.md: "Digital foundations" = Data literacy + Writing for the web (Demo Academy). */
export const QUALIFICATION_SEEDS: QualificationSeed[] = [
  {
    portal: 'demo',
    name: 'Digital foundations',
    courses: ['data-literacy', 'writing-for-the-web'],
    requiredCount: null,
  },
];

/**
 * Seeds the qualifications of DEMO-DATA.md. Idempotent: a qualification of that name on its
 * portal is left as it is (someone may have edited it).
 */
export async function seedQualifications(
  db: Db,
  portalIds: Map<string, string>,
  _accountIds: Map<string, string>,
): Promise<void> {
  for (const seed of QUALIFICATION_SEEDS) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) continue;
    const [existing] = await db
      .select({ id: qualifications.id })
      .from(qualifications)
      .where(and(eq(qualifications.portalId, portalId), eq(qualifications.name, seed.name)))
      .limit(1);
    if (existing) continue;
    const found = await db
      .select({ id: courses.id, slug: courses.slug })
      .from(courses)
      .where(and(eq(courses.portalId, portalId), inArray(courses.slug, seed.courses)));
    const courseIds = seed.courses
      .map((slug) => found.find((course) => course.slug === slug)?.id)
      .filter((id): id is string => id !== undefined);
    if (courseIds.length === 0) continue;
    const [row] = await db
      .insert(qualifications)
      .values({ portalId, name: seed.name, requiredCount: seed.requiredCount })
      .returning({ id: qualifications.id });
    if (!row) continue;
    await db
      .insert(qualificationCourses)
      .values(
        courseIds.map((courseId, position) => ({ qualificationId: row.id, courseId, position })),
      )
      .onConflictDoNothing();
  }
}
