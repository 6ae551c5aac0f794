import type { CourseDetail, LessonView } from '@/lib/resources/courses';
import type { Enrollment } from '@/lib/resources/enrollments';
import { progressPercent } from './outline';

/*
 * Cache updates for "Mark as done". The course's key (['courses', slug]) also holds its lessons
 * and the viewer's rating, and an optimistic update reaches every query beneath it: each helper
 * changes the course outline and the lesson it names, and hands anything else back unchanged.
 */

const isCourseDetail = (data: unknown): data is CourseDetail =>
  typeof data === 'object' && data !== null && Array.isArray((data as CourseDetail).modules);

const isLessonView = (data: unknown): data is LessonView =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as LessonView).item === 'object' &&
  (data as LessonView).item !== null;

/** The outline with one item done (or not): its tick, the course's count and percentage. */
export function courseWithItemDone(course: CourseDetail, itemId: string, done: boolean) {
  let changed = false;
  const modules = course.modules.map((module) => {
    if (!module.items.some((item) => item.id === itemId && item.done !== done)) return module;
    changed = true;
    return {
      ...module,
      items: module.items.map((item) => (item.id === itemId ? { ...item, done } : item)),
    };
  });
  if (!changed) return course;
  const doneCount = Math.min(course.itemCount, Math.max(0, course.doneCount + (done ? 1 : -1)));
  const { enrollment } = course;
  return {
    ...course,
    modules,
    doneCount,
    // A completed enrolment stays completed (and at 100 %), as the API keeps it.
    enrollment:
      enrollment && enrollment.status !== 'completed'
        ? { ...enrollment, progress: progressPercent(doneCount, course.itemCount) }
        : enrollment,
  };
}

/** The item marked done (or not) wherever the course's cache holds it. */
export function withItemDone<T>(data: T, itemId: string, done: boolean): T {
  if (isCourseDetail(data)) return courseWithItemDone(data, itemId, done) as T;
  if (isLessonView(data) && data.item.id === itemId && data.item.done !== done) {
    return { ...data, item: { ...data.item, done } } as T;
  }
  return data;
}

/** The enrolment as the server answered it (progress, status: completed). */
export function withEnrollment<T>(data: T, enrollment: Enrollment): T {
  if (!isCourseDetail(data)) return data;
  // The answer's course is the summary; the outline keeps the one it has.
  return {
    ...data,
    enrollment: { ...enrollment, course: data.enrollment?.course ?? enrollment.course },
  } as T;
}
