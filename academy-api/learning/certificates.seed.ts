import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { generateCode } from '../../shared/certificates/code';
import { expiryDate } from '../../shared/certificates/status';
import type { Db } from '../db/database';
import {
  certificates,
  certificationCourses,
  certifications,
  courses,
  enrollments,
} from '../db/schema';

const DAY = 24 * 60 * 60 * 1000;

type CertificationSeed = {
  portal: string;
  name: string;
  /** Course slugs of the portal (seed-learning-data.ts). */
  courses: string[];
  minScore: number | null;
  validityMonths: number;
  /** Holders (e-mail): issued when they completed the certification's (first) course. */
  holders: string[];
};

/** DEMO-DATA.md "Learning": Stijn holds the first; nobody holds the second yet. */
export const CERTIFICATION_SEEDS: CertificationSeed[] = [
  {
    portal: 'demo',
    name: 'Project management certificate',
    courses: ['project-management-basics'],
    minScore: null,
    validityMonths: 24,
    holders: ['student@demo.academy'],
  },
  {
    portal: 'demo',
    name: 'Data literacy certificate',
    courses: ['data-literacy'],
    minScore: 60,
    validityMonths: 12,
    holders: [],
  },
];

/** The definition by portal and name, created with its courses when missing. */
async function seedDefinition(db: Db, portalId: string, seed: CertificationSeed) {
  const [existing] = await db
    .select({ id: certifications.id })
    .from(certifications)
    .where(and(eq(certifications.portalId, portalId), eq(certifications.name, seed.name)));
  if (existing) return existing.id;
  const [row] = await db
    .insert(certifications)
    .values({
      portalId,
      name: seed.name,
      minScore: seed.minScore,
      validityMonths: seed.validityMonths,
    })
    .returning({ id: certifications.id });
  if (!row) throw new Error(`Seeding ${seed.name} returned no row`);
  const courseRows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.portalId, portalId), inArray(courses.slug, seed.courses)));
  if (courseRows.length > 0) {
    await db
      .insert(certificationCourses)
      .values(courseRows.map((course) => ({ certificationId: row.id, courseId: course.id })))
      .onConflictDoNothing();
  }
  return row.id;
}

/** Seeds the certificates of DEMO-DATA.md (idempotent). */
export async function seedCertificates(
  db: Db,
  portalIds: Map<string, string>,
  accountIds: Map<string, string>,
): Promise<void> {
  const now = Date.now();
  for (const seed of CERTIFICATION_SEEDS) {
    const portalId = portalIds.get(seed.portal);
    if (!portalId) continue;
    const certificationId = await seedDefinition(db, portalId, seed);
    for (const email of seed.holders) {
      const accountId = accountIds.get(email.toLowerCase());
      if (!accountId) continue;
      // Issued when the course was completed (30 days ago when that is unknown).
      const [enrollment] = await db
        .select({ completedAt: enrollments.completedAt })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(
          and(
            eq(enrollments.accountId, accountId),
            eq(courses.portalId, portalId),
            inArray(courses.slug, seed.courses),
          ),
        );
      const issuedAt = enrollment?.completedAt ?? new Date(now - 30 * DAY);
      await db
        .insert(certificates)
        .values({
          portalId,
          certificationId,
          accountId,
          code: generateCode(randomInt),
          issuedAt,
          expiresAt: expiryDate(issuedAt, seed.validityMonths),
        })
        // Held already (a second run): nothing changes, the code included.
        .onConflictDoNothing({ target: [certificates.certificationId, certificates.accountId] });
    }
  }
}
