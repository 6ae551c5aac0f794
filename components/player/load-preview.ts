import 'server-only';
import { findItemBySlug } from '@/lib/player/outline';
import {
  coursePreviewKeys,
  previewCourseQuery,
  previewLessonQuery,
  previewQuizSource,
} from '@/lib/resources/course-preview';
import { fetchOrNotFound, getQueryClient } from '@/lib/server/query-client';

/**
 * Student view of one item (issue 43 item 4): the course by its id and the item, fetched side by
 * side into the request's QueryClient, and a quiz's summary for the first paint. An unknown
 * course or item, or another portal's, is the 404 page.
 */
export async function loadPreview(courseId: string, itemSlug: string) {
  const [course, lesson] = await Promise.all([
    fetchOrNotFound(previewCourseQuery(courseId)),
    fetchOrNotFound(previewLessonQuery(courseId, itemSlug)),
  ]);
  const client = getQueryClient();
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
