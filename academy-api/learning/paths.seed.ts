import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courses, learningPathCourses, learningPaths } from '../db/schema';

type PathSeed = {
  portal: string;
  slug: string;
  title: string;
  summary: string;
  descriptionHtml: string;
  sequential: boolean;
  /** Course slugs (seed-learning-data.ts), in order. */
  courses: string[];
};

/**
 * Demo Academy's learning path (docs/learning-paths.md): Data literacy then Writing for the web,
 * published and not sequential, so no demo learner finds a course of theirs locked by it.
 */
export const PATH_SEEDS: PathSeed[] = [
  {
    portal: 'demo',
    slug: 'digital-basics',
    title: 'Digital basics',
    summary: 'Read the numbers, then write for the screen: two courses for everyday digital work.',
    descriptionHtml:
      '<p>Start with <strong>Data literacy</strong> to read charts and tables with a critical eye, ' +
      'then learn to write texts people actually read online in <strong>Writing for the web</strong>.</p>',
    sequential: false,
    courses: ['data-literacy', 'writing-for-the-web'],
  },
];

/** Seeds the paths above. Idempotent: a path of that slug on its portal is left as it is. */
export async function seedLearningPaths(db: Db, portalIds: Map<string, string>): Promise<void> {
  for (const seed of PATH_SEEDS) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) continue;
    const [existing] = await db
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(and(eq(learningPaths.portalId, portalId), eq(learningPaths.slug, seed.slug)))
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
      .insert(learningPaths)
      .values({
        portalId,
        slug: seed.slug,
        title: seed.title,
        summary: seed.summary,
        descriptionHtml: seed.descriptionHtml,
        status: 'published',
        sequential: seed.sequential,
      })
      .returning({ id: learningPaths.id });
    if (!row) continue;
    await db
      .insert(learningPathCourses)
      .values(courseIds.map((courseId, position) => ({ pathId: row.id, courseId, position })))
      .onConflictDoNothing();
  }
}
