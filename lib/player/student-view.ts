import { itemHref } from './outline';

/**
 * Where the player runs: a student's own course (by its slug), or student view of a course by
 * one of its editors (by its id, under the course editor: /admin/courses/{id}/preview).
 */
export type PlayerMode = { kind: 'student' } | { kind: 'preview'; courseId: string };

export const STUDENT_MODE: PlayerMode = { kind: 'student' };

/** Student view of a course: its first item (the page sends on to it), or one item. */
export const previewHref = (courseId: string, itemSlug?: string) =>
  `/admin/courses/${encodeURIComponent(courseId)}/preview${
    itemSlug ? `/${encodeURIComponent(itemSlug)}` : ''
  }`;

/** The course editor: where "Leave student view" goes back to. */
export const editorHref = (courseId: string) => `/admin/courses/${encodeURIComponent(courseId)}`;

/** Where an item of the course plays in this mode. */
export const playerItemHref = (mode: PlayerMode, courseSlug: string, itemSlug: string) =>
  mode.kind === 'preview' ? previewHref(mode.courseId, itemSlug) : itemHref(courseSlug, itemSlug);
