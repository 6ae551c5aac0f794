import { and, count, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courseItems, enrollments, itemProgress } from '../db/schema';
import { queueCourseScore } from '../lti';

/** Spec/SCREENS: course progress = done items ÷ items, in whole percents (0–100). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done * 100) / total));
}

export type EnrollmentProgress = {
  progress: number;
  done: number;
  total: number;
  status: 'active' | 'completed';
  completedAt: Date | null;
  /** True when this call completed the course (it was not completed before). */
  justCompleted: boolean;
};

/**
 * Works an enrolment's progress out again from its finished items and stores it. Completion is
 * recorded once: when every item is done the enrolment becomes completed with the time of its
 * last item, and stays so (a course that grows later does not un-complete anyone). The row is
 * locked while it is worked out, so two tabs finishing two lessons at once both count.
 */
export async function recomputeEnrollment(
  db: Db,
  params: { accountId: string; courseId: string },
): Promise<EnrollmentProgress | null> {
  return db.transaction(async (tx) => {
    const [enrollment] = await tx
      .select({ status: enrollments.status, completedAt: enrollments.completedAt })
      .from(enrollments)
      .where(
        and(eq(enrollments.accountId, params.accountId), eq(enrollments.courseId, params.courseId)),
      )
      .for('update');
    if (!enrollment) return null;
    const [totals] = await tx
      .select({ total: count() })
      .from(courseItems)
      .where(eq(courseItems.courseId, params.courseId));
    const [finished] = await tx
      .select({ done: count(), last: max(itemProgress.completedAt) })
      .from(itemProgress)
      .innerJoin(courseItems, eq(courseItems.id, itemProgress.itemId))
      .where(
        and(
          eq(itemProgress.accountId, params.accountId),
          eq(itemProgress.courseId, params.courseId),
        ),
      );
    const total = totals?.total ?? 0;
    const done = finished?.done ?? 0;
    const wasCompleted = enrollment.status === 'completed';
    const completesNow = !wasCompleted && total > 0 && done >= total;
    const completedAt = wasCompleted
      ? enrollment.completedAt
      : completesNow
        ? (finished?.last ?? new Date())
        : null;
    const status = wasCompleted || completesNow ? 'completed' : 'active';
    const progress = status === 'completed' ? 100 : progressPercent(done, total);
    await tx
      .update(enrollments)
      .set({
        progress,
        status,
        completedAt,
        lastActivityAt: finished?.last ?? sql`${enrollments.lastActivityAt}`,
      })
      .where(
        and(eq(enrollments.accountId, params.accountId), eq(enrollments.courseId, params.courseId)),
      );
    // Launched from an LTI platform with a grade service (issue 38): its score (its quizzes', or
    // 100) goes back, once, whichever way the course was completed (an item, a quiz, a package,
    // a review).
    if (completesNow) {
      await queueCourseScore(tx, {
        accountId: params.accountId,
        courseId: params.courseId,
        now: completedAt ?? new Date(),
      });
    }
    return { progress, done, total, status, completedAt, justCompleted: completesNow };
  });
}
