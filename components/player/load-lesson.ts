import 'server-only';
import { redirect } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { findItemBySlug } from '@/lib/player/outline';
import { lockedLessonView } from '@/lib/player/release';
import {
  type CourseDetail,
  courseKeys,
  courseQuery,
  type LessonView,
  lessonQuery,
} from '@/lib/resources/courses';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

export type LoadedLesson =
  /** A locked item's `lesson` is the outline's entry (release rules): no content. */
  | { kind: 'lesson'; course: CourseDetail; lesson: LessonView }
  /** The course, when it could be read: its 402 view names what unlocks it. */
  | { kind: 'payment-required'; course: CourseDetail | null };

/**
 * The course outline and the lesson, fetched side by side into the request's QueryClient. An
 * unknown course or lesson is the 404 page; a student not enrolled goes to the course page to
 * enrol, one whose course waits for another to the same page, which says what it waits for; no access (402) is the payment-required view, with the course when it could be read.
 */
export async function loadLesson(courseSlug: string, lessonSlug: string): Promise<LoadedLesson> {
  let loaded: [CourseDetail, LessonView];
  try {
    loaded = await Promise.all([
      fetchOrNotFound(courseQuery(courseSlug)),
      fetchOrNotFound(lessonQuery(courseSlug, lessonSlug)),
    ]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 402) {
      // Read beside the lesson: the request's client answers from what it holds.
      const course = await getQueryClient()
        .fetchQuery(courseQuery(courseSlug))
        .catch(() => null);
      return { kind: 'payment-required', course };
    }
    // Not enrolled, or the course waits for another (a prerequisite, the path before it): its
    // page says which and how far the learner is (docs/learning-paths.md).
    if (
      error instanceof ApiError &&
      (error.code === 'NOT_ENROLLED' || error.code === 'COURSE_LOCKED')
    ) {
      redirect(`/catalog/${encodeURIComponent(courseSlug)}`);
    }
    if (error instanceof ApiError && error.code === 'ITEM_LOCKED') {
      // Locked for the viewer: the player shows why, from the outline (its entry says so).
      const course = await getQueryClient().fetchQuery(courseQuery(courseSlug));
      const lesson = lockedLessonView(course, lessonSlug);
      if (lesson) return { kind: 'lesson', course, lesson };
    }
    throw error;
  }
  // The lesson's text is rendered on the server; the browser needs only the outline (hydrated),
  // not the text a second time in the dehydrated cache.
  getQueryClient().removeQueries({
    queryKey: courseKeys.lesson(courseSlug, lessonSlug),
    exact: true,
  });
  const [course, lesson] = loaded;
  return { kind: 'lesson', course, lesson };
}

/** The tab's title: the lesson's, then the course's (from the outline); null if unreadable. */
export async function lessonTitle(courseSlug: string, lessonSlug: string) {
  try {
    const course = await getQueryClient().fetchQuery(courseQuery(courseSlug));
    const item = findItemBySlug(course, lessonSlug);
    return item ? { lesson: item.title, course: course.title } : null;
  } catch {
    return null;
  }
}
