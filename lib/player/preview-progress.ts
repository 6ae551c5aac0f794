import type { CourseDetail } from '@/lib/resources/courses';
import type { Enrollment } from '@/lib/resources/enrollments';
import { outlineItems, progressPercent } from './outline';

/*
 * Student view's progress (issue 43 item 4): what the author marked done or passed while
 * looking at a course as a student. The API keeps none of it; it lives in this tab
 * (sessionStorage, so a reload keeps it and closing the tab forgets it) and is laid over the
 * course as the API answered it, the way a student's own enrolment would read.
 */

const storageKey = (courseId: string) => `student-view:${courseId}`;
const EMPTY: ReadonlySet<string> = new Set();

/** The course as a student with these items done would see it: ticks, count, enrolment. */
export function withPreviewProgress(course: CourseDetail, done: ReadonlySet<string>): CourseDetail {
  const items = outlineItems(course);
  const doneCount = items.filter((item) => done.has(item.id)).length;
  const completed = items.length > 0 && doneCount === items.length;
  const enrollment: Enrollment = {
    id: `student-view:${course.id}`,
    status: completed ? 'completed' : 'active',
    progress: completed ? 100 : progressPercent(doneCount, items.length),
    enrolledAt: new Date(0).toISOString(),
    completedAt: null,
    lastActivityAt: null,
    nextItemSlug: items.find((item) => !done.has(item.id))?.slug ?? null,
    firstItemSlug: items[0]?.slug ?? null,
  };
  return {
    ...course,
    access: 'enrolled',
    doneCount,
    enrollment,
    modules: course.modules.map((module) => ({
      ...module,
      items: module.items.map((item) => ({ ...item, done: done.has(item.id) })),
    })),
  };
}

type Listener = () => void;
const listeners = new Set<Listener>();
const kept = new Map<string, ReadonlySet<string>>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(courseId: string): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(courseId)) ?? '[]');
    return Array.isArray(parsed)
      ? new Set(parsed.filter((id): id is string => typeof id === 'string'))
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(courseId: string, done: ReadonlySet<string>) {
  kept.set(courseId, done);
  try {
    if (done.size === 0) storage()?.removeItem(storageKey(courseId));
    else storage()?.setItem(storageKey(courseId), JSON.stringify([...done]));
  } catch {
    // Storage refused (a full quota, a private window): the ticks last as long as the page.
  }
  for (const listener of listeners) listener();
}

/** The items done in student view of a course (the same set until it changes). */
export function previewDone(courseId: string): ReadonlySet<string> {
  let done = kept.get(courseId);
  if (!done) {
    done = read(courseId);
    kept.set(courseId, done);
  }
  return done;
}

/** Marks an item done (or not) in student view of a course. */
export function setPreviewDone(courseId: string, itemId: string, done: boolean) {
  const current = previewDone(courseId);
  if (current.has(itemId) === done) return;
  const next = new Set(current);
  if (done) next.add(itemId);
  else next.delete(itemId);
  write(courseId, next);
}

/** Forgets everything done in student view of a course: a student starting afresh. */
export function resetPreview(courseId: string) {
  write(courseId, EMPTY);
}

/** Calls `listener` on every change (useSyncExternalStore's subscribe). */
export function subscribePreview(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the server renders: nothing done (the tab's ticks arrive once it hydrates). */
export const noPreviewProgress = () => EMPTY;
