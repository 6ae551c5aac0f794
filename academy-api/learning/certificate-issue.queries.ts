import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import { generateCode } from '../../shared/certificates/code';
import { meetsCertification } from '../../shared/certificates/eligibility';
import { expiryDate } from '../../shared/certificates/status';
import { trustedAccountScope } from '../access/account-scope';
import { certificateLink, createNotification } from '../communication';
import type { Db } from '../db/database';
import {
  accounts,
  certificates,
  certificationCourses,
  certifications,
  courseItems,
  enrollments,
  quizAttempts,
} from '../db/schema';
import { completeFinishedPaths } from './paths.queries';

export type IssuedCertificate = { id: string; certificationId: string; code: string };

/** A fresh code colliding with an existing one is ~10^-18 likely; a few tries are plenty. */
const CODE_TRIES = 5;

/** What the holder is told, in their own language (accounts.locale). */
const EARNED: Record<string, (name: string) => string> = {
  en: (name) => `You earned the certificate “${name}”.`,
  nl: (name) => `Je hebt het certificaat “${name}” behaald.`,
  ro: (name) => `Ai obținut certificatul „${name}”.`,
};

export function earnedMessage(locale: string, name: string): string {
  return (EARNED[locale] ?? EARNED.en)?.(name) ?? '';
}

/** The portal's certifications the account does not hold yet, with their required courses. */
async function openCertifications(db: Db, params: { portalId: string; accountId: string }) {
  const rows = await db
    .select({
      id: certifications.id,
      name: certifications.name,
      minScore: certifications.minScore,
      validityMonths: certifications.validityMonths,
      courseId: certificationCourses.courseId,
    })
    .from(certifications)
    .innerJoin(certificationCourses, eq(certificationCourses.certificationId, certifications.id))
    .leftJoin(
      certificates,
      and(
        eq(certificates.certificationId, certifications.id),
        eq(certificates.accountId, params.accountId),
      ),
    )
    .where(and(eq(certifications.portalId, params.portalId), isNull(certificates.id)));
  const byId = new Map<
    string,
    {
      id: string;
      name: string;
      minScore: number | null;
      validityMonths: number;
      courseIds: string[];
    }
  >();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? { ...row, courseIds: [] };
    entry.courseIds.push(row.courseId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

/** The account's completed courses among `courseIds`, and its best percent per quiz item. */
async function learnerRecord(db: Db, accountId: string, courseIds: string[], withScores: boolean) {
  const completed = await db
    .select({ courseId: enrollments.courseId })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.accountId, accountId),
        eq(enrollments.status, 'completed'),
        inArray(enrollments.courseId, courseIds),
      ),
    );
  const completedCourseIds = new Set(completed.map((row) => row.courseId));
  const quizzes =
    withScores && completedCourseIds.size > 0
      ? await db
          .select({ courseId: courseItems.courseId, bestPercent: max(quizAttempts.percent) })
          .from(courseItems)
          .leftJoin(
            quizAttempts,
            and(
              eq(quizAttempts.itemId, courseItems.id),
              eq(quizAttempts.accountId, accountId),
              eq(quizAttempts.status, 'submitted'),
            ),
          )
          .where(
            and(
              eq(courseItems.kind, 'quiz'),
              inArray(courseItems.courseId, [...completedCourseIds]),
            ),
          )
          .groupBy(courseItems.id, courseItems.courseId)
      : [];
  return { completedCourseIds, quizzes };
}

/**
 * Inserts one certificate unless the account holds it already (a concurrent issue inserts
 * nothing). Null when it was already there. `on conflict do nothing` covers both unique keys, so
 * nothing ever fails inside a caller's transaction: a code collision is told apart by looking.
 */
async function insertCertificate(
  db: Db,
  values: {
    portalId: string;
    certificationId: string;
    accountId: string;
    issuedAt: Date;
    expiresAt: Date | null;
  },
): Promise<IssuedCertificate | null> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const [row] = await db
      .insert(certificates)
      .values({ ...values, code: generateCode(randomInt) })
      .onConflictDoNothing()
      .returning({
        id: certificates.id,
        certificationId: certificates.certificationId,
        code: certificates.code,
      });
    if (row) return row;
    const [held] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          eq(certificates.certificationId, values.certificationId),
          eq(certificates.accountId, values.accountId),
        ),
      );
    if (held) return null;
  }
  throw new Error('Could not find a free certificate code');
}

/**
 * Issues every certification of the portal whose criteria the account now meets and that it
 * does not hold yet (once per account and certification). Called after an item is finished
 * and after a quiz attempt is graded. Each new certificate brings the holder a notification.
 * Every caller is where a course may just have completed: the account's learning paths whose
 * courses are now all completed are marked completed first (a path's certificate is a
 * certification of its courses, so it is issued here like any other).
 */
export async function issueDueCertificates(
  db: Db,
  params: { portalId: string; accountId: string },
): Promise<IssuedCertificate[]> {
  await completeFinishedPaths(db, { accountId: params.accountId });
  const open = await openCertifications(db, params);
  if (open.length === 0) return [];
  const courseIds = [...new Set(open.flatMap((certification) => certification.courseIds))];
  const learner = await learnerRecord(
    db,
    params.accountId,
    courseIds,
    open.some((certification) => certification.minScore !== null),
  );
  const due = open.filter((certification) => meetsCertification(certification, learner));
  if (due.length === 0) return [];

  return db.transaction(async (tx) => {
    const [holder] = await tx
      .select({ locale: accounts.locale })
      .from(accounts)
      .where(eq(accounts.id, params.accountId));
    const issued: IssuedCertificate[] = [];
    const now = new Date();
    for (const certification of due) {
      const row = await insertCertificate(tx, {
        portalId: params.portalId,
        certificationId: certification.id,
        accountId: params.accountId,
        issuedAt: now,
        expiresAt: expiryDate(now, certification.validityMonths),
      });
      if (!row) continue;
      // Whose certificate it is decides whose notification: the scope is known, not requested.
      await createNotification(tx, {
        scope: trustedAccountScope(params.accountId, params.portalId),
        message: earnedMessage(holder?.locale ?? 'en', certification.name),
        // The words' language (the holder's, else English); the name is the portal's own.
        language: holder?.locale && EARNED[holder.locale] ? holder.locale : 'en',
        link: certificateLink(row.id),
        receivedAt: now,
      });
      issued.push(row);
    }
    return issued;
  });
}
