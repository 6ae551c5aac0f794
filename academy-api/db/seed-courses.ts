import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './database';
import { catalogs, courses, type EnrollmentStatus, enrollments } from './schema';
import { ACCOUNTS, PLAIN_STUDENTS } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

type CourseSeed = {
  title: string;
  description: string;
  published: boolean;
  hasContentIssue?: boolean;
};

/**
 * DEMO-DATA.md "Learning content": per portal key, its catalogs (in order) and their courses.
 * Titles match the courses the seeded notifications talk about.
 */
export const CATALOG_SEEDS: Record<string, { name: string; courses: CourseSeed[] }[]> = {
  demo: [
    {
      name: 'Professional skills',
      courses: [
        {
          title: 'Project management basics',
          description:
            'Plan, run and close a small project with a clear scope, schedule and budget.',
          published: true,
        },
        {
          title: 'Workplace safety',
          description:
            'Recognise everyday hazards at work and know what to do when things go wrong.',
          published: true,
          // The course of Ada Admin's "content issue reported" notification.
          hasContentIssue: true,
        },
        {
          title: 'Time management',
          description: 'Set priorities, plan your week and protect time for focused work.',
          published: true,
        },
        {
          title: 'Leading hybrid teams',
          description: 'Keep a team connected and productive when half of it works from home.',
          published: false,
        },
      ],
    },
    {
      name: 'Digital skills',
      courses: [
        {
          title: 'Writing for the web',
          description: 'Write short, scannable texts that readers find and understand online.',
          published: true,
        },
        {
          title: 'Data literacy',
          description: 'Read charts and tables critically and draw sound conclusions from data.',
          published: true,
        },
        {
          title: 'Introduction to cybersecurity',
          description: 'Spot phishing, choose strong passwords and keep your devices safe.',
          published: false,
        },
      ],
    },
  ],
  unlimited: [
    {
      name: 'Essentials',
      courses: [
        {
          title: 'Customer conversations',
          description: 'Listen well, ask the right questions and turn complaints into trust.',
          published: true,
        },
        {
          title: 'Sales fundamentals',
          description: 'Understand what a customer needs and present an offer that fits.',
          published: true,
        },
      ],
    },
  ],
};

type EnrollmentSeed = {
  course: string; // title, on the account's own portal
  progress: number;
  enrolledDaysAgo: number;
  completedDaysAgo?: number;
};

/** The named demo accounts' enrolments (DEMO-DATA.md); published courses only. */
const NAMED_ENROLLMENTS: Record<string, EnrollmentSeed[]> = {
  'student@demo.academy': [
    {
      course: 'Project management basics',
      progress: 100,
      enrolledDaysAgo: 150,
      completedDaysAgo: 95,
    },
    { course: 'Data literacy', progress: 40, enrolledDaysAgo: 45 },
    { course: 'Writing for the web', progress: 0, enrolledDaysAgo: 2 },
  ],
  'expired@demo.academy': [{ course: 'Time management', progress: 65, enrolledDaysAgo: 210 }],
  'flatfee@demo.academy': [
    { course: 'Workplace safety', progress: 100, enrolledDaysAgo: 120, completedDaysAgo: 80 },
    { course: 'Writing for the web', progress: 20, enrolledDaysAgo: 30 },
  ],
  'hybrid@demo.academy': [
    { course: 'Data literacy', progress: 75, enrolledDaysAgo: 90 },
    { course: 'Time management', progress: 10, enrolledDaysAgo: 12 },
  ],
  'learner@unlimited.academy': [
    { course: 'Customer conversations', progress: 55, enrolledDaysAgo: 60 },
  ],
};

const published = (portal: string) =>
  (CATALOG_SEEDS[portal] ?? []).flatMap((catalog) =>
    catalog.courses.filter((course) => course.published).map((course) => course.title),
  );

/** 0, 1 or 2 enrolments per plain student, derived from its index so every run agrees. */
function plainEnrollments(index: number): EnrollmentSeed[] {
  const titles = published('demo');
  return Array.from({ length: index % 3 }, (_, k) => {
    const progress = ((index * 37 + k * 23) % 11) * 10;
    const enrolledDaysAgo = 5 + ((index * 13 + k * 29) % 170);
    return {
      course: titles[(index + k * 2) % titles.length] ?? '',
      progress,
      enrolledDaysAgo,
      ...(progress === 100 ? { completedDaysAgo: Math.floor(enrolledDaysAgo / 2) } : {}),
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

/** Creates a portal's catalogs and courses, unless it has courses already. */
async function seedPortalCourses(db: Db, portalId: string, portal: string, now: number) {
  const [existing] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.portalId, portalId))
    .limit(1);
  if (existing) return;
  for (const [position, seed] of (CATALOG_SEEDS[portal] ?? []).entries()) {
    const [catalog] = await db
      .insert(catalogs)
      .values({ portalId, name: seed.name, position, createdAt: new Date(now - 400 * DAY) })
      .returning({ id: catalogs.id });
    if (!catalog) throw new Error(`Seeding catalog ${seed.name} returned no row`);
    await db.insert(courses).values(
      seed.courses.map((course) => ({
        portalId,
        catalogId: catalog.id,
        title: course.title,
        description: course.description,
        published: course.published,
        hasContentIssue: course.hasContentIssue ?? false,
        createdAt: new Date(now - 380 * DAY),
      })),
    );
  }
}

/**
 * Seeds the demo catalogs, courses and enrolments. A second run adds nothing: courses only on
 * portals without any, enrolments skipped when the account already has that course.
 */
export async function seedCourses(
  db: Db,
  portalIds: Map<string, string>,
  ids: Map<string, string>,
) {
  const now = Date.now();
  for (const [portal, portalId] of portalIds) await seedPortalCourses(db, portalId, portal, now);

  const seeded = await db
    .select({ id: courses.id, portalId: courses.portalId, title: courses.title })
    .from(courses)
    .where(and(inArray(courses.portalId, [...portalIds.values()]), eq(courses.published, true)));
  const courseIds = new Map(seeded.map((row) => [`${row.portalId}:${row.title}`, row.id]));

  const rows = [...enrollmentSeeds()].flatMap(([email, { portal, list }]) => {
    const accountId = ids.get(email);
    const portalId = portalIds.get(portal);
    if (!accountId || !portalId) return [];
    return list.flatMap((seed) => {
      const courseId = courseIds.get(`${portalId}:${seed.course}`);
      if (!courseId) return [];
      const status: EnrollmentStatus = seed.completedDaysAgo === undefined ? 'active' : 'completed';
      return [
        {
          accountId,
          courseId,
          status,
          progress: seed.progress,
          enrolledAt: new Date(now - seed.enrolledDaysAgo * DAY),
          completedAt:
            seed.completedDaysAgo === undefined
              ? null
              : new Date(now - seed.completedDaysAgo * DAY),
        },
      ];
    });
  });
  if (rows.length > 0) await db.insert(enrollments).values(rows).onConflictDoNothing();
}
