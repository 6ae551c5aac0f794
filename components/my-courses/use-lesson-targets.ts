import { continuePath } from '@/lib/catalog/course-paths';
import type { Enrollment } from '@/lib/resources/enrollments';

/**
 * Where each enrolled course's "Continue" (or "Review") leads: the next unfinished item the API
 * names, else the course's first item (also from the API), else the course page.
 */
export function useLessonTargets(enrollments: readonly Enrollment[]) {
  const targets = new Map(
    enrollments.flatMap((enrollment) =>
      enrollment.course
        ? [[enrollment.course.slug, [enrollment.nextItemSlug, enrollment.firstItemSlug]] as const]
        : [],
    ),
  );
  return (slug: string) => {
    const [next, first] = targets.get(slug) ?? [null, null];
    return continuePath(slug, next, first);
  };
}
