/**
 * Qualifications (SCREENS "Quizzes, certificates, qualifications"; docs/quizzes-api.md): a
 * qualification is a set of courses, all of them or N of M. Pure rules shared by the Academy API
 * (the report, the coach matrix, the exports) and the app's admin form.
 */

/** A qualification names at most this many courses (and at least one). */
export const QUALIFICATION_COURSES_MAX = 50;
/** Its name: 1–200 characters (§5 rule string, shared by the form and the API). */
export const QUALIFICATION_NAME_MAX = 200;
export const QUALIFICATION_RULES = { name: `required|max:${QUALIFICATION_NAME_MAX}` } as const;

/** How an account stands in one course: its enrolment's progress and whether it completed it. */
export interface CourseStanding {
  progress: number;
  completed: boolean;
}

export interface QualificationProgress {
  /** Courses to complete: the required count, or all of them (never more than there are). */
  needed: number;
  /** Courses completed (may exceed `needed` with N of M). */
  completedCount: number;
  /** 0–100: completed ÷ needed, rounded, capped at 100. */
  progress: number;
  achieved: boolean;
}

/**
 * The number of courses to complete: null means all of them. A required count above the number
 * of courses (after courses were removed) asks for all that remain, so it stays reachable.
 */
export function neededCount(requiredCount: number | null, courseCount: number): number {
  if (requiredCount === null) return courseCount;
  return Math.max(0, Math.min(requiredCount, courseCount));
}

/**
 * A qualification's progress from its courses' completion: progress = min(100,
 * round(completed ÷ needed × 100)), achieved when completed ≥ needed. A qualification without
 * courses is never achieved (progress 0).
 */
export function qualificationProgress(
  requiredCount: number | null,
  courses: readonly Pick<CourseStanding, 'completed'>[],
): QualificationProgress {
  const needed = neededCount(requiredCount, courses.length);
  const completedCount = courses.filter((course) => course.completed).length;
  if (needed === 0) return { needed, completedCount, progress: 0, achieved: false };
  return {
    needed,
    completedCount,
    progress: Math.min(100, Math.round((completedCount / needed) * 100)),
    achieved: completedCount >= needed,
  };
}

/** One course's standing, clamped to 0–100; a completed course counts as 100 %. */
export function courseStanding(enrollment: CourseStanding | undefined): CourseStanding {
  if (!enrollment) return { progress: 0, completed: false };
  if (enrollment.completed) return { progress: 100, completed: true };
  const progress = Number.isFinite(enrollment.progress) ? Math.round(enrollment.progress) : 0;
  return { progress: Math.max(0, Math.min(100, progress)), completed: false };
}

/** Whether a required count fits: null (all), or a whole number from 1 to the course count. */
export function isValidRequiredCount(requiredCount: number | null, courseCount: number): boolean {
  if (requiredCount === null) return true;
  return Number.isInteger(requiredCount) && requiredCount >= 1 && requiredCount <= courseCount;
}

export interface QualificationCourseRef {
  id: string;
  title: string;
  slug: string;
}

export interface QualificationDefinition {
  id: string;
  name: string;
  requiredCount: number | null;
  /** In the qualification's order. */
  courses: readonly QualificationCourseRef[];
}

export interface ReportCourse extends QualificationCourseRef, CourseStanding {}

/** One qualification as the viewer's report shows it (GET /v1/qualifications). */
export interface QualificationReport {
  id: string;
  name: string;
  requiredCount: number | null;
  courseCount: number;
  completedCount: number;
  needed: number;
  progress: number;
  achieved: boolean;
  courses: ReportCourse[];
}

/** A qualification's report for one account, from that account's standing per course id. */
export function qualificationReport(
  definition: QualificationDefinition,
  standings: ReadonlyMap<string, CourseStanding>,
): QualificationReport {
  const courses = definition.courses.map((course) => ({
    ...course,
    ...courseStanding(standings.get(course.id)),
  }));
  const progress = qualificationProgress(definition.requiredCount, courses);
  return {
    id: definition.id,
    name: definition.name,
    requiredCount: definition.requiredCount,
    courseCount: courses.length,
    completedCount: progress.completedCount,
    needed: progress.needed,
    progress: progress.progress,
    achieved: progress.achieved,
    courses,
  };
}
