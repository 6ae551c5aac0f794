import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { findItemBySlug } from '@/lib/player/outline';
import { lockedLessonView } from '@/lib/player/release';
import {
  coursePreviewKeys,
  previewCourseQuery,
  previewLessonQuery,
  previewQuizSource,
} from '@/lib/resources/course-preview';
import type { LessonView } from '@/lib/resources/courses';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

/**
 * Student view of one item (issue 43 item 4): the course by its id and the item, fetched side by
 * side into the request's QueryClient, and a quiz's summary for the first paint. An unknown
 * course or item, or another portal's, is the 404 page.
 */
export async function loadPreview(courseId: string, itemSlug: string) {
  const course = await fetchOrNotFound(previewCourseQuery(courseId));
  const client = getQueryClient();
  let lesson: LessonView;
  try {
    lesson = await fetchOrNotFound(previewLessonQuery(courseId, itemSlug));
  } catch (error) {
    // Locked for a student who enrolled today (release rules): the player shows why.
    const locked =
      error instanceof ApiError && error.code === 'ITEM_LOCKED'
        ? lockedLessonView(course, itemSlug)
        : null;
    if (!locked) throw error;
    return { course, lesson: locked };
  }
  // The text is rendered on the server; the browser needs only the outline (hydrated).
  client.removeQueries({ queryKey: coursePreviewKeys.lesson(courseId, itemSlug), exact: true });
  if (lesson.item.kind === 'quiz') {
    await client.prefetchQuery(previewQuizSource(courseId, lesson.item.id).summary);
  }
  return { course, lesson };
}

/** The tab's title parts: the item's and the course's (from the outline); null if unreadable. */
export async function previewTitles(courseId: string, itemSlug: string) {
  try {
    const course = await getQueryClient().fetchQuery(previewCourseQuery(courseId));
    const item = findItemBySlug(course, itemSlug);
    return item ? { lesson: item.title, course: course.title } : null;
  } catch {
    return null;
  }
}
