/** Courses under one category heading; `name` null for courses without a category. */
export interface CourseGroup<T> {
  name: string | null;
  courses: T[];
}

/**
 * Courses by category, keeping the catalog's order (the API sends catalog, category and course
 * position order): categories in the order they first appear, courses without one last.
 */
export function groupByCategory<T extends { categoryName: string | null }>(
  courses: readonly T[],
): CourseGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const course of courses) {
    const name = course.categoryName?.trim() || null;
    const group = groups.get(name);
    if (group) group.push(course);
    else groups.set(name, [course]);
  }
  const named = [...groups].filter(([name]) => name !== null);
  const rest = groups.get(null);
  return [
    ...named.map(([name, list]) => ({ name, courses: list })),
    ...(rest ? [{ name: null, courses: rest }] : []),
  ];
}

/** Only same-origin paths or https URLs are used as a cover (never `javascript:` or http). */
export function coverSource(url: string | null | undefined): string | null {
  if (url && (/^\/(?!\/|\\)/.test(url) || /^https:\/\//.test(url))) return url;
  return null;
}
