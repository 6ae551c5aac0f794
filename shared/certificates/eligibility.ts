/**
 * The issue rule (docs/quizzes-api.md "Certificates"): every required course completed and,
 * with a minimum score, the best percent of every quiz of those courses at least that score
 * (a course without quizzes meets it; a quiz never submitted does not).
 */
export type CertificationCriteria = { courseIds: readonly string[]; minScore: number | null };

export type LearnerRecord = {
  /** Courses whose enrolment is completed. */
  completedCourseIds: ReadonlySet<string>;
  /** Every quiz item of the relevant courses, with the account's best submitted percent. */
  quizzes: readonly { courseId: string; bestPercent: number | null }[];
};

export function meetsCertification(criteria: CertificationCriteria, learner: LearnerRecord) {
  if (criteria.courseIds.length === 0) return false;
  if (!criteria.courseIds.every((id) => learner.completedCourseIds.has(id))) return false;
  const minScore = criteria.minScore;
  if (minScore === null) return true;
  const required = new Set(criteria.courseIds);
  return learner.quizzes
    .filter((quiz) => required.has(quiz.courseId))
    .every((quiz) => quiz.bestPercent !== null && quiz.bestPercent >= minScore);
}
