'use client';

import { useQueries } from '@tanstack/react-query';
import { continuePath, coursesNeedingFirstItem, firstItemSlug } from '@/lib/catalog/course-paths';
import { courseQuery } from '@/lib/resources/courses';
import type { Enrollment } from '@/lib/resources/enrollments';

/**
 * Where each enrolled course's "Continue" (or "Review") leads: the next unfinished item the API
 * names, else the outline's first item (read for finished courses only, and prefetched by the
 * pages), else the course page while that is unknown.
 */
export function useLessonTargets(enrollments: readonly Enrollment[]) {
  const slugs = coursesNeedingFirstItem(enrollments);
  const firstItems = useQueries({
    queries: slugs.map((slug) => ({
      ...courseQuery(slug),
      select: (course: { modules: { items: { slug: string }[] }[] }) =>
        firstItemSlug(course.modules),
    })),
  });
  const first = new Map(slugs.map((slug, index) => [slug, firstItems[index]?.data ?? null]));
  const next = new Map(
    enrollments.flatMap((enrollment) =>
      enrollment.course ? [[enrollment.course.slug, enrollment.nextItemSlug] as const] : [],
    ),
  );
  return (slug: string) => continuePath(slug, next.get(slug), first.get(slug));
}
