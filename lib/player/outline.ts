import type { CourseDetail, CourseItem, CourseModule } from '@/lib/resources/courses';

/** SCREENS "Learning": course progress = done items ÷ items, in whole percents (0–100). */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.round((done * 100) / total));
}

/** The course's progress as its enrolment has it: a completed course stays at 100. */
export function coursePercent(
  course: Pick<CourseDetail, 'doneCount' | 'itemCount' | 'enrollment'>,
) {
  if (course.enrollment?.status === 'completed') return 100;
  return progressPercent(course.doneCount, course.itemCount);
}

/** Every item of the outline, module by module, in order. */
export function outlineItems(course: Pick<CourseDetail, 'modules'>): CourseItem[] {
  return course.modules.flatMap((module) => module.items);
}

export function findItem(course: Pick<CourseDetail, 'modules'>, itemId: string) {
  return outlineItems(course).find((item) => item.id === itemId);
}

export function findItemBySlug(course: Pick<CourseDetail, 'modules'>, slug: string | null) {
  return slug === null ? undefined : outlineItems(course).find((item) => item.slug === slug);
}

export function moduleOfItem(
  course: Pick<CourseDetail, 'modules'>,
  itemId: string,
): CourseModule | undefined {
  return course.modules.find((module) => module.items.some((item) => item.id === itemId));
}

/** Where an item of the course plays. */
export const itemHref = (courseSlug: string, itemSlug: string) =>
  `/courses/${encodeURIComponent(courseSlug)}/${encodeURIComponent(itemSlug)}`;

/** Where a finished course is rated. */
export const rateHref = (courseSlug: string) => `/rate?course=${encodeURIComponent(courseSlug)}`;

/** Items a student marks done themselves: quizzes and assignments finish by being passed. */
export const markableKind = (kind: CourseItem['kind']) => kind === 'lesson';
