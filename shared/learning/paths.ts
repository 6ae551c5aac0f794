/**
 * Learning paths and course prerequisites (issue 43, item 6; docs/learning-paths.md): when a
 * course opens for an account, a path's progress, and which products sell a path as one. Pure:
 * the API reads the facts and asks these, the pages show the answers.
 */

export const PATH_STATUSES = ['draft', 'published', 'archived'] as const;
export type PathStatus = (typeof PATH_STATUSES)[number];

/** What an admin fills in; the form and the API check the same. */
export const PATH_TITLE_MAX = 150;
export const PATH_SUMMARY_MAX = 500;
export const PATH_SLUG_MAX = 80;
/** The spec §5 rules of the path form's fields (shared by the form and the API). */
export const PATH_RULES = {
  title: `required|min:2|max:${PATH_TITLE_MAX}`,
  summary: `max:${PATH_SUMMARY_MAX}`,
} as const;
export const PATH_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A path of more courses than this is no path anyone follows. */
export const PATH_COURSES_MAX = 30;
/** A course needs at most this many others first. */
export const PREREQUISITES_MAX = 10;

/** A course as a lock names it: "Opens when you complete ‘X’". */
export type CourseRef = { courseId: string; title: string; slug: string };

/** A path as a lock names it. */
export type PathRef = { id: string; title: string; slug: string };

export type CourseLock =
  | { state: 'open' }
  | {
      state: 'waiting';
      /** The courses still to complete (in order). */
      requires: CourseRef[];
      via: 'path' | 'prerequisite';
      path?: PathRef;
    };

export type LockFacts = {
  courseId: string;
  /** The courses the account has completed. */
  completed: ReadonlySet<string>;
  /** The courses this one needs first (course prerequisites: for everyone). */
  prerequisites: readonly CourseRef[];
  /** The paths containing the course that the account follows, each with its courses in order. */
  paths: readonly (PathRef & { sequential: boolean; courses: readonly CourseRef[] })[];
};

export const OPEN: CourseLock = { state: 'open' };

/**
 * Where a course stands for an account: open, or waiting for other courses to be completed.
 * A course prerequisite waits for everyone; in a sequential path the account follows, course N
 * waits for course N-1 (which itself waited for its predecessor, so one is enough). The
 * prerequisites are named first: they hold whatever path one follows.
 */
export function courseLock(facts: LockFacts): CourseLock {
  const missing = facts.prerequisites.filter((course) => !facts.completed.has(course.courseId));
  if (missing.length > 0) return { state: 'waiting', requires: missing, via: 'prerequisite' };
  for (const path of facts.paths) {
    if (!path.sequential) continue;
    const index = path.courses.findIndex((course) => course.courseId === facts.courseId);
    const previous = index > 0 ? path.courses[index - 1] : undefined;
    if (previous && !facts.completed.has(previous.courseId)) {
      return {
        state: 'waiting',
        requires: [previous],
        via: 'path',
        path: { id: path.id, title: path.title, slug: path.slug },
      };
    }
  }
  return OPEN;
}

/**
 * Would making `courseId` need `requiredIds` close a circle, given the edges already there
 * (course → the course it needs)? True when some required course already needs `courseId`,
 * directly or through others, or is the course itself.
 */
export function closesCycle(
  edges: readonly { courseId: string; requiredCourseId: string }[],
  courseId: string,
  requiredIds: readonly string[],
): boolean {
  const needs = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.courseId === courseId) continue; // replaced by requiredIds
    const list = needs.get(edge.courseId) ?? [];
    list.push(edge.requiredCourseId);
    needs.set(edge.courseId, list);
  }
  const seen = new Set<string>();
  const stack = [...requiredIds];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (current === courseId) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(needs.get(current) ?? []));
  }
  return false;
}

export type PathCourseStanding = { courseId: string; progress: number; completed: boolean };

export type PathProgress = {
  completedCount: number;
  total: number;
  /** The mean of the courses' progress (a course not started counts 0), whole percents. */
  progress: number;
  /** Every course completed (a path without courses is never completed). */
  completed: boolean;
};

/** A path's progress from its courses' standings (one entry per course of the path). */
export function pathProgress(courses: readonly PathCourseStanding[]): PathProgress {
  const total = courses.length;
  const completedCount = courses.filter((course) => course.completed).length;
  const sum = courses.reduce(
    (acc, course) => acc + (course.completed ? 100 : Math.max(0, Math.min(100, course.progress))),
    0,
  );
  return {
    completedCount,
    total,
    progress: total === 0 ? 0 : Math.round(sum / total),
    completed: total > 0 && completedCount === total,
  };
}

/**
 * The products that sell a path as one: those that unlock every course of it (given, per
 * course, the ids of the products that unlock it), in the first course's order.
 */
export function productsForWhole(unlocking: readonly (readonly string[])[]): string[] {
  const [first, ...rest] = unlocking;
  if (!first) return [];
  return first.filter((id) => rest.every((ids) => ids.includes(id)));
}

/** A slug from a title: lower case ASCII words joined by hyphens ('path' when nothing is left). */
export function pathSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PATH_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'path';
}
